import type { VideoCue } from '@qis/contract';
import { fill, type MediaWords } from '../locales';

/** WebVTT's timestamp: hh:mm:ss.ttt. */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/**
 * The captions of a video in one language: the current exercise throughout, and from each
 * announcement on, the next one too. The last exercise of a workout says it is the last.
 */
export function captionsOf(cues: readonly VideoCue[], durationSeconds: number, words: MediaWords): string {
  const lines = ['WEBVTT', ''];
  const name = (cue: VideoCue) => words.names[cue.exercise];
  cues.forEach((cue, index) => {
    const next = cues[index + 1];
    const end = next ? next.start : durationSeconds;
    const now = fill(words.media.now, name(cue));
    const cuesOfSegment: [number, number, string][] = [];
    if (next && next.announceAt !== null && next.announceAt > cue.start) {
      cuesOfSegment.push([cue.start, next.announceAt, now]);
      cuesOfSegment.push([next.announceAt, end, `${now}\n${fill(words.media.next, name(next))}`]);
    } else if (!next && cues.length > 1) {
      cuesOfSegment.push([cue.start, end, `${now}\n${words.media.lastExercise}`]);
    } else {
      cuesOfSegment.push([cue.start, end, now]);
    }
    for (const [from, to, text] of cuesOfSegment) {
      lines.push(`${vttTime(from)} --> ${vttTime(to)}`, text, '');
    }
  });
  return lines.join('\n');
}
