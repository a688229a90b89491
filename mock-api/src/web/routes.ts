import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '@qis/contract';
import type { RemoteRegistry } from '@qis/contract/api';
import { contractRoutes } from '../http/contractRoutes';
import { REMOTE_NAMES } from '../config';
import { cacheControlFor, NO_CACHE } from './cacheControl';

export interface WebOptions {
  appsDir: string;
}

const shellDist = (appsDir: string) => path.join(appsDir, 'shell', 'dist');
const remoteDist = (appsDir: string, remote: string) => path.join(appsDir, remote, 'dist');

/** The remote registry; registered at the root, beside the built portal. */
export const registryRoutes = contractRoutes((_app, { registry }: { registry: RemoteRegistry }) => ({
  'GET /remotes.json': {
    schema: {
      tags: ['portal'],
      summary: 'The remote registry',
      description:
        'Where the shell loads each remote from: REMOTE_REGISTRY and REMOTE_<NAME>_URL override it.',
    },
    handler: async (_request, reply) => reply.header('cache-control', NO_CACHE).send(registry),
  },
}));

/**
 * The built portal: the shell at /, each remote under /remotes/<name>/.
 * A dist folder that is missing (API tests, a remote not built) is skipped; one that appears later
 * needs a restart.
 */
export const webRoutes: FastifyPluginAsyncTypebox<WebOptions> = async (app, { appsDir }) => {
  for (const remote of REMOTE_NAMES) {
    const root = remoteDist(appsDir, remote);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      // The build wrote file.br and file.gz beside each text file: sent as they are (see rspack.base.js).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // A shell on another origin (the registry may say so) loads these with fetch and <script>.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  const shell = shellDist(appsDir);
  if (existsSync(path.join(shell, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: shell,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      // `/` is answered by spaFallback: the prerendered login screen or index.html.
      allowedPath: (pathName) => pathName !== '/',
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
};

const NOT_SPA = /^\/(api|remotes)(\/|$)/;
/** `/login` and `/fr/login`: the login screen, prerendered at build time (shell/scripts/prerenderLoginPlugin.js). */
const LOGIN_PATH = /^(?:\/(en|fr|de|nl))?\/login\/?$/;
/** `/` and `/fr`: they lead a visitor without a session to the login screen. */
const ROOT_PATH = /^(?:\/(en|fr|de|nl))?\/?$/;

/** The prerendered login page for this address, or null when the shell's page is the answer. */
function prerenderedLogin(appsDir: string, request: FastifyRequest, pathname: string): string | null {
  const login = LOGIN_PATH.exec(pathname);
  const root = login ? null : ROOT_PATH.exec(pathname);
  if (!login && !(root && request.cookies?.[SIGNED_IN_HINT_COOKIE] === undefined)) return null;
  const locale = (login ?? root)?.[1];
  return path.join(shellDist(appsDir), 'prerendered', locale ? `login.${locale}.html` : 'login.html');
}

/**
 * For the not-found handler: a page address of the portal (/fr/profile, /home) that is not a file
 * answers the shell's index.html, and the shell's router takes it from there. Answers false when
 * the request is not such an address or the shell is not built.
 */
export function spaFallback(appsDir: string) {
  const index = path.join(shellDist(appsDir), 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.split('/').pop() ?? '';
    if (NOT_SPA.test(pathname) || lastSegment.includes('.')) return false;
    const login = prerenderedLogin(appsDir, request, pathname);
    let html: Buffer;
    try {
      // A build without the prerendered pages (a development build) still serves the app's page.
      html = await readFile(login ?? index).catch(() => readFile(index));
    } catch {
      return false;
    }
    // What `/` answers depends on the signed-in hint cookie.
    if (ROOT_PATH.test(pathname)) void reply.header('vary', 'cookie');
    await reply.status(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(html);
    return true;
  };
}
