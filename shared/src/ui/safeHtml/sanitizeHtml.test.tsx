import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script elements and keeps the content around them', () => {
    const clean = sanitizeHtml('<p>Oats</p><script>alert(1)</script><p>Milk</p>');
    expect(clean).not.toContain('script');
    expect(clean).toBe('<p>Oats</p><p>Milk</p>');
  });

  it('removes event handler attributes', () => {
    const clean = sanitizeHtml(
      '<img src="x.png" onerror="alert(1)" alt="dish"><b onclick="steal()">bold</b>',
    );
    expect(clean).not.toMatch(/onerror|onclick|alert|steal/);
    expect(clean).toContain('alt="dish"');
    expect(clean).toContain('<b>bold</b>');
  });

  it('removes javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(2)">again</a>',
    );
    expect(clean.toLowerCase()).not.toContain('javascript:');
  });

  it('gives links rel="noopener noreferrer" and keeps their target', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml('<a href="https://example.org/recipe" target="_blank">recipe</a>');
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/recipe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops inline styles, style sheets, forms and iframes', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><p style="color:red">text</p><form><input name="pass"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>text</p>');
  });

  it('keeps ordinary recipe markup', () => {
    const html = '<h3>Porridge</h3><ul><li>50 g oats</li></ul><ol><li>Cook</li></ol><p><em>Enjoy</em></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized HTML with the given class', () => {
    const { container } = render(
      <SafeHtml
        className="recipe"
        html={'<p>Soup</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass('recipe');
    expect(root?.querySelector('p')).toHaveTextContent('Soup');
    expect(root?.querySelector('script')).toBeNull();
    expect(root?.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
