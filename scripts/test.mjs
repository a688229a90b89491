// `npm test`: lint, types, jest, then the end-to-end tests, stopping at the first stage that fails.
// Lint and the type-check are independent and each runs on one core, so they run side by side (their
// output is printed whole, one after the other, when both are done). Each stage prints its time, so a
// slow run shows where its time went.
import { spawn } from 'node:child_process';

const STAGES = [['lint', 'typecheck'], ['test:unit'], ['test:e2e']];
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `npm run <script>`; its output is passed through, or kept and returned when `quiet`. */
function run(script, quiet) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });
}

for (const stage of STAGES) {
  const since = Date.now();
  console.log(`== npm test: ${stage.join(' + ')} (at ${seconds(started)})`);
  const results = await Promise.all(stage.map((script) => run(script, stage.length > 1)));
  for (const { output } of results) process.stdout.write(Buffer.concat(output));
  const failed = results.filter(({ code }) => code !== 0);
  console.log(
    `== npm test: ${stage.join(' + ')} ${failed.length ? 'failed' : 'passed'} in ${seconds(since)}`,
  );
  if (failed.length) {
    console.error(`npm test failed in: ${failed.map(({ script }) => script).join(', ')}`);
    process.exit(1);
  }
}
console.log(`== npm test: everything passed in ${seconds(started)}`);
