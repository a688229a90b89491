import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersions } from './dataVersions';
import type { MemberReadCache } from './memberReadCache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for its member until something they do changes it (the profile, the
     * weights, a QIS-table category, a meal plan): the browser keeps it and asks again with its ETag,
     * and an unchanged answer costs a 304 instead of its body and its compression.
     */
    revalidate?: boolean;
    /**
     * With `revalidate`: the answer is made only of the member's rows, static data, the URL and the
     * UTC day (nothing drawn at random, nothing from the clock finer than the day), so it is kept in
     * memory until the member's data changes (see memberReadCache.ts).
     */
    readCache?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's answer goes in the read cache, and the cache's generation when it began. */
    readCacheSlot: { key: string; generation: number; version: string } | null;
  }
}

const requestScope = new AsyncLocalStorage<FastifyRequest>();

/**
 * The member whose request is running here (what it awaits and starts included), or null outside a
 * member's request: an import, a timer, a signed-out call.
 */
export const writingMember = (): string | null => requestScope.getStore()?.memberId || null;

/**
 * `private`: only the member's own browser may keep it, never a shared cache. `no-cache`: kept, but
 * asked again every time, so a change is seen at once.
 */
export const REVALIDATE_CACHE_CONTROL = 'private, no-cache';

/** A weak ETag: the same JSON sent compressed or not is the same answer. */
const etagOf = (payload: string | Buffer) => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

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

/** The answer's key in the member's cache: the URL as asked, on today's UTC day (answers about "today"). */
const cacheKey = (request: FastifyRequest) =>
  `${new Date().toISOString().slice(0, 10)} ${request.headers['accept-language'] ?? ''} ${request.url}`;

function tag(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', REVALIDATE_CACHE_CONTROL);
}

/**
 * ETag and 304 for the GET routes marked `config: { revalidate: true }`. The tag is the hash of the
 * body the route made for this request, so a 304 is only ever "what you hold is what you would get":
 * no member is answered from another's copy. Registered before compression, so the hash is taken on
 * the JSON and a 304 compresses nothing.
 *
 * With a `cache`, the member's answer is kept after it is first made, and served (or its 304)
 * without running the route while the member's data is unchanged: on embedded PGlite until this
 * process sees a write (the cache is emptied); with `versions` (PostgreSQL, any number of API
 * instances), while the database's count of the member's writes is the one the answer was made at.
 */
export function registerRevalidation(
  app: FastifyInstance,
  cache: MemberReadCache | null = null,
  versions: DataVersions | null = null,
): void {
  app.decorateRequest('readCacheSlot', null);
  if (cache) {
    // The rest of the request runs in its scope, so a write seen at the PGlite client knows whose
    // request made it (writingMember). With `versions` the database counts the writes instead.
    if (!versions) app.addHook('onRequest', (request, _reply, done) => requestScope.run(request, done));
    // After the auth guard (onRequest) has named the member and the input was validated.
    app.addHook('preHandler', async (request, reply) => {
      const { config } = request.routeOptions;
      if (!config.revalidate || !config.readCache || request.method !== 'GET' || !request.memberId) return;
      const key = cacheKey(request);
      const generation = cache.generation;
      let version = '';
      try {
        if (versions) version = await versions.of(request.memberId);
      } catch (error) {
        // The route answers as if nothing were kept (and meets the database's trouble itself).
        request.log.warn(
          { err: error },
          'the data version could not be read: answered without the read cache',
        );
        return;
      }
      const cached = cache.get(request.memberId, key, version);
      if (!cached) {
        request.readCacheSlot = { key, generation, version };
        return;
      }
      tag(reply, cached.etag);
      if (matches(request, cached.etag)) return reply.code(304).send('');
      return reply.type(cached.contentType).send(cached.body);
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.revalidate || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Served from the cache: tagged already.
    if (reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    tag(reply, etag);
    if (cache && request.readCacheSlot) {
      const { key, generation, version } = request.readCacheSlot;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const body = typeof payload === 'string' ? payload : payload.toString('utf8');
      cache.set(request.memberId, key, { body, etag, contentType, version }, generation);
    }
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });
}
