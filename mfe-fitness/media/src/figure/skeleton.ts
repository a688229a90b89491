/**
 * A stick figure as joint angles, and where its joints land. Lengths are in "body units" (the
 * figure stands about 8 units tall); angles in degrees, measured from straight down.
 *
 * Side view (facing right): a positive angle points forward. Front view: a positive angle points
 * away from the body's middle line, so one pose number moves both arms outward in a jumping jack.
 */
export type View = 'side' | 'front';

export interface Limb {
  /** The upper segment (upper arm, thigh), from straight down. */
  upper: number;
  /** The bend of the lower segment: an elbow bends forward/inward, a knee bends backward. */
  bend: number;
}

export interface LegPose extends Limb {
  /** The foot, from straight down: 90 is flat on the floor, less lifts the heel (side view). */
  foot: number;
}

export interface Pose {
  /** Trunk lean from vertical: forward (side view) or to the figure's left (front view). */
  torso: number;
  /** Head tilt relative to the trunk. */
  head: number;
  /** Side view: the near (A) and far (B) limbs. Front view: the figure's right (A) and left (B). */
  armA: Limb;
  armB: Limb;
  legA: LegPose;
  legB: LegPose;
  /** Front view: how much of the thighs' length shows (knees bent towards the viewer shorten them). */
  thighShow: number;
  /** Height of the lowest point above the floor: a jump. */
  air: number;
  /** Horizontal shift of the anchor point (body units). */
  shift: number;
}

export const BODY = {
  torso: 3,
  neck: 0.35,
  headRadius: 0.6,
  upperArm: 1.45,
  forearm: 1.35,
  thigh: 2.05,
  shin: 2.0,
  foot: 0.65,
  /** Front view: half the width of the shoulders and of the hips. */
  shoulderHalf: 0.75,
  hipHalf: 0.4,
} as const;

export interface Point {
  x: number;
  y: number;
}

/** The joints of one pose, in body units with y pointing down, before being placed on the floor. */
export interface Joints {
  hip: Point;
  hipA: Point;
  hipB: Point;
  shoulder: Point;
  shoulderA: Point;
  shoulderB: Point;
  headCentre: Point;
  elbowA: Point;
  wristA: Point;
  elbowB: Point;
  wristB: Point;
  kneeA: Point;
  ankleA: Point;
  toeA: Point;
  kneeB: Point;
  ankleB: Point;
  toeB: Point;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;
/** The point `length` away from `from` in the direction `angle` from straight down (positive: +x). */
const along = (from: Point, angle: number, length: number, sign = 1): Point => ({
  x: from.x + sign * Math.sin(rad(angle)) * length,
  y: from.y + Math.cos(rad(angle)) * length,
});

/** Forward kinematics: joint positions relative to the hip at (0, 0). */
export function jointsOf(pose: Pose, view: View): Joints {
  const hip = { x: 0, y: 0 };
  // The trunk points up: its angle from straight down is 180 minus the lean.
  const shoulder = along(hip, 180 - pose.torso, BODY.torso);
  const headCentre = along(shoulder, 180 - pose.torso - pose.head, BODY.neck + BODY.headRadius);
  if (view === 'side') {
    const arm = (limb: Limb) => {
      const elbow = along(shoulder, limb.upper, BODY.upperArm);
      return { elbow, wrist: along(elbow, limb.upper + limb.bend, BODY.forearm) };
    };
    const leg = (limb: LegPose) => {
      const knee = along(hip, limb.upper, BODY.thigh);
      const ankle = along(knee, limb.upper - limb.bend, BODY.shin);
      return { knee, ankle, toe: along(ankle, limb.foot, BODY.foot) };
    };
    const [a, b, la, lb] = [arm(pose.armA), arm(pose.armB), leg(pose.legA), leg(pose.legB)];
    return {
      hip,
      hipA: hip,
      hipB: hip,
      shoulder,
      shoulderA: shoulder,
      shoulderB: shoulder,
      headCentre,
      elbowA: a.elbow,
      wristA: a.wrist,
      elbowB: b.elbow,
      wristB: b.wrist,
      kneeA: la.knee,
      ankleA: la.ankle,
      toeA: la.toe,
      kneeB: lb.knee,
      ankleB: lb.ankle,
      toeB: lb.toe,
    };
  }
  // Front view: the figure's right side (A) is on the viewer's left (-x); outward is away from the middle.
  const across = rad(pose.torso);
  const sideways = (from: Point, half: number, sign: number): Point => ({
    x: from.x + sign * Math.cos(across) * half,
    y: from.y + sign * Math.sin(across) * half,
  });
  const side = (sign: number, arm: Limb, leg: LegPose) => {
    const shoulderPoint = sideways(shoulder, BODY.shoulderHalf, sign);
    const hipPoint = sideways(hip, BODY.hipHalf, sign);
    const elbow = along(shoulderPoint, arm.upper, BODY.upperArm, sign);
    const wrist = along(elbow, arm.upper - arm.bend, BODY.forearm, sign);
    const knee = along(hipPoint, leg.upper, BODY.thigh * pose.thighShow, sign);
    const ankle = along(knee, leg.upper - leg.bend, BODY.shin, sign);
    const toe = along(ankle, 90, BODY.foot * 0.6, sign);
    return { shoulderPoint, hipPoint, elbow, wrist, knee, ankle, toe };
  };
  const a = side(-1, pose.armA, pose.legA);
  const b = side(1, pose.armB, pose.legB);
  return {
    hip,
    hipA: a.hipPoint,
    hipB: b.hipPoint,
    shoulder,
    shoulderA: a.shoulderPoint,
    shoulderB: b.shoulderPoint,
    headCentre,
    elbowA: a.elbow,
    wristA: a.wrist,
    elbowB: b.elbow,
    wristB: b.wrist,
    kneeA: a.knee,
    ankleA: a.ankle,
    toeA: a.toe,
    kneeB: b.knee,
    ankleB: b.ankle,
    toeB: b.toe,
  };
}

/** Every point the drawing touches, the head's top included. */
export function extremities(joints: Joints): Point[] {
  const { headCentre } = joints;
  return [
    ...Object.values(joints),
    { x: headCentre.x, y: headCentre.y - BODY.headRadius },
    { x: headCentre.x - BODY.headRadius, y: headCentre.y },
    { x: headCentre.x + BODY.headRadius, y: headCentre.y },
    { x: headCentre.x, y: headCentre.y + BODY.headRadius },
  ];
}
