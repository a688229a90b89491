import { describe, expect, it } from '@jest/globals';
import { readWords, voiceLocale } from '../locales';
import { announcementTrack, SAMPLE_RATE, SPEECH_DELAY_SECONDS } from './audio';
import { captionsOf, vttTime } from './captions';
import { cuesOf, workoutExercises } from './schedule';

const words = readWords();
const CUE_LINE = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})$/;
const seconds = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

/** The cues of a WebVTT file, checked for the format as it goes: header, timings in order, text. */
function parseVtt(vtt: string): { from: number; to: number; text: string }[] {
  const blocks = vtt.trim().split(/\n\n+/);
  expect(blocks.shift()).toBe('WEBVTT');
  let previousEnd = 0;
  return blocks.map((block) => {
    const [timing, ...text] = block.split('\n');
    const match = CUE_LINE.exec(timing!);
    expect(match).not.toBeNull();
    const from = seconds(match![1]!);
    const to = seconds(match![2]!);
    expect(from).toBeGreaterThanOrEqual(previousEnd);
    expect(to).toBeGreaterThan(from);
    expect(text.length).toBeGreaterThan(0);
    text.forEach((line) => expect(line).not.toContain('-->'));
    previousEnd = to;
    return { from, to, text: text.join('\n') };
  });
}

describe('captionsOf', () => {
  const cues = cuesOf(workoutExercises(5));

  it('writes valid WebVTT covering the whole video', () => {
    const parsed = parseVtt(captionsOf(cues, 300, words.en));
    expect(parsed[0]!.from).toBe(0);
    expect(parsed[parsed.length - 1]!.to).toBe(300);
  });

  it('names the current exercise, and the next one from its announcement, in the captions’ language', () => {
    const french = parseVtt(captionsOf(cues, 300, words.fr));
    expect(french[0]).toEqual({ from: 0, to: 50, text: 'Maintenant : Course sur place' });
    expect(french[1]).toEqual({ from: 50, to: 60, text: 'Maintenant : Course sur place\nEnsuite : Squat' });
    expect(french[french.length - 1]!.text).toBe('Maintenant : Pompes sur les genoux\nDernier exercice');
    const german = parseVtt(captionsOf(cues, 300, words.de));
    expect(german[1]!.text).toBe('Jetzt: Laufen auf der Stelle\nAls Nächstes: Kniebeuge');
    const dutch = parseVtt(captionsOf(cues, 300, words.nl));
    expect(dutch[3]!.text).toBe('Nu: Squat\nHierna: Jumping jack');
  });

  it('formats hours, minutes, seconds and milliseconds', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(1799.5)).toBe('00:29:59.500');
    expect(vttTime(3723.004)).toBe('01:02:03.004');
  });
});

describe('announcementTrack', () => {
  it('is silent except for a tone and the speech at each announcement', () => {
    const speech = new Int16Array(SAMPLE_RATE).fill(1000);
    const track = announcementTrack(120, [{ at: 50, speech }]);
    const samples = new Int16Array(track.buffer, track.byteOffset, track.length / 2);
    expect(samples.length).toBe(120 * SAMPLE_RATE);
    const loudness = (from: number, to: number) => {
      let peak = 0;
      for (let index = Math.round(from * SAMPLE_RATE); index < Math.round(to * SAMPLE_RATE); index += 1) {
        peak = Math.max(peak, Math.abs(samples[index]!));
      }
      return peak;
    };
    expect(loudness(0, 50)).toBe(0);
    expect(loudness(50, 50.3)).toBeGreaterThan(5000);
    expect(loudness(50 + SPEECH_DELAY_SECONDS, 51 + SPEECH_DELAY_SECONDS)).toBe(1000);
    expect(loudness(52, 120)).toBe(0);
  });
});

describe('voiceLocale', () => {
  it('speaks French unless FITNESS_VOICE_LOCALE names another of the four languages', () => {
    expect(voiceLocale(undefined)).toBe('fr');
    expect(voiceLocale(' DE ')).toBe('de');
    expect(() => voiceLocale('es')).toThrow(/FITNESS_VOICE_LOCALE must be one of en, fr, de, nl/);
  });
});
