import { useEffect, useRef } from 'react';

export interface WorkoutKeyActions {
  toggle(): void;
  skip(): void;
  back(): void;
  toggleVoice(): void;
}

/** Elements that use these keys themselves: a key pressed there is theirs. */
const OWN_KEYS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO']);

/**
 * The guided view's keys, anywhere on the page but in fields and the player: Space or K pauses and
 * resumes, → skips to the next exercise, ← goes back to the start of the exercise, V turns the voice
 * on or off. On a button or link, Space and Enter keep pressing it.
 */
export function useWorkoutKeys(actions: WorkoutKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (OWN_KEYS.has(target.tagName) || target.isContentEditable)) return;
      const onControl = target?.tagName === 'BUTTON' || target?.tagName === 'A';
      if (onControl && (event.key === ' ' || event.key === 'Enter')) return;
      const action = {
        ' ': latest.current.toggle,
        k: latest.current.toggle,
        K: latest.current.toggle,
        ArrowRight: latest.current.skip,
        ArrowLeft: latest.current.back,
        v: latest.current.toggleVoice,
        V: latest.current.toggleVoice,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
