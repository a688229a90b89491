import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { formatDate, formatNumber, useFormatNumber } from './format';
import { i18n, initI18n } from './i18n';

// French Intl groups thousands with a narrow no-break space (U+202F); the tests compare the exact characters.
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it('writes the spec’s figures as each language does', () => {
    expect(formatNumber(1045, 'fr')).toBe(`1${NNBSP}045`);
    expect(formatNumber(1045, 'de')).toBe('1.045');
    expect(formatNumber(1045, 'nl')).toBe('1.045');
    expect(formatNumber(1045, 'en')).toBe('1,045');
    expect(formatNumber(82.5, 'fr')).toBe('82,5');
    expect(formatNumber(82.5, 'de')).toBe('82,5');
    expect(formatNumber(82.5, 'en')).toBe('82.5');
  });

  it('passes Intl options through (one fraction digit, units)', () => {
    expect(formatNumber(3.14159, 'fr', { maximumFractionDigits: 1 })).toBe('3,1');
    expect(formatNumber(82.5, 'de', { style: 'unit', unit: 'kilogram' })).toBe('82,5 kg');
  });

  it('agrees with i18next’s {{value, number}} formatter', () => {
    initI18n('fr');
    i18n.addResource('fr', 'format-test', 'need', '{{value, number}} QIS');
    expect(i18n.t('need', { ns: 'format-test', value: 1191 })).toBe(`${formatNumber(1191, 'fr')} QIS`);
  });
});

describe('formatDate', () => {
  it('follows the language', () => {
    const date = Date.UTC(2026, 10, 25, 12);
    expect(formatDate(date, 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe('25 novembre 2026');
    expect(formatDate(date, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('25. November 2026');
  });
});

describe('useFormatNumber', () => {
  it('re-renders in the new language', async () => {
    initI18n('en');
    function Figure() {
      const format = useFormatNumber();
      return <p>{format(1191.5)}</p>;
    }
    render(<Figure />);
    expect(screen.getByText('1,191.5')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('1.191,5')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
