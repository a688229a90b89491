// Throughput and tail latency of GET /api/profile/weight (real server, real database, bearer token)
// beside a bare Fastify route answering the same JSON, in the same run, with the same load generator
// and the same headers: once as a browser asks (Accept-Encoding: br, gzip), once without compression.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { signIn } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

function load(url, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

const row = (label, result) =>
  `  ${label.padEnd(46)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`;

const ratio = (api, bare) => `${((100 * api.requests.average) / bare.requests.average).toFixed(1)} %`;

/** The bare route answers what the API answers, so serialisation and compression weigh the same. */
async function startBare(body) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
  return { bare, url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare` };
}

export async function measureApi(baseUrl, database) {
  const token = await signIn(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const body = await (await fetch(`${baseUrl}/api/profile/weight`, { headers: auth })).text();
  const { bare, url } = await startBare(body);
  try {
    console.info(
      `\nAPI under load: GET /api/profile/weight (${body.length} bytes of JSON), ${database}, ` +
        `${CONNECTIONS} connections, ${DURATION_S} s each, autocannon`,
    );
    const results = {};
    for (const [label, headers] of [
      ['Accept-Encoding: br, gzip', BROWSER_ENCODING],
      ['no compression', {}],
    ]) {
      const api = await load(`${baseUrl}/api/profile/weight`, { ...auth, ...headers });
      const baseline = await load(url, headers);
      console.info(row(`API, ${label}`, api));
      console.info(row(`bare Fastify route, ${label}`, baseline));
      console.info(`  ${'API / bare'.padEnd(46)} ${ratio(api, baseline)}`);
      results[label] = { api, baseline };
    }
    return results;
  } finally {
    await bare.close();
  }
}
