import sanitize from 'sanitize-html';

/**
 * Every piece of HTML the coaching API returns passes here, whoever wrote it (the composer or a
 * model): an allow-list of text and table tags, no attributes at all (so no event handlers, styles
 * or links to run code), anything else dropped with its content when it is a script or style.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'small',
    'span',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  enforceHtmlBoundary: false,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** User text placed into HTML: always as text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
