import { SPEECH_SAMPLE_RATE } from './speech';

export const SAMPLE_RATE = SPEECH_SAMPLE_RATE;
/** The speech starts this long after the cue tone's start. */
export const SPEECH_DELAY_SECONDS = 0.6;

export interface Announcement {
  /** Seconds from the start of the track. */
  at: number;
  speech: Int16Array;
}

/** Two short rising beeps, softened at both ends so they do not click. */
export function cueTone(): Int16Array {
  const beep = (frequency: number, seconds: number) => {
    const length = Math.round(seconds * SAMPLE_RATE);
    const samples = new Float32Array(length);
    const fade = Math.round(0.01 * SAMPLE_RATE);
    for (let index = 0; index < length; index += 1) {
      const envelope = Math.min(1, index / fade, (length - index) / fade);
      samples[index] = 0.35 * envelope * Math.sin((2 * Math.PI * frequency * index) / SAMPLE_RATE);
    }
    return samples;
  };
  const gap = new Float32Array(Math.round(0.08 * SAMPLE_RATE));
  const parts = [beep(880, 0.14), gap, beep(1320, 0.18)];
  const tone = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    for (const value of part) tone[offset++] = Math.round(value * 32767);
  }
  return tone;
}

/**
 * The workout's sound: silence, and at each announcement the cue tone then the spoken name of the
 * next exercise. 16-bit little-endian mono PCM, exactly `seconds` long, for ffmpeg's s16le input.
 */
export function announcementTrack(seconds: number, announcements: readonly Announcement[]): Buffer {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  const tone = cueTone();
  const place = (sound: Int16Array, at: number) => {
    const start = Math.round(at * SAMPLE_RATE);
    for (let index = 0; index < sound.length && start + index < samples.length; index += 1) {
      samples[start + index] = sound[index]!;
    }
  };
  for (const { at, speech } of announcements) {
    place(tone, at);
    place(speech, at + SPEECH_DELAY_SECONDS);
  }
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}
