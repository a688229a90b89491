import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ClientRouteKey, RouteBody, RouteParamName, RoutePath, RouteQuery } from '@qis/contract/api';
import { API_BASE } from './paths';

type Params<K extends ClientRouteKey> = [RouteParamName<K>] extends [never]
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
  const [method, path] = key.split(' ') as [string, RoutePath<K>];
  const url = path
    .slice(API_BASE.length)
    .replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(params?.[name] ?? ''));
  return {
    ...rest,
    url,
    // fetchBaseQuery's default: a GET is sent as it always was, without the field.
    ...(method === 'GET' ? {} : { method }),
    ...(query ? { params: query } : {}),
  };
}
