import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Tags that have no place in content HTML (recipes, tips) even when harmless by themselves:
// forms could phish for credentials, styles could restyle the portal.
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'object',
  'embed',
];

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so our hook never affects another user of the library in the page. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A link opened in a new tab must not get a handle on the portal's window.
    if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * HTML from the API (AI-made recipes, tips) made safe to insert: no scripts, no event handlers,
 * no javascript: URLs, no inline styles; links get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
