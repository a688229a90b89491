/**
 * A short beep through Web Audio: the announcement when no voice speaks. The context must be created
 * (or resumed) during a user gesture, so the guided view makes it when the member presses start.
 */
export function createAudioContext(): AudioContext | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  try {
    return new Context();
  } catch {
    return null;
  }
}

export function playTone(context: AudioContext, frequency: number, seconds: number): void {
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick fade out: a sine cut off at full volume clicks.
  gain.gain.setValueAtTime(0.25, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

/** The announcement's two rising notes, and one short note per count of 3-2-1 (higher on 1). */
export const ANNOUNCE_TONES = [
  { frequency: 660, delay: 0 },
  { frequency: 880, delay: 0.18 },
] as const;
export const countTone = (count: number) => (count === 1 ? 1046 : 784);
