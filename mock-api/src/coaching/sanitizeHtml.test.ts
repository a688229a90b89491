import { describe, expect, it } from '@jest/globals';
import { escapeHtml, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the recipe tags and tables', () => {
    const recipe =
      '<h2>Soupe</h2><h3>Ingrédients</h3><ul><li><strong>200 g</strong> de <em>poireau</em></li></ul>' +
      '<ol><li>Coupez.<br>Servez.</li></ol><table><thead><tr><th>QIS</th></tr></thead><tbody><tr><td>12</td></tr></tbody></table>';
    expect(sanitizeHtml(recipe)).toBe(recipe.replace('<br>', '<br />'));
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">Texte</p>', '<p>Texte</p>'],
    ['<a href="javascript:alert(1)">lien</a>', 'lien'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<h2>Titre<!-- commentaire --></h2>', '<h2>Titre</h2>'],
  ])('removes what could run code: %s', (html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });
});

describe('escapeHtml', () => {
  it('turns markup into text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
  });
});
