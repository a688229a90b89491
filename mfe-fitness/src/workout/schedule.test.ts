import { describe, expect, it } from '@jest/globals';
import type { VideoCue } from '@qis/contract';
import { backTarget, formatClock, positionAt, skipTarget } from './schedule';

/** A 3-minute workout: three exercises of a minute, each announced 10 s ahead. */
const CUES: VideoCue[] = [
  { exercise: 'jumpingJack', start: 0, announceAt: null },
  { exercise: 'squat', start: 60, announceAt: 50 },
  { exercise: 'lunge', start: 120, announceAt: 110 },
];
const DURATION = 180;

describe('positionAt', () => {
  it('starts on the first exercise with the whole workout ahead', () => {
    expect(positionAt(0, CUES, DURATION)).toEqual({
      index: 0,
      current: 'jumpingJack',
      exerciseLeft: 60,
      workoutLeft: 180,
      percentDone: 0,
      next: 'squat',
      announcing: null,
      countdown: null,
    });
  });

  it('announces the next exercise from 10 s before it, and not a moment earlier', () => {
    expect(positionAt(49.9, CUES, DURATION).announcing).toBeNull();
    expect(positionAt(50, CUES, DURATION)).toMatchObject({ announcing: 1, next: 'squat', exerciseLeft: 10 });
    expect(positionAt(110.2, CUES, DURATION).announcing).toBe(2);
  });

  it('counts 3, 2, 1 in the last three seconds before a change', () => {
    expect(positionAt(56.9, CUES, DURATION).countdown).toBeNull();
    expect(positionAt(57, CUES, DURATION).countdown).toBe(3);
    expect(positionAt(58.5, CUES, DURATION).countdown).toBe(2);
    expect(positionAt(59.99, CUES, DURATION).countdown).toBe(1);
    expect(positionAt(60, CUES, DURATION)).toMatchObject({
      countdown: null,
      current: 'squat',
      announcing: null,
    });
  });

  it('has nothing next, no announcement and no countdown in the last exercise', () => {
    expect(positionAt(178, CUES, DURATION)).toMatchObject({
      index: 2,
      current: 'lunge',
      next: null,
      announcing: null,
      countdown: null,
      exerciseLeft: 2,
      workoutLeft: 2,
      percentDone: 98,
    });
  });

  it('stays in step after a seek in either direction', () => {
    expect(positionAt(135, CUES, DURATION)).toMatchObject({
      current: 'lunge',
      exerciseLeft: 45,
      percentDone: 75,
    });
    expect(positionAt(30, CUES, DURATION)).toMatchObject({ current: 'jumpingJack', exerciseLeft: 30 });
  });

  it('clamps a time outside the video and reads a missing time as the start', () => {
    expect(positionAt(-5, CUES, DURATION).workoutLeft).toBe(180);
    expect(positionAt(400, CUES, DURATION)).toMatchObject({
      workoutLeft: 0,
      percentDone: 100,
      current: 'lunge',
    });
    expect(positionAt(Number.NaN, CUES, DURATION).index).toBe(0);
  });

  it('follows a single-exercise workout and rejects an empty one', () => {
    const single: VideoCue[] = [{ exercise: 'frog', start: 0, announceAt: null }];
    expect(positionAt(59, single, 60)).toMatchObject({ current: 'frog', next: null, countdown: null });
    expect(() => positionAt(0, [], 60)).toThrow();
  });
});

describe('skipTarget and backTarget', () => {
  it('skips to the next exercise’s start, and from the last one to the end', () => {
    expect(skipTarget(0, CUES, DURATION)).toBe(60);
    expect(skipTarget(60, CUES, DURATION)).toBe(120);
    expect(skipTarget(150, CUES, DURATION)).toBe(180);
  });

  it('goes back to the exercise’s start, or the previous one within its first 2 s', () => {
    expect(backTarget(75, CUES)).toBe(60);
    expect(backTarget(61, CUES)).toBe(0);
    expect(backTarget(1, CUES)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, rounding up the second under way', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(9.001)).toBe('0:10');
    expect(formatClock(0)).toBe('0:00');
  });
});
