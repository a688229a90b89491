import { useCallback, useRef, useState } from 'react';

/** Within this many pixels of the bottom counts as "at the latest": fractional scroll positions and rounding. */
const BOTTOM_SLACK_PX = 24;

const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;

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

  const jumpToLatest = useCallback(() => {
    const list = listRef.current;
    following.current = true;
    setBehind(false);
    if (list) list.scrollTop = list.scrollHeight;
  }, []);

  const contentGrew = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    if (following.current) list.scrollTop = list.scrollHeight;
    else if (!atBottom(list)) setBehind(true);
  }, []);

  return { listRef, onScroll, behind, jumpToLatest, contentGrew };
}
