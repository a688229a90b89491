/**
 * jsdom has no `matchMedia`; react-hot-toast and the chat's reduced-motion check ask for it. The web
 * tests' setup installs the default (no query matches); a test that needs a preference passes its own
 * rule, e.g. `stubMatchMedia((query) => query.includes('prefers-reduced-motion'))`.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
