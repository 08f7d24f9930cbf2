import {
  isRoleScoped,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type RouteSpec,
  responseSchema,
  responseSchemaFor,
  successStatus,
  withoutEmptyQueryValues,
} from '@sa/contracts';
import { findUnstorableText, type Role, UNSAFE_TEXT_MESSAGE } from '@sa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AuthUser, type CourseReg, currentCourseReg, currentUser, type Guards } from '../auth/guard';
import { errorHandler } from './error-handler';
import { badRequest } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route-table entry this route was registered from (the error handler reads its texts). */
    apiRoute?: RouteSpec;
    /** A write that changes nothing the read caches hold (answer saves): they are kept. */
    leavesReadCachesValid?: boolean;
  }
}

/** JSON already serialised from the route's own output type (cached payloads on hot paths). */
export class JsonText {
  constructor(readonly json: string) {}
}

type IsCourseRole<A> = A extends Role ? true : false;

/** What a handler receives: validated input, and the caller as its route's access rule admits them. */
export interface RouteContext<R extends RouteSpec> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The signed-in caller (every route but the public ones). */
  user: R['access'] extends 'public' ? undefined : AuthUser;
  /** The caller's registration in the path's course (course routes only). */
  courseReg: IsCourseRole<R['access']> extends true ? CourseReg : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the route's output, JSON it serialised itself, or the reply it sent. */
export type RouteHandler<R extends RouteSpec> = (
  context: RouteContext<R>,
) => Promise<RouteResponse<R> | JsonText | FastifyReply> | RouteResponse<R> | JsonText | FastifyReply;

export interface RouteOptions {
  leavesReadCachesValid?: boolean;
  /** Bytes; the app's default JSON limit otherwise. */
  bodyLimit?: number;
}

/** Registers table routes on one Fastify instance (a feature's plugin), with the app's guards. */
export type Router = <R extends RouteSpec>(
  route: R,
  handler: RouteHandler<R>,
  options?: RouteOptions,
) => void;

/**
 * Makes an app (or a bare instance in a test) ready for table routes: zod validates input and
 * serialises output, and every error becomes the API's plain-text answer.
 */
export function useRouteTable(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** Guards are needed only for routes that are not public. */
export function createRouter(app: FastifyInstance, guards?: Guards): Router {
  return (route, handler, options = {}) => {
    const role = courseRoleOf(route);
    app.route({
      method: route.method,
      url: route.path,
      config: { apiRoute: route, leavesReadCachesValid: options.leavesReadCachesValid },
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      schema: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        // 200 with the route's output, or 204 with none (`NoContent`).
        response: { [successStatus(route)]: responseSchema(route) },
      },
      // Who first (401/403 before any input is read), then what in, then what out (CONVENTIONS 3).
      onRequest: guardsFor(route, guards),
      preValidation: async (request) => prepareInput(route, request),
      handler: async (request, reply) => {
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          user: route.access === 'public' ? undefined : currentUser(request),
          courseReg: role === undefined ? undefined : currentCourseReg(request),
          request,
          reply,
        } as RouteContext<typeof route>;
        const result = await handler(context);
        if (result === reply) return reply;
        if (successStatus(route) === 204) return reply.code(204).send();
        if (result instanceof JsonText)
          return reply.type('application/json; charset=utf-8').send(result.json);
        // Role-scoped output is cut to the caller's own schema here, whatever the service built.
        if (isRoleScoped(route.response)) {
          return responseSchemaFor(route, currentCourseReg(request).role).parse(result);
        }
        return result;
      },
    });
  };
}

function courseRoleOf(route: RouteSpec): Role | undefined {
  return route.access === 'public' || route.access === 'signed-in' ? undefined : route.access;
}

function guardsFor(route: RouteSpec, guards: Guards | undefined): onRequestAsyncHookHandler[] {
  if (route.access === 'public') return [];
  if (!guards) throw new Error(`${route.method} ${route.path} needs the app's guards`);
  const role = courseRoleOf(route);
  if (role !== undefined) return guards.requireCourseRole(role);
  return [guards.authenticate];
}

/**
 * Before the schemas run: an empty query value (`?sortBy=`) is no value, as the reference web
 * client means it; a missing body is an empty one (so the schema names the missing fields); and
 * text the database cannot store is refused here, for every route at once.
 */
function prepareInput(route: RouteSpec, request: FastifyRequest): void {
  request.query = withoutEmptyQueryValues(request.query);
  if (route.body && (request.body === undefined || request.body === null)) request.body = {};
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value);
    if (path !== undefined) {
      throw badRequest(`${invalidInputText(route, part)}: ${path}: ${UNSAFE_TEXT_MESSAGE}`);
    }
  }
}

const DEFAULT_INVALID_INPUT = 'Invalid parameter(s)';

/** The start of a 400 for bad input in this part of the request (the route's own words or the default). */
export function invalidInputText(route: RouteSpec | undefined, part: 'params' | 'query' | 'body'): string {
  return route?.invalid?.[part] ?? DEFAULT_INVALID_INPUT;
}
