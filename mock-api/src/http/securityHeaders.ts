import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistry } from '@qis/contract/api';
import { registryOrigins } from '../web/registry';

/** Where the shell's per-session QA override may load a remote from (a dev server on the tester's machine). */
const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The portal's Content-Security-Policy: its own code, plus the code of remotes the registry places
 * on other origins. Inline styles are allowed because react-hot-toast and visx set style attributes;
 * inline scripts are not.
 */
export function contentSecurityPolicy(
  registry: RemoteRegistry,
  allowLoopbackRemotes: boolean,
  mediaOrigins: string[] = [],
): Record<string, string[]> {
  const remotes = [...registryOrigins(registry), ...(allowLoopbackRemotes ? LOOPBACK_ORIGINS : [])];
  // The fitness videos and posters may come from another origin (MEDIA_BASE_URL).
  const media = mediaOrigins.filter((origin) => !remotes.includes(origin));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes, ...media],
    'media-src': ["'self'", ...remotes, ...media],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every response (helmet): CSP, nosniff, frame denial, referrer policy, HSTS…
 * helmet's middleware is built once here: @fastify/helmet built it again for every request (parsing
 * the whole policy each time, about a tenth of the CPU of a cached API read).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  registry: RemoteRegistry,
  allowLoopbackRemotes: boolean,
  mediaOrigins: string[] = [],
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(registry, allowLoopbackRemotes, mediaOrigins),
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // helmet (since 8.1) throws rather than passing an error to its callback.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

/**
 * The API documentation page's own policy (Swagger UI loads only its own files), without the
 * upgrade-insecure-requests of the plugin's default, which would break it on plain http://localhost.
 */
export function swaggerUiCsp(): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join('; ');
}
