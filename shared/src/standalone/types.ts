/** A screen of the remote, listed in the standalone frame's header and home page. */
export interface StandaloneLink {
  /** App path without locale, e.g. '/gym'; the current URL's locale is kept. */
  to: string;
  /** Translation key of the link text, in namespace `ns` (usually the screen's title). */
  labelKey: string;
  ns: string;
}
