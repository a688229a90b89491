import type { Exercise } from './exercises';
import {
  extremities,
  jointsOf,
  type Joints,
  type LegPose,
  type Limb,
  type Point,
  type Pose,
} from './skeleton';

/** Slow out of one keyframe, slow into the next: movements ease like a body's. */
export const ease = (t: number) => 0.5 - 0.5 * Math.cos(Math.PI * t);

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const mixLimb = (a: Limb, b: Limb, t: number): Limb => ({
  upper: mix(a.upper, b.upper, t),
  bend: mix(a.bend, b.bend, t),
});
const mixLeg = (a: LegPose, b: LegPose, t: number): LegPose => ({
  ...mixLimb(a, b, t),
  foot: mix(a.foot, b.foot, t),
});

export function mixPose(a: Pose, b: Pose, t: number): Pose {
  return {
    torso: mix(a.torso, b.torso, t),
    head: mix(a.head, b.head, t),
    armA: mixLimb(a.armA, b.armA, t),
    armB: mixLimb(a.armB, b.armB, t),
    legA: mixLeg(a.legA, b.legA, t),
    legB: mixLeg(a.legB, b.legB, t),
    thighShow: mix(a.thighShow, b.thighShow, t),
    air: mix(a.air, b.air, t),
    shift: mix(a.shift, b.shift, t),
  };
}

/** The pose at `phase` of the cycle (0 to 1, wrapping): eased between the keyframes around it. */
export function poseAtPhase(exercise: Exercise, phase: number): Pose {
  const frames = exercise.keyframes;
  const p = ((phase % 1) + 1) % 1;
  for (let index = 0; index < frames.length; index += 1) {
    const current = frames[index]!;
    const next = frames[(index + 1) % frames.length]!;
    const end = index + 1 < frames.length ? next.at : 1 + frames[0]!.at;
    if (p >= current.at && p < end)
      return mixPose(current.pose, next.pose, ease((p - current.at) / (end - current.at)));
  }
  // Before the first keyframe (when it is not at 0): between the last and the first.
  const last = frames[frames.length - 1]!;
  const first = frames[0]!;
  return mixPose(last.pose, first.pose, ease((p + 1 - last.at) / (1 + first.at - last.at)));
}

export const poseAtSeconds = (exercise: Exercise, seconds: number) =>
  poseAtPhase(exercise, seconds / exercise.cycleSeconds);

/**
 * The joints on the floor: the lowest point `air` above it (floor at y = 0, y pointing down), and the
 * anchor (feet, knees or hip) at x = shift, so feet stay planted while the body moves.
 */
export function placedJoints(exercise: Exercise, pose: Pose): Joints {
  const joints = jointsOf(pose, exercise.view);
  const { anchor } = exercise;
  const anchorX =
    anchor === 'hip'
      ? joints.hip.x
      : anchor === 'knees'
        ? (joints.kneeA.x + joints.kneeB.x) / 2
        : (joints.ankleA.x + joints.ankleB.x) / 2;
  const lowest = Math.max(...extremities(joints).map((point) => point.y));
  const dx = pose.shift - anchorX;
  const dy = -pose.air - lowest;
  const moved = {} as Record<keyof Joints, Point>;
  for (const [name, point] of Object.entries(joints) as [keyof Joints, Point][]) {
    moved[name] = { x: point.x + dx, y: point.y + dy };
  }
  return moved;
}
