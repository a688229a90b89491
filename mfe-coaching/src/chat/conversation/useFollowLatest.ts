import { useCallback, useEffect, useRef, useState } from 'react';

/** Within this many pixels of the bottom counts as "at the latest": fractional scroll positions and rounding. */
const BOTTOM_SLACK_PX = 24;

/**
 * On a wide screen the conversation scrolls inside its own box; on a phone its CSS lets it grow and the
 * page scrolls instead, the question field sticking to the bottom of the screen.
 */
const scrollsItself = (element: HTMLElement) => getComputedStyle(element).overflowY !== 'visible';

const atBottom = (element: HTMLElement) =>
  scrollsItself(element)
    ? element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX
    : element.getBoundingClientRect().bottom <= window.innerHeight + BOTTOM_SLACK_PX;

/** Brings the newest content into view: the box's end, or on a phone the list's end above the sticky field. */
function showLatest(element: HTMLElement) {
  if (scrollsItself(element)) element.scrollTop = element.scrollHeight;
  else element.lastElementChild?.scrollIntoView({ block: 'end' });
}

/**
 * Keeps a scrolling list at its newest content while the member is there; once they scroll up to read,
 * it stays put and `behind` turns true until they jump back (or scroll down) to the latest.
 * Call `contentGrew` after anything lengthens the list (a new entry, a revealed character).
 */
export function useFollowLatest<T extends HTMLElement>() {
  const listRef = useRef<T>(null);
  const following = useRef(true);
  const [behind, setBehind] = useState(false);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    following.current = atBottom(list);
    if (following.current) setBehind(false);
  }, []);

  // On a phone it is the page that scrolls.
  useEffect(() => {
    const onPageScroll = () => {
      if (listRef.current && !scrollsItself(listRef.current)) onScroll();
    };
    window.addEventListener('scroll', onPageScroll, { passive: true });
    return () => window.removeEventListener('scroll', onPageScroll);
  }, [onScroll]);

  const jumpToLatest = useCallback(() => {
    const list = listRef.current;
    following.current = true;
    setBehind(false);
    if (list) showLatest(list);
  }, []);

  const contentGrew = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    if (following.current) showLatest(list);
    else if (!atBottom(list)) setBehind(true);
  }, []);

  return { listRef, onScroll, behind, jumpToLatest, contentGrew };
}
