import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for its member until something they do changes it (the profile, the
     * weights, a QIS-table category, a meal plan): the browser keeps it and asks again with its ETag,
     * and an unchanged answer costs a 304 instead of its body and its compression.
     */
    revalidate?: boolean;
  }
}

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

/**
 * ETag and 304 for the GET routes marked `config: { revalidate: true }`. The tag is the hash of the
 * body the route made for this request, so a 304 is only ever "what you hold is what you would get":
 * no member is answered from another's copy. Registered before compression, so the hash is taken on
 * the JSON and a 304 compresses nothing.
 */
export function registerRevalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.revalidate || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', REVALIDATE_CACHE_CONTROL);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });
}
