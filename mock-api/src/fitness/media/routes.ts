import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoutes } from '../../http/contractRoutes';
import { Type } from 'typebox';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { MEDIA_FOLDERS, MEDIA_PATH, type MediaFolder } from './catalogue';
import type { FitnessMediaService } from './service';

/** GET /api/fitness/videos: the studio's videos with URLs for this deployment. */
export const fitnessVideoRoutes = contractRoutes((_app, { service }: { service: FitnessMediaService }) => ({
  'GET /api/fitness/videos': {
    schema: {
      tags: ['fitness'],
      summary: 'The fitness studio’s videos',
      description:
        'The 11 exercise videos (ids 1–11 in the studio’s order) then the 11 workouts (1, 2, 3, 4, 5, 8, ' +
        '10, 15, 20, 25 and 30 minutes), each with its file, poster and WebVTT captions (URLs on ' +
        'MEDIA_BASE_URL or on this server, where they carry a version and are cached for a year), its ' +
        'measured duration and cue schedule. `video` is null when the file is missing on this deployment. ' +
        '`demonstration` is true for the animated media the build generates.',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { videos: await service.videos() };
    },
  },
}));

/** A year for a versioned URL (the version changes with the file); an hour otherwise. */
export const MEDIA_IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA_UNVERSIONED = 'public, max-age=3600';

const FOLDERS = Object.keys(MEDIA_FOLDERS) as MediaFolder[];

/**
 * The media files, from MEDIA_DIR or the generated folder: byte ranges (206, 416, HEAD) by
 * @fastify/static's sender, and never compressed (MP4 and JPEG gain nothing, and a compressed body
 * would not match the byte offsets the player asks for). Public like the remotes' code: a <video>
 * cannot send the member's token, and a page on another origin may embed them.
 */
export const fitnessMediaFileRoutes: FastifyPluginAsyncTypebox<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, { root, serve: false, suppressWarning: true });

  // A range past the end: the player must learn the file's length from Content-Range (the sender
  // puts it on the error, which the API's error handler would drop).
  app.setErrorHandler(
    (error: Error & { statusCode?: number; headers?: Record<string, string> }, _request, reply) => {
      const contentRange = error.headers?.['Content-Range'];
      if (error.statusCode !== 416 || contentRange === undefined) throw error;
      return reply
        .status(416)
        .header('content-range', contentRange)
        .send({
          error: 'range-not-satisfiable',
          message: `The requested range is outside the file (${contentRange})`,
        });
    },
  );

  app.get(
    `${MEDIA_PATH}/:folder/:file`,
    {
      compress: false,
      schema: {
        hide: true,
        params: Type.Object({
          folder: Type.Enum(FOLDERS),
          file: Type.String({ pattern: '^[a-z0-9][a-z0-9.-]*$', maxLength: 120 }),
        }),
        querystring: Type.Object({
          v: Type.Optional(Type.String({ pattern: '^[0-9a-z]{1,40}$' })),
          download: Type.Optional(Type.Literal('1')),
        }),
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      if (!MEDIA_FOLDERS[folder].test(file)) return reply.callNotFound();
      reply.header('cache-control', request.query.v ? MEDIA_IMMUTABLE : MEDIA_UNVERSIONED);
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (folder === 'captions') reply.type('text/vtt; charset=utf-8');
      if (request.query.download) reply.header('content-disposition', `attachment; filename="${file}"`);
      return reply.sendFile(`${folder}/${file}`, root, { cacheControl: false, acceptRanges: true });
    },
  );
};
