import {
  fillPath,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
  type RouteSpec,
  responseSchema,
} from '@sa/contracts';
import type { ApiClient } from './client';

/**
 * Calls a route of the table (packages/contracts/src/routes): its path, method, body and the
 * schema its answer is parsed with all come from the route's one declaration, so no feature
 * writes a URL. A course route's `courseId` defaults to the signed-in user's current course.
 */

/** Params of a course route may leave out `courseId`; params with nothing left to give may be left out. */
type ParamsInput<R extends RouteSpec> =
  RouteParamsInput<R> extends undefined
    ? { params?: undefined }
    : 'courseId' extends keyof RouteParamsInput<R>
      ? OptionalIfEmpty<'params', Omit<RouteParamsInput<R>, 'courseId'> & { courseId?: number }>
      : { params: RouteParamsInput<R> };

type QueryInput<R extends RouteSpec> =
  RouteQueryInput<R> extends undefined ? { query?: undefined } : OptionalIfEmpty<'query', RouteQueryInput<R>>;

type BodyInput<R extends RouteSpec> = R['form'] extends object
  ? { body: FormData }
  : RouteBodyInput<R> extends undefined
    ? { body?: undefined }
    : { body: RouteBodyInput<R> };

/** `{ key?: T }` when every field of T is optional, else `{ key: T }`. */
type OptionalIfEmpty<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

/** A wildcard route (`.../:folder/*`) takes the rest of its address, a path of segments. */
type WildcardInput<R extends RouteSpec> = R['path'] extends `${string}/*`
  ? { wildcard: string }
  : { wildcard?: undefined };

export type CallInput<R extends RouteSpec> = ParamsInput<R> & QueryInput<R> & BodyInput<R> & WildcardInput<R>;

export interface CallOptions {
  /** Shown instead of the generic text when the call fails. */
  errorMessage?: string;
  /** No toast: the failure is only thrown for the caller to handle. */
  quiet?: boolean;
  /** On 401, refresh the tokens once and retry (default true for signed-in routes). */
  refreshOnUnauthorised?: boolean;
}

/** Input is required only where the route has something the caller must give. */
type Args<R extends RouteSpec> =
  Record<never, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

export type RouteCaller = <R extends RouteSpec>(route: R, ...args: Args<R>) => Promise<RouteResponse<R>>;

const COURSE_PREFIX = '/v2/courses/:courseId/';

export function createRouteCaller(api: ApiClient): RouteCaller {
  return <R extends RouteSpec>(route: R, ...[input, options = {}]: Args<R>) => {
    const given: { params?: unknown; query?: unknown; body?: unknown; wildcard?: string } = input ?? {};
    const params: Record<string, unknown> = isRecord(given.params) ? { ...given.params } : {};
    const request = {
      method: route.method,
      body: given.body,
      schema: responseSchema(route),
      auth: route.access !== 'public',
      ...options,
    };
    const query = queryString(given.query);
    // The schema is the route's own response schema, so its output is the route's response type.
    // The client's own course routes take the current course from the session (and say when there is none).
    if (route.path.startsWith(COURSE_PREFIX) && params.courseId === undefined) {
      const rest = fillPath(route.path.slice(COURSE_PREFIX.length), params, given.wildcard);
      return api.courseRequest(`${rest}${query}`, request) as Promise<RouteResponse<R>>;
    }
    return api.request(
      `${apiPath(fillPath(route.path, params, given.wildcard))}${query}`,
      request,
    ) as Promise<RouteResponse<R>>;
  };
}

/** The client adds `/v2/` itself; routes outside /v2 (files the worker fetches) are not called from here. */
function apiPath(path: string): string {
  if (!path.startsWith('/v2/')) throw new Error(`${path} is not an API route`);
  return path.slice('/v2/'.length);
}

/** `?a=1&b=x`, leaving out undefined values; arrays repeat their key. */
function queryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
