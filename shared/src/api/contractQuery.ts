import type { FetchArgs } from '@reduxjs/toolkit/query';
import type {
  ApiRouteKey,
  ClientRouteKey,
  RouteBody,
  RouteParamName,
  RoutePath,
  RouteQuery,
} from '@qis/contract/api';
import { API_BASE } from './paths';

type Params<K extends ApiRouteKey> = [RouteParamName<K>] extends [never]
  ? { params?: never }
  : { params: Record<RouteParamName<K>, string> };
type Query<K extends ClientRouteKey> = [RouteQuery<K>] extends [never]
  ? { query?: never }
  : { query?: { [Field in keyof RouteQuery<K>]?: string | number | boolean } };
type Body<K extends ClientRouteKey> = [RouteBody<K>] extends [never]
  ? { body?: never }
  : { body: RouteBody<K> };

/** What a call of route K sends beside its method and path: path parameters, query, body, headers. */
export type ContractRequest<K extends ClientRouteKey> = Params<K> &
  Query<K> &
  Body<K> &
  Omit<FetchArgs, 'url' | 'method' | 'params' | 'body'>;

type Arguments<K extends ClientRouteKey> =
  Record<never, never> extends ContractRequest<K>
    ? [request?: ContractRequest<K>]
    : [request: ContractRequest<K>];

/**
 * An RTK Query `query` for a route of the contract, by its API_ROUTES key: the method and path come
 * from the key, the path parameters, query fields and body from the route's schemas, so an endpoint
 * cannot call a route the contract does not have, nor one it keeps for the server (SERVER_ONLY_ROUTES).
 * The key is only a type here: no schema reaches the browser.
 */
export function contractQuery<K extends ClientRouteKey>(key: K, ...[request]: Arguments<K>): FetchArgs {
  const { params, query, ...rest } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
  } & Omit<FetchArgs, 'url' | 'params'>;
  const [method] = key.split(' ') as [string];
  return {
    ...rest,
    url: pathOf(key, params).slice(API_BASE.length),
    // fetchBaseQuery's default: a GET is sent as it always was, without the field.
    ...(method === 'GET' ? {} : { method }),
    ...(query ? { params: query } : {}),
  };
}

function pathOf(key: ApiRouteKey, params: Record<string, string> | undefined): string {
  const [, path] = key.split(' ') as [string, RoutePath<typeof key>];
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(params?.[name] ?? ''));
}

type UrlArguments<K extends ApiRouteKey> = [RouteParamName<K>] extends [never]
  ? []
  : [params: Record<RouteParamName<K>, string>];

/**
 * The URL of any route of the contract, by its API_ROUTES key, its path parameters filled in: for
 * the calls made with plain fetch rather than RTK Query (the sign-in, the session's refresh and
 * sign-out, the CSRF cookie, the chat's answer stream, the remote registry).
 */
export function contractUrl<K extends ApiRouteKey>(key: K, ...[params]: UrlArguments<K>): string {
  return pathOf(key, params as Record<string, string> | undefined);
}
