import type { Exercise } from '../figure/exercises';
import type { Point } from '../figure/skeleton';

export const WIDTH = 480;
export const HEIGHT = 270;
export const FPS = 15;

/** Pixels per body unit, and where the floor and the middle of the movement sit. */
const SCALE = HEIGHT * 0.075;
const FLOOR_Y = HEIGHT * 0.86;

/** Where the movement is centred: the middle of the step for step jumps, else the anchor. */
const centreOf = (exercise: Exercise) =>
  exercise.step ? (exercise.step.from + exercise.step.to) / 2 - 1.1 : 0;

/** Body units to pixels, on a frame of the given size. */
export function projector(exercise: Exercise, width: number, height: number) {
  const scale = (SCALE * height) / HEIGHT;
  const floor = (FLOOR_Y * height) / HEIGHT;
  const centre = centreOf(exercise);
  return {
    scale,
    floor,
    at: (point: Point): [number, number] => [width / 2 + (point.x - centre) * scale, floor + point.y * scale],
  };
}
