import { describe, expect, it } from '@jest/globals';
import { isEmail, parseDecimal, parseInteger, visibleErrorKey } from './validation';

describe('form validation helpers', () => {
  it('reads decimals with a point or a comma, and nothing else', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 80.25 ')).toBe(80.25);
    expect(parseDecimal('80kg')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseInteger('1985')).toBe(1985);
    expect(parseInteger('4.5')).toBeNull();
  });

  it('accepts plausible email addresses only', () => {
    expect(isEmail('demo@example.com')).toBe(true);
    expect(isEmail('demo@example')).toBe(false);
    expect(isEmail('de mo@example.com')).toBe(false);
  });

  it('shows an error only for a touched or edited field', () => {
    expect(visibleErrorKey({ error: 'x' })).toBeUndefined();
    expect(visibleErrorKey({ error: 'x', touched: true })).toBe('x');
    expect(visibleErrorKey({ error: 'x', modified: true })).toBe('x');
    expect(visibleErrorKey({ touched: true })).toBeUndefined();
  });
});
