// The diary over HTTP: a day read (GET /api/diary/days/{date}, the demo member's seeded yesterday) and
// an entry create (POST /api/diary/entries, a quick add, each with its own client id), one request
// at a time, p50 and p95. Prints figures, asserts nothing.
import { randomUUID } from 'node:crypto';
import { signIn } from './lib/server.mjs';

const REQUESTS = 300;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function timed(count, request) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    const response = await request(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`diary bench: ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export async function measureDiary(baseUrl, database) {
  const token = await signIn(baseUrl);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const xsrf = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0]
    .slice(11);
  const headers = { authorization: `Bearer ${token}` };
  const yesterday = day(-1);
  const reads = await timed(REQUESTS, () =>
    fetch(`${baseUrl}/api/diary/days/${yesterday}?locale=fr`, { headers }),
  );
  // Spread over many days, so the 200-a-day limit is never reached.
  const creates = await timed(REQUESTS, (index) =>
    fetch(`${baseUrl}/api/diary/entries`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        cookie: `XSRF-TOKEN=${xsrf}`,
      },
      body: JSON.stringify({
        clientId: randomUUID(),
        date: day(-20 - (index % 300)),
        kind: 'quick',
        slot: 'snack',
        name: `Bench ${index}`,
        qis: 5,
      }),
    }),
  );
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.info(`\nDiary over HTTP (${database}, ${REQUESTS} requests each, one at a time)`);
  console.info(`  day read      p50 ${ms(percentile(reads, 50))}  p95 ${ms(percentile(reads, 95))}`);
  console.info(`  entry create  p50 ${ms(percentile(creates, 50))}  p95 ${ms(percentile(creates, 95))}`);
}
