// Throughput and tail latency of GET /api/profile/weight (real server, real database, bearer token)
// beside a bare Fastify route answering a constant, in the same run, with the same load generator.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { signIn } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function load(url, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

const row = (label, result) =>
  `  ${label.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`;

export async function measureApi(baseUrl, database) {
  const token = await signIn(baseUrl);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => [{ date: '2026-11-01T00:00:00.000Z', weight: 80 }]);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const weight = await load(`${baseUrl}/api/profile/weight`, { authorization: `Bearer ${token}` });
    const baseline = await load(`${bareUrl}/bare`);
    console.info(
      `\nAPI under load (${CONNECTIONS} connections, ${DURATION_S} s each, autocannon, ${database})`,
    );
    console.info(row('GET /api/profile/weight', weight));
    console.info(row('bare Fastify route (same run)', baseline));
    return { weight, baseline };
  } finally {
    await bare.close();
  }
}
