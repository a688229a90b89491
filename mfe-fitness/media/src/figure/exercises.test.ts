import { describe, expect, it } from '@jest/globals';
import { EXERCISE_KEYS } from '@qis/contract';
import { FPS, HEIGHT, projector, WIDTH } from '../render/layout';
import { placedJoints, poseAtPhase, poseAtSeconds } from './animate';
import { EXERCISES, type Exercise } from './exercises';
import { BODY, extremities, type Joints } from './skeleton';

/** Every frame of one cycle at the videos' frame rate (at least 60 samples for the short cycles). */
const cycleFrames = (exercise: Exercise) => {
  const count = Math.max(60, Math.round(exercise.cycleSeconds * FPS));
  return Array.from({ length: count }, (_, index) =>
    placedJoints(exercise, poseAtPhase(exercise, index / count)),
  );
};

/** How far the farthest joint moved between two frames, in body units. */
const movement = (a: Joints, b: Joints) =>
  Math.max(
    ...(Object.keys(a) as (keyof Joints)[]).map((name) =>
      Math.hypot(a[name].x - b[name].x, a[name].y - b[name].y),
    ),
  );

describe('the exercises', () => {
  it('defines each of the 11 exercises of the contract', () => {
    expect(Object.keys(EXERCISES).sort()).toEqual([...EXERCISE_KEYS].sort());
  });

  it.each(EXERCISE_KEYS)('%s stays inside the picture, on or above the floor, in every frame', (key) => {
    const exercise = EXERCISES[key];
    const view = projector(exercise, WIDTH, HEIGHT);
    const margin = 4;
    for (const joints of cycleFrames(exercise)) {
      for (const point of extremities(joints)) {
        const [x, y] = view.at(point);
        expect(x).toBeGreaterThanOrEqual(margin);
        expect(x).toBeLessThanOrEqual(WIDTH - margin);
        expect(y).toBeGreaterThanOrEqual(margin);
        // Nothing sinks into the floor (the stroke's width aside).
        expect(y).toBeLessThanOrEqual(view.floor + 0.5);
      }
    }
  });

  it.each(EXERCISE_KEYS)('%s loops: from the last frame to the first is a step like any other', (key) => {
    const frames = cycleFrames(EXERCISES[key]);
    const steps = frames.map((frame, index) => movement(frame, frames[(index + 1) % frames.length]!));
    const wrap = steps[steps.length - 1]!;
    const largest = Math.max(...steps.slice(0, -1));
    expect(wrap).toBeLessThanOrEqual(largest + 1e-9);
    // And the cycle really moves: a static picture would pass the other checks.
    expect(largest).toBeGreaterThan(0.02);
    // Seconds wrap onto the same cycle.
    const exercise = EXERCISES[key];
    expect(
      movement(
        placedJoints(exercise, poseAtSeconds(exercise, 0)),
        placedJoints(exercise, poseAtSeconds(exercise, exercise.cycleSeconds * 7)),
      ),
    ).toBeLessThan(1e-6);
  });

  it.each(EXERCISE_KEYS)('%s keeps the bones their length', (key) => {
    for (const joints of cycleFrames(EXERCISES[key])) {
      const shin = Math.hypot(joints.kneeA.x - joints.ankleA.x, joints.kneeA.y - joints.ankleA.y);
      const forearm = Math.hypot(joints.elbowB.x - joints.wristB.x, joints.elbowB.y - joints.wristB.y);
      expect(shin).toBeCloseTo(BODY.shin, 6);
      expect(forearm).toBeCloseTo(BODY.forearm, 6);
    }
  });

  it('moves as the exercises do: a squat bends the knees, a jumping jack raises the arms, a calf raise lifts the heels', () => {
    const at = (key: keyof typeof EXERCISES, phase: number) =>
      placedJoints(EXERCISES[key], poseAtPhase(EXERCISES[key], phase));
    // Squat: the hips drop by more than a third of the standing height of the hip.
    expect(at('squat', 0.47).hip.y - at('squat', 0).hip.y).toBeGreaterThan(1.3);
    // Jumping jack: hands above the head at the open position, by the hips at the start.
    expect(at('jumpingJack', 0.5).wristA.y).toBeLessThan(at('jumpingJack', 0.5).headCentre.y);
    expect(at('jumpingJack', 0).wristA.y).toBeGreaterThan(at('jumpingJack', 0).shoulder.y);
    // Calf raises: the ankles rise while the toes stay on the floor.
    expect(at('calfRaises', 0.45).ankleA.y).toBeLessThan(at('calfRaises', 0).ankleA.y - 0.3);
    expect(at('calfRaises', 0.45).toeA.y).toBeCloseTo(0, 6);
    // Knee push-ups: the knees stay on the floor, the shoulders go down.
    expect(at('womanPushUp', 0.47).kneeA.y).toBeCloseTo(at('womanPushUp', 0).kneeA.y, 1);
    expect(at('womanPushUp', 0.47).shoulder.y).toBeGreaterThan(at('womanPushUp', 0).shoulder.y + 0.8);
  });
});
