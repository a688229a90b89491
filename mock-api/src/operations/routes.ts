import { contractRoutes } from '../http/contractRoutes';
import { errorSchema } from '../http/schemas';
import type { Readiness } from './readiness';

const tags = ['operations'];

/** Probes for a load balancer or an orchestrator: no token, never cached. */
export const healthRoutes = contractRoutes((app, { readiness }: { readiness: Readiness }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  return {
    'GET /api/health/live': {
      schema: {
        tags,
        summary: 'Liveness: the process serves requests',
        description: 'Answers 200 as long as the event loop runs; restart the instance when it does not.',
      },
      handler: async () => ({ status: 'live' as const }),
    },

    'GET /api/health/ready': {
      schema: {
        tags,
        summary: 'Readiness: send this instance traffic',
        description:
          'Answers 200 once the database answers, every migration is applied and the food catalogue is ' +
          'imported; 503 "not-ready" (details: the checks) before and when the database stops answering; ' +
          '503 "stopping" from a SIGTERM on, while the instance still serves for SHUTDOWN_DELAY_MS.',
      },
      responses: { 503: errorSchema('Not ready; details holds the checks') },
      handler: async (_request, reply) => {
        if (readiness.stopping) {
          return reply.status(503).send({
            error: 'stopping',
            message: 'Stopping: this instance takes no new traffic',
            details: (await readiness.check()).checks,
          });
        }
        const { ready, checks } = await readiness.check();
        if (ready) return { status: 'ready' as const, checks };
        const failing = Object.entries(checks)
          .filter(([, ok]) => !ok)
          .map(([name]) => name);
        return reply.status(503).send({
          error: 'not-ready',
          message: `Not ready: ${failing.join(', ')}`,
          details: checks,
        });
      },
    },
  };
});
