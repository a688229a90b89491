import { contractRoutes } from '../../http/contractRoutes';
import { Type } from 'typebox';
import { acceptedLocale } from '../../http/acceptedLocale';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER, SECURITY_BEARER_CSRF } from '../../http/schemas';
import { openEventStream } from './eventStream';
import { memberToday } from '../../diary/dates';
import type { ChatService } from './service';

const tags = ['coaching'];

export const chatRoutes = contractRoutes(
  (
    app,
    { service, openStreams, drainMs }: { service: ChatService; openStreams: Set<object>; drainMs: number },
  ) => {
    // A stopping server lets the answers it streams finish (the server closes once every connection has
    // ended); past drainMs they are stopped, keeping what was produced, so the close cannot hang.
    let deadline: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      deadline = setTimeout(() => service.stopAll(), drainMs);
      deadline.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(deadline);
      service.stopAll();
    });

    return {
      'POST /api/chat/message': {
        schema: {
          tags,
          summary: 'Ask the coaching assistant a question',
          description:
            'Stores the question at once and answers its id; GET /api/chat/message/{id} then streams the answer. ' +
            'At most 20 messages a minute per member (429 "rate-limited" with Retry-After beyond).',
          security: SECURITY_BEARER_CSRF,
        },
        responses: errorResponses(...BODY_ERRORS, 401, 429),
        handler: async (request, reply) => {
          const { message, locale } = request.body;
          const answer = await service.send(request.memberId, message, locale ?? acceptedLocale(request));
          return reply.status(201).send(answer);
        },
      },

      'GET /api/chat/message/{id}': {
        schema: {
          tags,
          summary: 'Stream the answer to a question (server-sent events)',
          description:
            'text/event-stream, neither compressed nor buffered. Each event is ' +
            '`data: {"choices":[{"delta":{"content":"…"}}]}` (the OpenAI chunk format), the last one ' +
            '`data: [DONE]`; a blank line follows every event. A question not answered yet is answered now ' +
            '(one request produces it; another request for it follows the same answer); a finished one ' +
            'replays its stored answer as one event. Closing the connection stops the answer and keeps what ' +
            'was produced (status "stopped"). When the assistant fails, an `event: error` with ' +
            '`{"error","message"}` ends the stream instead of [DONE]; opening it again retries.',
          security: SECURITY_BEARER,
        },
        responses: {
          200: {
            description: 'The answer as server-sent events',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 404),
        },
        handler: async (request, reply) => {
          const today = request.query.today && memberToday('today', request.query.today, new Date());
          const row = await service.find(request.memberId, request.params.id);
          openStreams.add(reply.raw);
          reply.raw.once('close', () => openStreams.delete(reply.raw));
          const out = openEventStream(reply);
          try {
            await service.stream(request.memberId, row, out, request.log, today || undefined);
          } catch (error) {
            // The reply is hijacked: Fastify's error handler can no longer answer, the stream must end here.
            request.log.error({ err: error }, 'chat stream failed');
            out.fail('internal', 'An unexpected error occurred. Please try again later.');
          }
        },
      },

      'GET /api/chat/history': {
        config: { revalidate: true, versioned: true },
        schema: {
          tags,
          summary: 'The conversation: the latest 100 messages, oldest first',
          security: SECURITY_BEARER,
        },
        responses: errorResponses(400, 401),
        handler: async (request) => service.history(request.memberId, request.query.before),
      },

      'DELETE /api/chat/history': {
        schema: {
          tags,
          summary: 'Delete the whole conversation',
          security: SECURITY_BEARER_CSRF,
        },
        responses: errorResponses(401, 403),
        handler: async (request, reply) => {
          await service.deleteHistory(request.memberId);
          return reply.status(204).send(null);
        },
      },
    };
  },
);
