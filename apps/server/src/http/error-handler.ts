import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from './errors';
import { invalidInputText } from './route';

/** Fastify's own request errors, answered in the API's plain-text style. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Invalid JSON body: the body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/**
 * Every error becomes a plain-text body. Bad input is always a 4xx with a message naming the
 * problem; only our own faults are 500, logged with the request id, never with details.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendText(reply, error.statusCode, error.message);
  }
  // A route-table route's params, query or body failed its schema: the route's own words, then
  // each problem by its field, e.g. `Invalid parameter(s): courseName: Course Name cannot be empty!`.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext === 'querystring' ? 'query' : error.validationContext;
    const route = request.routeOptions.config.apiRoute;
    const prefix = invalidInputText(route, part === 'params' || part === 'query' ? part : 'body');
    const problems = error.validation.map(({ instancePath, message }) => {
      const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field === '' ? message : `${field}: ${message}`;
    });
    return sendText(reply, 400, `${prefix}: ${problems.join('; ')}`);
  }
  if (isResponseSerializationError(error) && 'method' in error) {
    request.log.error({ err: error.cause }, 'response failed its contract');
    return sendText(reply, 500, 'Internal server error');
  }
  // Input is validated by parseInput (a 400); a ZodError reaching here means a response did
  // not match its output contract, which is a server bug.
  if (error instanceof z.ZodError) {
    request.log.error({ err: error }, 'response failed its contract');
    return sendText(reply, 500, 'Internal server error');
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const message = FASTIFY_MESSAGES[code] ?? error.message ?? 'Bad request';
    return sendText(reply, statusCode, message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendText(reply, 500, 'Internal server error');
}

function sendText(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).type('text/plain; charset=utf-8').send(message);
}
