import type { Role } from '@sa/domain';
import { z } from 'zod';

/**
 * An HTTP route of the API, declared once (CONVENTIONS 11): the server registers it from this object (input
 * validation, the caller's role, role-scoped output) and the web client calls it through it
 * (typed params, query, body and result). The OpenAPI document is generated from the same objects.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone (`public`), any signed-in user (`signed-in`), or members of the path's
 * `:courseId` with at least this course role (`student` means every member).
 */
export type Access = 'public' | 'signed-in' | Role;

/** A plain-text error the route may answer (the reference API answers errors as text). */
export interface ErrorText {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
  text: string;
}

/**
 * Output that differs by the caller's course role. The server parses what a handler returns with
 * the caller's schema, so a field a role must not see cannot reach it even if a service put it in;
 * `staff` also serves admins unless `admin` is given. The web client parses with `any`.
 */
export interface RoleScoped<
  S extends z.ZodType = z.ZodType,
  T extends z.ZodType = z.ZodType,
  A extends z.ZodType = T,
> {
  readonly kind: 'role-scoped';
  readonly student: S;
  readonly staff: T;
  readonly admin: A;
  /** What any caller may get: staff's (wider) schema first, so staff payloads keep their fields. */
  readonly any: z.ZodType<z.output<S> | z.output<T> | z.output<A>>;
}

export function byRole<S extends z.ZodType, T extends z.ZodType, A extends z.ZodType = T>(schemas: {
  student: S;
  staff: T;
  admin?: A;
}): RoleScoped<S, T, A> {
  const admin = (schemas.admin ?? schemas.staff) as A;
  return {
    kind: 'role-scoped',
    student: schemas.student,
    staff: schemas.staff,
    admin,
    any: z.union([admin, schemas.staff, schemas.student]) as z.ZodType<
      z.output<S> | z.output<T> | z.output<A>
    >,
  };
}

export function isRoleScoped(response: z.ZodType | RoleScoped): response is RoleScoped {
  return 'kind' in response && response.kind === 'role-scoped';
}

/** The media types a route may answer with besides JSON (documentation and the client's decoding). */
export type Produces =
  | 'application/json'
  | 'text/plain'
  | 'text/csv'
  | 'text/html'
  | 'text/javascript'
  | 'application/wasm'
  | 'audio/wav'
  /** Files of several types (a course's images, sounds and texts), each by its extension. */
  | 'application/octet-stream';

/** A multipart/form-data body: its text fields, validated, and the names of its file parts. */
export interface FormBody<F extends z.ZodType = z.ZodType> {
  fields: F;
  /** File part names; alternatives the server accepts for one file are listed together. */
  files: readonly string[];
}

export interface RouteSpec {
  method: Method;
  /** From the server's root, in Fastify's syntax: `/v2/courses/:courseId/notifications`. */
  path: `/${string}`;
  access: Access;
  /** One line for the API document. */
  summary: string;
  /** The feature it belongs to (its folder name on both sides); groups the API document. */
  feature: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  form?: FormBody;
  response: z.ZodType | RoleScoped;
  /** Default: text/plain when the response is text, else application/json. */
  produces?: Produces;
  errors?: readonly ErrorText[];
  /**
   * The start of the 400 text when the params, query or body fail their schema (the reference's
   * words, e.g. `Invalid parameter(s)`); the text goes on to name each problem.
   */
  invalid?: { params?: string; query?: string; body?: string };
  /** How this route deliberately differs from the reference API (ADR 3), shown in the document. */
  differs?: string;
  /** The route is ours alone: the reference API has no such route. */
  ours?: boolean;
}

/** `'/courses/:courseId/x/:id'` -> `'courseId' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A params schema must name exactly the path's parameters (checked again at run time by a test). */
type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: unknown }> };

/** Declares a route; the type keeps every schema's own type for the server and the client. */
export function defineRoute<const R extends RouteSpec>(spec: R & ParamsFor<R['path']>): R {
  return spec;
}

// ---- Types read off a route by the server and the client ----

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<R extends RouteSpec> = Out<R['params']>;
export type RouteQuery<R extends RouteSpec> = Out<R['query']>;
export type RouteBody<R extends RouteSpec> = Out<R['body']>;
export type RouteFormFields<R extends RouteSpec> =
  R['form'] extends FormBody<infer F> ? z.output<F> : undefined;

/** What the route answers, for every caller. */
export type RouteResponse<R extends RouteSpec> =
  R['response'] extends RoleScoped<infer S, infer T, infer A>
    ? z.output<S> | z.output<T> | z.output<A>
    : Out<R['response']>;

/** What the client sends as params: the output types (ids as numbers); the client writes them as text. */
export type RouteParamsInput<R extends RouteSpec> = Out<R['params']>;
export type RouteQueryInput<R extends RouteSpec> = In<R['query']>;
export type RouteBodyInput<R extends RouteSpec> = In<R['body']>;

/** The schema the client parses an answer with. */
export function responseSchema(route: RouteSpec): z.ZodType {
  return isRoleScoped(route.response) ? route.response.any : route.response;
}

/** The schema the server parses a handler's result with, for a caller of this role (none: public). */
export function responseSchemaFor(route: RouteSpec, role: Role | undefined): z.ZodType {
  const { response } = route;
  if (!isRoleScoped(response)) return response;
  if (role === undefined)
    throw new Error(`${route.method} ${route.path}: role-scoped output needs a course role`);
  return response[role];
}

/** What the route answers with on success. */
export function producesOf(route: RouteSpec): Produces {
  if (route.produces) return route.produces;
  return isText(responseSchema(route)) ? 'text/plain' : 'application/json';
}

/** A string, string literals or an enum of strings: sent as plain text, as the reference does. */
function isText(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodString) return true;
  if (schema instanceof z.ZodLiteral) return [...schema.values].every((value) => typeof value === 'string');
  if (schema instanceof z.ZodEnum) return schema.options.every((option) => typeof option === 'string');
  return false;
}

/** `/v2/courses/:courseId/x` with `{ courseId: 3 }` -> `/v2/courses/3/x`; every value URL-encoded. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
  wildcard?: string,
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  if (!filled.endsWith('/*')) return filled;
  // A wildcard route (`.../:folder/*`): the rest of the address is a path of several segments,
  // each encoded on its own so its slashes stay separators.
  if (wildcard === undefined || wildcard === '') throw new Error(`Missing the path after ${path}`);
  return `${filled.slice(0, -1)}${wildcard.split('/').map(encodeURIComponent).join('/')}`;
}

/** The path's parameter names, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** `OK`, the reference API's success without data, sent as text/plain. */
export const OkText = z.literal('OK');

/**
 * No body: the route answers 204, as the reference's "standard result" writes do. The server
 * sends the 204 once the handler is done; the client reads the empty body (text '') as undefined.
 */
export const NoContent = z.preprocess((body) => (body === '' ? undefined : body), z.void());

/** The status of a route's success: 204 for `NoContent`, else 200. */
export function successStatus(route: RouteSpec): 200 | 204 {
  return route.response === NoContent ? 204 : 200;
}
