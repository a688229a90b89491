import type { ExerciseKey } from '@qis/contract';
import { BODY, jointsOf, type LegPose, type Limb, type Pose, type View } from './skeleton';

/** What stays put on the floor while the body moves: the feet, the knees or the hip. */
export type Anchor = 'feet' | 'knees' | 'hip';

export interface Keyframe {
  /** Position in the cycle, from 0 (included) to 1 (excluded): the cycle wraps to the first. */
  at: number;
  pose: Pose;
}

/** A low platform the figure jumps onto (step jumps); x in body units from the anchor. */
export interface StepProp {
  from: number;
  to: number;
  height: number;
}

export interface Exercise {
  view: View;
  /** One repetition, in seconds. */
  cycleSeconds: number;
  anchor: Anchor;
  keyframes: Keyframe[];
  step?: StepProp;
  /** A line on the floor to jump over (jump left-right). */
  floorMark?: boolean;
  /** Ski poles in the hands, their tips on the floor beside the feet (downhill skiing). */
  poles?: boolean;
  /** The cycle position the poster shows: the movement at its most telling. */
  posterAt: number;
}

const limb = (upper: number, bend = 0): Limb => ({ upper, bend });
const leg = (upper: number, bend = 0, foot = 90): LegPose => ({ upper, bend, foot });

/** Standing tall, arms relaxed: the start of most cycles. */
function stand(view: View, overrides: Partial<Pose> = {}): Pose {
  const side = view === 'side';
  return {
    torso: 0,
    head: 0,
    armA: side ? limb(4, 12) : limb(8, 4),
    armB: side ? limb(-4, 12) : limb(8, 4),
    legA: side ? leg(2) : leg(3),
    legB: side ? leg(-2) : leg(3),
    thighShow: 1,
    air: 0,
    shift: 0,
    ...overrides,
  };
}

/** The arm angles that put the hand at (dx, dy) from the shoulder, elbow pointing back (side view). */
export function reach(dx: number, dy: number): Limb {
  const { upperArm: u, forearm: f } = BODY;
  const d = Math.min(Math.hypot(dx, dy), u + f - 1e-6);
  const base = (Math.atan2(dx, dy) * 180) / Math.PI;
  const alpha = (Math.acos((u * u + d * d - f * f) / (2 * u * d)) * 180) / Math.PI;
  const beta = (Math.acos((u * u + f * f - d * d) / (2 * u * f)) * 180) / Math.PI;
  return { upper: base - alpha, bend: 180 - beta };
}

/**
 * A knee push-up with the body in one straight line from the knees to the head, `lean` degrees from
 * vertical, and the hands on the floor `handAhead` units in front of the knees.
 */
function kneePushUp(lean: number, handAhead: number): Pose {
  const pose: Pose = {
    ...stand('side'),
    torso: lean,
    head: -8,
    legA: leg(-lean, 90 - lean, -95),
    legB: leg(-lean, 90 - lean, -95),
  };
  const joints = jointsOf(pose, 'side');
  const dx = joints.kneeA.x + handAhead - joints.shoulder.x;
  const dy = joints.kneeA.y - joints.shoulder.y;
  const arm = reach(dx, dy);
  return { ...pose, armA: arm, armB: { upper: arm.upper, bend: arm.bend } };
}

const HOP = 0.55;

/** The 11 exercises, each a looped cycle of keyframes. */
export const EXERCISES: Record<ExerciseKey, Exercise> = {
  jumpingJack: {
    view: 'front',
    cycleSeconds: 1.1,
    anchor: 'hip',
    posterAt: 0.5,
    keyframes: [
      { at: 0, pose: stand('front', { legA: leg(3, 4), legB: leg(3, 4) }) },
      {
        at: 0.25,
        pose: stand('front', { armA: limb(95), armB: limb(95), legA: leg(10), legB: leg(10), air: HOP }),
      },
      {
        at: 0.5,
        pose: stand('front', {
          armA: limb(165, 8),
          armB: limb(165, 8),
          legA: leg(17, 6),
          legB: leg(17, 6),
          thighShow: 0.95,
        }),
      },
      {
        at: 0.75,
        pose: stand('front', { armA: limb(95), armB: limb(95), legA: leg(10), legB: leg(10), air: HOP }),
      },
    ],
  },
  jumpingJackFrontBack: {
    view: 'side',
    cycleSeconds: 1.1,
    anchor: 'hip',
    posterAt: 0,
    keyframes: [
      {
        at: 0,
        pose: stand('side', {
          armA: limb(150, 10),
          armB: limb(-45, 10),
          legA: leg(28, 8),
          legB: leg(-22, 12, 60),
        }),
      },
      {
        at: 0.25,
        pose: stand('side', {
          armA: limb(50, 10),
          armB: limb(50, 10),
          legA: leg(3, 10, 70),
          legB: leg(3, 10, 70),
          air: HOP,
        }),
      },
      {
        at: 0.5,
        pose: stand('side', {
          armA: limb(-45, 10),
          armB: limb(150, 10),
          legA: leg(-22, 12, 60),
          legB: leg(28, 8),
        }),
      },
      {
        at: 0.75,
        pose: stand('side', {
          armA: limb(50, 10),
          armB: limb(50, 10),
          legA: leg(3, 10, 70),
          legB: leg(3, 10, 70),
          air: HOP,
        }),
      },
    ],
  },
  runningOnTheSpot: {
    view: 'side',
    cycleSeconds: 0.8,
    anchor: 'hip',
    posterAt: 0,
    keyframes: [
      {
        at: 0,
        pose: stand('side', {
          torso: 6,
          armA: limb(-40, 85),
          armB: limb(45, 90),
          legA: leg(75, 100, 110),
          legB: leg(2, 6, 80),
          air: 0.1,
        }),
      },
      {
        at: 0.25,
        pose: stand('side', {
          torso: 6,
          armA: limb(0, 85),
          armB: limb(0, 90),
          legA: leg(25, 70, 100),
          legB: leg(25, 70, 100),
          air: 0.3,
        }),
      },
      {
        at: 0.5,
        pose: stand('side', {
          torso: 6,
          armA: limb(45, 90),
          armB: limb(-40, 85),
          legA: leg(2, 6, 80),
          legB: leg(75, 100, 110),
          air: 0.1,
        }),
      },
      {
        at: 0.75,
        pose: stand('side', {
          torso: 6,
          armA: limb(0, 85),
          armB: limb(0, 90),
          legA: leg(25, 70, 100),
          legB: leg(25, 70, 100),
          air: 0.3,
        }),
      },
    ],
  },
  stepJumps: {
    view: 'side',
    cycleSeconds: 2.2,
    anchor: 'feet',
    posterAt: 0.35,
    step: { from: 1.4, to: 3.9, height: 1.2 },
    keyframes: [
      { at: 0, pose: stand('side') },
      {
        at: 0.14,
        pose: stand('side', {
          torso: 35,
          armA: limb(-55, 10),
          armB: limb(-55, 10),
          legA: leg(60, 105),
          legB: leg(60, 105),
        }),
      },
      {
        at: 0.3,
        pose: stand('side', {
          torso: 10,
          armA: limb(150, 10),
          armB: limb(150, 10),
          legA: leg(55, 80, 60),
          legB: leg(55, 80, 60),
          air: 1.8,
          shift: 1.2,
        }),
      },
      {
        at: 0.42,
        pose: stand('side', {
          torso: 28,
          armA: limb(70, 10),
          armB: limb(70, 10),
          legA: leg(55, 95),
          legB: leg(55, 95),
          air: 1.2,
          shift: 2.55,
        }),
      },
      { at: 0.56, pose: stand('side', { air: 1.2, shift: 2.55 }) },
      {
        at: 0.72,
        pose: stand('side', {
          torso: 8,
          armA: limb(40, 20),
          armB: limb(40, 20),
          legA: leg(20, 30, 60),
          legB: leg(20, 30, 60),
          air: 1.5,
          shift: 1.2,
        }),
      },
      {
        at: 0.84,
        pose: stand('side', {
          torso: 25,
          armA: limb(30, 20),
          armB: limb(30, 20),
          legA: leg(45, 75),
          legB: leg(45, 75),
        }),
      },
    ],
  },
  calfRaises: {
    view: 'side',
    cycleSeconds: 2,
    anchor: 'feet',
    posterAt: 0.45,
    keyframes: [
      { at: 0, pose: stand('side', { legA: leg(0), legB: leg(0) }) },
      {
        at: 0.35,
        pose: stand('side', {
          legA: leg(0, 0, 22),
          legB: leg(0, 0, 22),
          armA: limb(8, 12),
          armB: limb(-8, 12),
        }),
      },
      {
        at: 0.55,
        pose: stand('side', {
          legA: leg(0, 0, 22),
          legB: leg(0, 0, 22),
          armA: limb(8, 12),
          armB: limb(-8, 12),
        }),
      },
      { at: 0.9, pose: stand('side', { legA: leg(0), legB: leg(0) }) },
    ],
  },
  downhillSkiing: {
    view: 'front',
    cycleSeconds: 1.4,
    anchor: 'hip',
    poles: true,
    posterAt: 0,
    keyframes: [
      {
        at: 0,
        pose: stand('front', {
          torso: -8,
          armA: limb(28, 45),
          armB: limb(28, 45),
          legA: leg(-24),
          legB: leg(24),
          thighShow: 0.62,
          shift: -0.5,
        }),
      },
      {
        at: 0.25,
        pose: stand('front', {
          torso: 0,
          armA: limb(28, 45),
          armB: limb(28, 45),
          legA: leg(-2),
          legB: leg(2),
          thighShow: 0.8,
          air: 0.45,
        }),
      },
      {
        at: 0.5,
        pose: stand('front', {
          torso: 8,
          armA: limb(28, 45),
          armB: limb(28, 45),
          legA: leg(24),
          legB: leg(-24),
          thighShow: 0.62,
          shift: 0.5,
        }),
      },
      {
        at: 0.75,
        pose: stand('front', {
          torso: 0,
          armA: limb(28, 45),
          armB: limb(28, 45),
          legA: leg(2),
          legB: leg(-2),
          thighShow: 0.8,
          air: 0.45,
        }),
      },
    ],
  },
  frog: {
    view: 'side',
    cycleSeconds: 2,
    anchor: 'feet',
    posterAt: 0.5,
    keyframes: [
      {
        at: 0,
        pose: stand('side', {
          torso: 50,
          head: -20,
          armA: limb(25, 10),
          armB: limb(15, 10),
          legA: leg(92, 150),
          legB: leg(92, 150),
        }),
      },
      {
        at: 0.25,
        pose: stand('side', {
          torso: 50,
          head: -20,
          armA: limb(25, 10),
          armB: limb(15, 10),
          legA: leg(92, 150),
          legB: leg(92, 150),
        }),
      },
      {
        at: 0.5,
        pose: stand('side', {
          torso: 2,
          armA: limb(160, 5),
          armB: limb(156, 5),
          legA: leg(0, 4, 30),
          legB: leg(0, 4, 30),
          air: 0.6,
        }),
      },
      {
        at: 0.72,
        pose: stand('side', {
          torso: 30,
          armA: limb(70, 10),
          armB: limb(60, 10),
          legA: leg(55, 85),
          legB: leg(55, 85),
        }),
      },
    ],
  },
  jumpLeftRight: {
    view: 'front',
    cycleSeconds: 1.2,
    anchor: 'hip',
    floorMark: true,
    posterAt: 0.25,
    keyframes: [
      {
        at: 0,
        pose: stand('front', {
          armA: limb(25, 50),
          armB: limb(25, 50),
          legA: leg(-5),
          legB: leg(-5),
          thighShow: 0.85,
          shift: -2.5,
        }),
      },
      {
        at: 0.25,
        pose: stand('front', {
          armA: limb(40, 50),
          armB: limb(40, 50),
          legA: leg(-5),
          legB: leg(-5),
          thighShow: 0.7,
          air: 0.9,
        }),
      },
      {
        at: 0.5,
        pose: stand('front', {
          armA: limb(25, 50),
          armB: limb(25, 50),
          legA: leg(-5),
          legB: leg(-5),
          thighShow: 0.85,
          shift: 2.5,
        }),
      },
      {
        at: 0.75,
        pose: stand('front', {
          armA: limb(40, 50),
          armB: limb(40, 50),
          legA: leg(-5),
          legB: leg(-5),
          thighShow: 0.7,
          air: 0.9,
        }),
      },
    ],
  },
  lunge: {
    view: 'side',
    cycleSeconds: 4,
    anchor: 'feet',
    posterAt: 0.3,
    keyframes: [
      { at: 0, pose: stand('side', { armA: limb(-8, 100), armB: limb(-8, 100) }) },
      {
        at: 0.2,
        pose: stand('side', {
          armA: limb(-8, 100),
          armB: limb(-8, 100),
          legA: leg(85, 85),
          legB: leg(-25, 75, 15),
        }),
      },
      {
        at: 0.35,
        pose: stand('side', {
          armA: limb(-8, 100),
          armB: limb(-8, 100),
          legA: leg(85, 85),
          legB: leg(-25, 75, 15),
        }),
      },
      { at: 0.5, pose: stand('side', { armA: limb(-8, 100), armB: limb(-8, 100) }) },
      {
        at: 0.7,
        pose: stand('side', {
          armA: limb(-8, 100),
          armB: limb(-8, 100),
          legA: leg(-25, 75, 15),
          legB: leg(85, 85),
        }),
      },
      {
        at: 0.85,
        pose: stand('side', {
          armA: limb(-8, 100),
          armB: limb(-8, 100),
          legA: leg(-25, 75, 15),
          legB: leg(85, 85),
        }),
      },
    ],
  },
  squat: {
    view: 'side',
    cycleSeconds: 2.6,
    anchor: 'feet',
    posterAt: 0.47,
    keyframes: [
      { at: 0, pose: stand('side', { legA: leg(0), legB: leg(0) }) },
      {
        at: 0.4,
        pose: stand('side', {
          torso: 38,
          head: -10,
          armA: limb(88, 0),
          armB: limb(92, 0),
          legA: leg(82, 112),
          legB: leg(82, 112),
        }),
      },
      {
        at: 0.55,
        pose: stand('side', {
          torso: 38,
          head: -10,
          armA: limb(88, 0),
          armB: limb(92, 0),
          legA: leg(82, 112),
          legB: leg(82, 112),
        }),
      },
      { at: 0.92, pose: stand('side', { legA: leg(0), legB: leg(0) }) },
    ],
  },
  womanPushUp: {
    view: 'side',
    cycleSeconds: 2.6,
    anchor: 'knees',
    posterAt: 0.47,
    keyframes: [
      { at: 0, pose: kneePushUp(56, 4.2) },
      { at: 0.4, pose: kneePushUp(74, 4.2) },
      { at: 0.55, pose: kneePushUp(74, 4.2) },
      { at: 0.92, pose: kneePushUp(56, 4.2) },
    ],
  },
};
