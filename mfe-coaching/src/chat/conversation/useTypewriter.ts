import { useEffect, useMemo, useState } from 'react';

/** One character every 25 ms. */
export const TYPEWRITER_MS_PER_CHARACTER = 25;

export interface Typewriter {
  /** The part of the text revealed so far. */
  shown: string;
  /** Characters are still waiting to be revealed. */
  typing: boolean;
  /** Reveals everything at once, including whatever arrives afterwards. */
  complete: () => void;
}

/**
 * Reveals `text` one character at a time; the text may grow while it types (the answer streams in).
 * Characters are counted as code points, so an emoji never shows half of itself. Without `animate`
 * (reduced motion, an answer from the history) the whole text shows at once.
 */
export function useTypewriter(text: string, animate: boolean): Typewriter {
  const characters = useMemo(() => Array.from(text), [text]);
  const [count, setCount] = useState(animate ? 0 : characters.length);
  const [completed, setCompleted] = useState(!animate);
  const instant = completed || !animate;
  const visible = instant ? characters.length : Math.min(count, characters.length);

  const behind = !instant && count < characters.length;
  // One interval while characters wait: the text may grow meanwhile, the interval keeps the pace.
  useEffect(() => {
    if (!behind) return undefined;
    const timer = setInterval(() => setCount((shown) => shown + 1), TYPEWRITER_MS_PER_CHARACTER);
    return () => clearInterval(timer);
  }, [behind]);

  return {
    shown: visible === characters.length ? text : characters.slice(0, visible).join(''),
    typing: visible < characters.length,
    complete: () => setCompleted(true),
  };
}
