// Mixed member traffic: the calls a signed-in member's session makes, in the proportions it makes them,
// 100 connections, as a browser asks (Accept-Encoding: br, gzip), beside a bare Fastify route in the same
// run; then each route of the mix alone (50 connections), beside the same bare route.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { signIn } from './lib/server.mjs';

const MIX_CONNECTIONS = 100;
const ALONE_CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ALONE_DURATION_S = Number(process.env.BENCH_ALONE_DURATION ?? 5);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 5);
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };

/** Eight searches as a member types them on the food database page (words, prefixes, four languages). */
const SEARCHES = [
  ['pomme', 'fr'],
  ['fromage blanc', 'fr'],
  ['brot', 'de'],
  ['kartoffel', 'de'],
  ['kaas', 'nl'],
  ['yoghurt', 'nl'],
  ['chicken', 'en'],
  ['rice', 'en'],
];

const search = ([searchText, locale]) => ({
  label: 'POST /api/food-database',
  method: 'POST',
  path: '/api/food-database',
  body: JSON.stringify({ searchText, details: false, locale }),
  json: true,
});

const get = (path, label = `GET ${path.split('?')[0]}`) => ({ label, method: 'GET', path });

/** Today in UTC, as the diary's day page asks for it. */
const TODAY = new Date().toISOString().slice(0, 10);

/**
 * One member's session, in the order and proportion the portal makes the calls: the footer polls the
 * status on every page, the home and profile pages read the profile and the weights, the food database
 * page searches as the member types (eight searches), then the meal plan, the tip of the day, one
 * QIS-table category, the chat history, the fitness week and the diary's day.
 */
export const SESSION = [
  get('/api/status'),
  get('/api/profile'),
  get('/api/profile/weight'),
  get('/api/status'),
  ...SEARCHES.slice(0, 4).map(search),
  get('/api/status'),
  ...SEARCHES.slice(4).map(search),
  get('/api/meal-plan/create?gender=female&age=35&activityLevel=sitting&weight=70&locale=fr'),
  get('/api/tip-of-the-day?locale=fr'),
  get('/api/status'),
  get('/api/qis-table/foods?category=K%C3%A4se&locale=fr', 'GET /api/qis-table/foods (Käse)'),
  get('/api/chat/history'),
  get('/api/fitness/sessions/week'),
  get('/api/profile'),
  get(`/api/diary/days/${TODAY}?locale=fr`, 'GET /api/diary/days/:date (today)'),
];

async function csrfPair(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = cookie.split(';')[0].slice('XSRF-TOKEN='.length);
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

function asAutocannonRequest({ method, path, body, json }, browser) {
  return {
    method,
    path,
    ...(body ? { body } : {}),
    ...(json ? { headers: { 'content-type': 'application/json' } } : {}),
    ...(method === 'GET' && browser ? revalidating(path, browser) : {}),
  };
}

/**
 * As Chromium's fetch does with a `no-cache` answer it keeps: the browser remembers the ETag of each
 * URL and asks again with If-None-Match; a 304 is the kept answer. The mix is one signed-in member, so
 * one browser: its connections share one memory (`browser`, URL → ETag). It is kept outside
 * autocannon's per-connection context, which starts afresh each time the list of requests starts over.
 */
function revalidating(path, browser) {
  return {
    setupRequest(request) {
      const etag = browser.get(path);
      return etag ? { ...request, headers: { ...request.headers, 'if-none-match': etag } } : request;
    },
    onResponse(status, _body, _context, headers) {
      if (status === 200 && headers.etag) browser.set(path, headers.etag);
    },
  };
}

/** BENCH_ETAGS=0: a client that keeps nothing (every answer whole), to compare with. */
const KEEP_ETAGS = process.env.BENCH_ETAGS !== '0';

/**
 * One session's calls, for autocannon to repeat. Kept to one session: autocannon deep-copies the list
 * for each connection at start, and a list of thousands of calls held the load generator for about
 * 17 ms per connection (1.7 s for 100), which the first answers' latency then counted.
 */
const browserSession = (calls) => {
  const browser = KEEP_ETAGS ? new Map() : null;
  return calls.map((call) => asAutocannonRequest(call, browser));
};

function run(options) {
  return autocannon({ duration: DURATION_S, ...options });
}

/** 304s are answers (the browser's kept copy); anything else outside 2xx is a failure. */
const notModified = (result) => Number(result.statusCodeStats?.['304']?.count ?? 0);
const statuses = (result) => `304 ${notModified(result)}   failed ${result.non2xx - notModified(result)}`;

const fmt = (n) => String(Math.round(n)).padStart(7);
const row = (label, result, bare) =>
  `  ${label.padEnd(46)} ${fmt(result.requests.average)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms` +
  `   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms` +
  `   ${statuses(result)}` +
  (bare
    ? `   ${((100 * result.requests.average) / bare.requests.average).toFixed(1).padStart(5)} % of bare`
    : '');

const thousands = (n) => Math.round(n).toLocaleString('en-US');
const percent = (result, bare) =>
  `${((100 * result.requests.average) / bare.requests.average).toFixed(1)} % (${thousands(bare.requests.average)})`;

/**
 * The rows of bench/README.md's mixed-traffic table for this run, with the load average the
 * figures were taken under (on a shared machine only the ratio to bare means something).
 */
function printReadmeRows(database, { mixed, bareMixed, alone, bareAlone }) {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const day = new Date().toISOString().slice(0, 10);
  console.info(`\nbench/README.md rows (${database}, ${day}, load average ${load}):`);
  const tableRow = (label, result, bare) =>
    `| ${label} | ${thousands(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ` +
    `${thousands(result.latency.max)} ms | ${percent(result, bare)} |`;
  console.info(tableRow(`${database}, mixed (${day}, load ${load.split(',')[0]})`, mixed, bareMixed));
  for (const [label, result] of Object.entries(alone ?? {}))
    console.info(tableRow(`${database}, ${label} alone`, result, bareAlone));
}

/** CPU time (user + system, in clock ticks of 10 ms) of the server process and its workers. */
function cpuTicks(pid) {
  const own = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return Number(own[11]) + Number(own[12]) + children.reduce((sum, child) => sum + cpuTicks(child), 0);
}

/**
 * The server's CPU time per request, for the mix and each route: on a shared machine throughput
 * follows whatever CPU the server is given, while the CPU a request costs moves much less, so this
 * is the figure to compare two builds with (Linux only: it reads /proc).
 */
async function measureCpu(baseUrl, headers, pid) {
  const AMOUNT = Number(process.env.BENCH_CPU_REQUESTS ?? 2000);
  console.info(`\nServer CPU per request (${AMOUNT} requests, 20 connections, after 200 to warm up):`);
  const groups = [['mixed', SESSION]];
  for (const call of SESSION) {
    if (!groups.some(([label]) => label === call.label))
      groups.push([call.label, SESSION.filter((c) => c.label === call.label)]);
  }
  for (const [label, calls] of groups) {
    const requests = browserSession(calls);
    await autocannon({ url: baseUrl, connections: 10, amount: 200, headers, requests });
    const before = cpuTicks(pid);
    const result = await autocannon({ url: baseUrl, connections: 20, amount: AMOUNT, headers, requests });
    const ms = ((cpuTicks(pid) - before) * 10) / result.requests.total;
    console.info(`  ${label.padEnd(46)} ${ms.toFixed(2).padStart(6)} ms CPU   ${statuses(result)}`);
  }
}

/** A bare Fastify route answering a small JSON body (the status poll's size), same headers. */
async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send('{"activeUsers":1}'));
  return { bare, url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare` };
}

/** `pid`: the server process, to print its CPU time per request too (BENCH_PID with BENCH_URL). */
export async function measureMixed(baseUrl, database, pid = null) {
  const token = await signIn(baseUrl);
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_ENCODING, ...(await csrfPair(baseUrl)) };
  // Every call of the mix must answer 200 before it is measured: a mix of errors measures nothing.
  for (const call of SESSION) {
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: { ...headers, ...(call.json ? { 'content-type': 'application/json' } : {}) },
      body: call.body,
    });
    if (response.status !== 200)
      throw new Error(`${call.label}: ${response.status} ${await response.text()}`);
  }
  const { bare, url } = await startBare();
  try {
    console.info(
      `\nMixed member traffic, ${database}: ${SESSION.length} calls per session, ${MIX_CONNECTIONS} connections, ` +
        `${DURATION_S} s, Accept-Encoding: br, gzip, autocannon`,
    );
    // A warm-up run first, printed but not kept: a server just started runs its routes unoptimised
    // (V8 compiles a function for speed only once it has run often), which a portal serving members
    // all day has long done. The measured run then starts as the warm-up did: 100 new connections,
    // a browser that keeps nothing yet.
    const warmUp = await run({
      url: baseUrl,
      connections: MIX_CONNECTIONS,
      duration: WARM_UP_S,
      headers,
      requests: browserSession(SESSION),
    });
    console.info(row(`warm-up (${WARM_UP_S} s, not kept)`, warmUp));
    const mixed = await run({
      url: baseUrl,
      connections: MIX_CONNECTIONS,
      headers,
      requests: browserSession(SESSION),
    });
    const bareMixed = await run({ url, connections: MIX_CONNECTIONS, headers: BROWSER_ENCODING });
    console.info(row('mixed', mixed, bareMixed));
    console.info(row('bare Fastify route', bareMixed));
    if (pid && process.platform === 'linux') await measureCpu(baseUrl, headers, pid);

    if (process.env.BENCH_ALONE === '0') {
      printReadmeRows(database, { mixed, bareMixed });
      return { mixed, bareMixed };
    }
    console.info(
      `\nEach route of the mix alone, ${database}: ${ALONE_CONNECTIONS} connections, ${ALONE_DURATION_S} s`,
    );
    const alone = {};
    const seen = new Set();
    const bareAlone = await run({
      url,
      connections: ALONE_CONNECTIONS,
      duration: ALONE_DURATION_S,
      headers: BROWSER_ENCODING,
    });
    for (const call of SESSION) {
      if (seen.has(call.label)) continue;
      seen.add(call.label);
      const requests = browserSession(
        call.label === 'POST /api/food-database' ? SESSION.filter((c) => c.label === call.label) : [call],
      );
      alone[call.label] = await run({
        url: baseUrl,
        connections: ALONE_CONNECTIONS,
        duration: ALONE_DURATION_S,
        headers,
        requests,
      });
      console.info(row(call.label, alone[call.label], bareAlone));
    }
    console.info(row('bare Fastify route', bareAlone));
    printReadmeRows(database, { mixed, bareMixed, alone, bareAlone });
    return { mixed, bareMixed, alone, bareAlone };
  } finally {
    await bare.close();
  }
}

// `node bench/mixed.mjs`: the mix alone against BENCH_URL (a running portal), for profiling.
if (import.meta.url === `file://${process.argv[1]}` && process.env.BENCH_URL) {
  await measureMixed(
    process.env.BENCH_URL,
    process.env.BENCH_DATABASE ?? 'the running server',
    process.env.BENCH_PID ? Number(process.env.BENCH_PID) : null,
  );
}
