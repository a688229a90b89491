import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ROUTES, type ApiRoute, type ApiRouteKey, type errorSchema } from '@qis/contract/api';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyPluginOptions,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';

type Entry<K extends ApiRouteKey> = (typeof API_ROUTES)[K];
type Part<E, Field extends string> = E extends { [P in Field]: infer Schema } ? Schema : undefined;
type ErrorAnswer = ReturnType<typeof errorSchema>;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * A route's schema as its handler sees it: the contract's body, parameters, query and success
 * answers, and the API's error shape on any error status (which statuses a route documents is the
 * server's choice, in `responses`).
 */
export type ContractSchema<K extends ApiRouteKey> = {
  body: Part<Entry<K>, 'body'>;
  params: Part<Entry<K>, 'params'>;
  querystring: Part<Entry<K>, 'query'>;
  response: (Entry<K> extends { response: infer Answers } ? Answers : unknown) &
    Record<ErrorStatus, ErrorAnswer>;
};

/** What the server adds to the contract to document a route: never its request or answer schemas. */
interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  hide?: boolean;
}

/**
 * One route's server half: its documentation, the error statuses it answers, its hooks and handler.
 * Fastify's own options type with its handler, typed by the contract's schemas (the defaults stand
 * for the plain HTTP server, the route's generics and config, and the logger).
 */
export type ContractRoute<K extends ApiRouteKey> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    ContractSchema<K>,
    TypeBoxTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & {
  schema: RouteDocs;
  /**
   * The answers to document beside the contract's: its error statuses (`errorResponses`,
   * `errorSchema`), and a stream's answer, which the contract's JSON schemas cannot describe.
   */
  responses?: Record<number, unknown>;
};

declare const served: unique symbol;

/** A plugin serving the contract routes K: the type remembers K, for app.ts's check that all are served. */
export type ContractPlugin<
  K extends ApiRouteKey,
  Options extends FastifyPluginOptions,
> = FastifyPluginAsyncTypebox<Options> & { readonly [served]?: K };

/** The contract routes a plugin serves. */
export type RoutesOf<Plugin> = Plugin extends { readonly [served]?: infer K } ? K : never;

type App<Options extends FastifyPluginOptions> = Parameters<FastifyPluginAsyncTypebox<Options>>[0];

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A Fastify plugin serving contract routes by their API_ROUTES key: method, path and the request and
 * answer schemas come from the contract, so a handler for a route the contract does not list cannot
 * be written, and its request and reply are typed by the contract's schemas. `build` may add hooks to
 * the plugin's scope, then answers the routes. The plugin's prefix (given at `register`) must begin
 * each route's path.
 */
export function contractRoutes<Options extends FastifyPluginOptions, K extends ApiRouteKey>(
  build: (app: App<Options>, options: Options) => { [P in K]: ContractRoute<P> },
): ContractPlugin<K, Options> {
  const plugin: FastifyPluginAsyncTypebox<Options> = async (app, options) => {
    const table = build(app, options);
    for (const key of Object.keys(table) as K[]) {
      const { schema: docs, responses, handler, ...hooks } = table[key] as ContractRoute<ApiRouteKey>;
      const contract: ApiRoute = API_ROUTES[key];
      const [method, path] = key.split(' ') as [string, string];
      if (!path.startsWith(app.prefix)) throw new Error(`${key} registered under the prefix ${app.prefix}`);
      const schema: FastifySchema & RouteDocs = {
        ...docs,
        ...(contract.params ? { params: contract.params } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.body ? { body: contract.body } : {}),
        ...(contract.response || responses ? { response: { ...contract.response, ...responses } } : {}),
      };
      app.route({
        ...hooks,
        method,
        url: fastifyPath(path.slice(app.prefix.length)),
        schema,
        handler: handler as never,
      } as Parameters<typeof app.route>[0]);
    }
  };
  return plugin;
}
