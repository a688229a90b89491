import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for its member until something changes it: the browser keeps it and
     * asks again with its ETag, and an unchanged answer costs a 304 instead of its body and its
     * compression.
     */
    revalidate?: boolean;
    /**
     * With `revalidate`: the answer is made only of the member's rows, the data that is nobody's
     * (the catalogue, settings), the URL, the language and the UTC day — nothing drawn at random.
     * Its tag is then the member's data version, read before the route runs, so a matching
     * If-None-Match is answered 304 without running the route at all.
     */
    versioned?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The versioned tag this request's answer carries (null: tagged by its body's hash). */
    versionTag: string | null;
  }
}

/**
 * `private`: only the member's own browser may keep it, never a shared cache. `no-cache`: kept, but
 * asked again every time, so a change is seen at once.
 */
export const REVALIDATE_CACHE_CONTROL = 'private, no-cache';

const hashOf = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');

/** A weak ETag: the same JSON sent compressed or not is the same answer. */
const etagOf = (payload: string | Buffer) => `W/"${hashOf(payload)}"`;

/** If-None-Match holds the tag, weakly compared (RFC 9110 §13.1.2: the W/ prefix is ignored). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || (candidate.startsWith('W/') ? candidate.slice(2) : candidate) === opaque;
  });
}

function tag(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', REVALIDATE_CACHE_CONTROL);
}

/**
 * The tag of a versioned answer: the server's release, the data versions ("epoch.member", counted
 * by the database's triggers, whoever wrote: this instance, another, a script, psql), the UTC day
 * (answers about "today"), and whose answer in which language. The member is in it because a
 * browser keys what it keeps by URL alone: a second member signing in on it sends the first one's
 * tags, and two fresh members have the same counts.
 */
function versionTag(release: string, version: string, request: FastifyRequest): string {
  const day = new Date().toISOString().slice(0, 10);
  const whose = hashOf(`${request.memberId} ${request.headers['accept-language'] ?? ''}`).slice(0, 12);
  return `W/"${release}.${version}.${day}.${whose}"`;
}

/**
 * ETag and 304 for the GET routes marked `config: { revalidate: true }`. A `versioned` route is
 * tagged by the member's data version, which the auth guard read (batched with the other requests
 * waiting, see dataVersions.ts) before the route runs: an unchanged answer is a 304 and the route
 * never runs; nothing is kept in memory, so every API instance answers alike. Any other route is tagged by the hash of
 * the body it made, so a 304 only ever means "what you hold is what you would get". Registered
 * before compression, so a 304 compresses nothing.
 */
export function registerRevalidation(app: FastifyInstance, release: string): void {
  app.decorateRequest('versionTag', null);
  // After the auth guard (onRequest) has named the member, read their version, and the input was validated.
  app.addHook('preHandler', async (request, reply) => {
    const { config } = request.routeOptions;
    if (!config.revalidate || !config.versioned || request.method !== 'GET' || !request.dataVersion) return;
    const etag = versionTag(release, request.dataVersion, request);
    request.versionTag = etag;
    if (!matches(request, etag)) return;
    tag(reply, etag);
    return reply.code(304).send('');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.revalidate || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = request.versionTag ?? etagOf(payload);
    tag(reply, etag);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });
}
