// A contact sheet of every exercise at six moments of its cycle, to check the movements by eye:
// node mfe-fitness/media/dist/mfe-fitness/media/src/preview.js /tmp/exercises.png
import { writeFileSync } from 'node:fs';
import { EXERCISE_KEYS } from '@qis/contract';
import { EXERCISES } from './figure/exercises';
import { createFrame, drawExercise } from './render/draw';

const COLUMNS = 6;
const CELL_WIDTH = 240;
const CELL_HEIGHT = 135;

const output = process.argv[2] ?? 'exercises.png';
const frame = createFrame(CELL_WIDTH * COLUMNS, CELL_HEIGHT * EXERCISE_KEYS.length);
EXERCISE_KEYS.forEach((key, row) => {
  const exercise = EXERCISES[key];
  for (let column = 0; column < COLUMNS; column += 1) {
    const seconds = (exercise.cycleSeconds * column) / COLUMNS;
    drawExercise(frame, exercise, seconds, column / (COLUMNS - 1), {
      x: column * CELL_WIDTH,
      y: row * CELL_HEIGHT,
      width: CELL_WIDTH - 2,
      height: CELL_HEIGHT - 2,
    });
  }
});
writeFileSync(output, frame.canvas.toBuffer('image/png'));
console.info(`wrote ${output}`);
