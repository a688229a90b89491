import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { PORTAL_FILES_META, prefetchPortalWhenIdle } from './prefetchPortal';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

function listFiles(content: string) {
  const meta = document.createElement('meta');
  meta.name = PORTAL_FILES_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('prefetchPortalWhenIdle', () => {
  it('adds a prefetch link per listed file only once the page is idle', () => {
    jest.useFakeTimers();
    listFiles('/portal.1.js /layout.2.css');
    prefetchPortalWhenIdle();
    expect(prefetched()).toEqual([]);
    jest.runAllTimers();
    expect(prefetched()).toEqual(['/portal.1.js', '/layout.2.css']);
  });

  it('does nothing on a page that lists no files', () => {
    jest.useFakeTimers();
    prefetchPortalWhenIdle();
    jest.runAllTimers();
    expect(prefetched()).toEqual([]);
  });
});
