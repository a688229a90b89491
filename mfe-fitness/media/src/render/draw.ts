import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { placedJoints, poseAtSeconds } from '../figure/animate';
import type { Exercise } from '../figure/exercises';
import { BODY, type Joints, type Point } from '../figure/skeleton';
import { HEIGHT, projector, WIDTH } from './layout';

export { FPS, HEIGHT, WIDTH } from './layout';

const COLOURS = {
  skyTop: '#f4f8f7',
  skyBottom: '#e2eeeb',
  floor: '#cfe0dc',
  floorLine: '#8fb3ac',
  near: '#1f5f66',
  far: '#86b1b3',
  skin: '#1f5f66',
  shadow: 'rgba(31, 95, 102, 0.18)',
  step: '#b9cfca',
  stepEdge: '#7ea39b',
  progress: '#2d8a84',
  progressTrack: 'rgba(31, 95, 102, 0.12)',
} as const;

export interface Frame {
  canvas: Canvas;
  context: SKRSContext2D;
}

export function createFrame(width = WIDTH, height = HEIGHT): Frame {
  const canvas = createCanvas(width, height);
  return { canvas, context: canvas.getContext('2d') };
}

function background(context: SKRSContext2D, width: number, height: number, floor: number): void {
  const sky = context.createLinearGradient(0, 0, 0, floor);
  sky.addColorStop(0, COLOURS.skyTop);
  sky.addColorStop(1, COLOURS.skyBottom);
  context.fillStyle = sky;
  context.fillRect(0, 0, width, floor);
  context.fillStyle = COLOURS.floor;
  context.fillRect(0, floor, width, height - floor);
  context.strokeStyle = COLOURS.floorLine;
  context.lineWidth = Math.max(1.5, height / 135);
  context.beginPath();
  context.moveTo(0, floor);
  context.lineTo(width, floor);
  context.stroke();
}

/**
 * One picture of the exercise at `seconds` into its clip: background, floor, the figure's shadow,
 * the figure (far limbs paler), and, when `progress` is given, a thin bar of the minute gone by.
 * No words: one picture serves every language.
 */
export function drawExercise(
  frame: Frame,
  exercise: Exercise,
  seconds: number,
  progress: number | null,
  origin: { x: number; y: number; width: number; height: number } = {
    x: 0,
    y: 0,
    width: frame.canvas.width,
    height: frame.canvas.height,
  },
): void {
  const { context } = frame;
  const { width, height } = origin;
  context.save();
  context.translate(origin.x, origin.y);
  context.beginPath();
  context.rect(0, 0, width, height);
  context.clip();
  const view = projector(exercise, width, height);
  background(context, width, height, view.floor);

  if (exercise.step) {
    const [left, top] = view.at({ x: exercise.step.from, y: -exercise.step.height });
    const [right] = view.at({ x: exercise.step.to, y: 0 });
    context.fillStyle = COLOURS.step;
    context.strokeStyle = COLOURS.stepEdge;
    context.lineWidth = Math.max(1.5, view.scale * 0.08);
    context.beginPath();
    context.roundRect(left, top, right - left, view.floor - top, view.scale * 0.12);
    context.fill();
    context.stroke();
  }

  if (exercise.floorMark) {
    const [x] = view.at({ x: 0, y: 0 });
    context.fillStyle = COLOURS.stepEdge;
    context.fillRect(x - view.scale * 0.1, view.floor, view.scale * 0.2, (height - view.floor) * 0.7);
  }

  const pose = poseAtSeconds(exercise, seconds);
  const joints = placedJoints(exercise, pose);
  drawShadow(context, view, joints, pose.air);
  if (exercise.poles) {
    // Held in the fists, tips planted a little outside the feet.
    context.strokeStyle = COLOURS.stepEdge;
    context.lineWidth = Math.max(1.5, view.scale * 0.12);
    context.lineCap = 'round';
    for (const [wrist, ankle, out] of [
      [joints.wristA, joints.ankleA, -1],
      [joints.wristB, joints.ankleB, 1],
    ] as const) {
      const [x1, y1] = view.at(wrist);
      const [x2, y2] = view.at({ x: ankle.x + out * 0.9, y: 0 });
      context.beginPath();
      context.moveTo(x1, y1 - view.scale * 0.3);
      context.lineTo(x2, y2);
      context.stroke();
    }
  }
  drawFigure(context, view, joints, exercise.view === 'side');

  if (progress !== null) {
    const barHeight = Math.max(3, height / 70);
    context.fillStyle = COLOURS.progressTrack;
    context.fillRect(0, height - barHeight, width, barHeight);
    context.fillStyle = COLOURS.progress;
    context.fillRect(0, height - barHeight, width * Math.min(1, Math.max(0, progress)), barHeight);
  }
  context.restore();
}

type View = ReturnType<typeof projector>;

function drawShadow(context: SKRSContext2D, view: View, joints: Joints, air: number): void {
  const [x] = view.at(joints.hip);
  const radius = view.scale * 1.3 * (1 - Math.min(0.5, air / 3));
  context.fillStyle = COLOURS.shadow;
  context.beginPath();
  context.ellipse(x, view.floor + view.scale * 0.08, radius, view.scale * 0.22, 0, 0, Math.PI * 2);
  context.fill();
}

function drawFigure(context: SKRSContext2D, view: View, joints: Joints, side: boolean): void {
  const limbWidth = view.scale * 0.42;
  const line = (colour: string, width: number, ...points: Point[]) => {
    context.strokeStyle = colour;
    context.lineWidth = width;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    points.forEach((point, index) => {
      const [x, y] = view.at(point);
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.stroke();
  };
  // Side view: the far arm and leg first, paler, so the near ones pass in front.
  const farColour = side ? COLOURS.far : COLOURS.near;
  line(farColour, limbWidth, joints.hipB, joints.kneeB, joints.ankleB, joints.toeB);
  line(farColour, limbWidth * 0.9, joints.shoulderB, joints.elbowB, joints.wristB);
  // Trunk: a wide stroke from hips to shoulders (front view: across both).
  if (side) {
    line(COLOURS.near, limbWidth * 1.9, joints.hip, joints.shoulder);
  } else {
    line(COLOURS.near, limbWidth * 1.2, joints.hipA, joints.hipB);
    line(COLOURS.near, limbWidth * 1.2, joints.shoulderA, joints.shoulderB);
    line(COLOURS.near, limbWidth * 2.2, joints.hip, joints.shoulder);
  }
  line(COLOURS.near, limbWidth, joints.hipA, joints.kneeA, joints.ankleA, joints.toeA);
  line(COLOURS.near, limbWidth * 0.9, joints.shoulderA, joints.elbowA, joints.wristA);
  // Neck and head.
  line(COLOURS.near, limbWidth * 0.8, joints.shoulder, {
    x: joints.shoulder.x + (joints.headCentre.x - joints.shoulder.x) * 0.5,
    y: joints.shoulder.y + (joints.headCentre.y - joints.shoulder.y) * 0.5,
  });
  const [hx, hy] = view.at(joints.headCentre);
  context.fillStyle = COLOURS.skin;
  context.beginPath();
  context.arc(hx, hy, BODY.headRadius * view.scale, 0, Math.PI * 2);
  context.fill();
}
