import { z } from 'zod';
import {
  type ErrorText,
  isRoleScoped,
  pathParamNames,
  producesOf,
  type RouteSpec,
  successStatus,
} from './route';

/**
 * The OpenAPI 3.1 document of the API, generated from the route table (served at
 * `/v2/openapi.json`, read by the API page and by integrators). JSON Schemas come from the zod
 * schemas themselves: request parts as they are sent (`input`), answers as they come (`output`).
 */

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

/** `/v2/courses/:courseId/x` -> `/v2/courses/{courseId}/x`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object schema's properties (each a schema) and the names it requires. */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const entries = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
  const properties: Record<string, JsonSchema> = {};
  for (const [name, value] of entries) if (isRecord(value)) properties[name] = value;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { properties, required };
}

function parameters(route: RouteSpec): JsonSchema[] {
  const list: JsonSchema[] = [];
  const pathSchema = route.params ? propertiesOf(toSchema(route.params, 'input')).properties : {};
  for (const name of pathParamNames(route.path)) {
    list.push({ name, in: 'path', required: true, schema: pathSchema[name] ?? { type: 'string' } });
  }
  if (route.query) {
    const { properties, required } = propertiesOf(toSchema(route.query, 'input'));
    for (const [name, schema] of Object.entries(properties)) {
      list.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  return list;
}

function requestBody(route: RouteSpec): JsonSchema | undefined {
  if (route.form) {
    const fields = toSchema(route.form.fields, 'input');
    const { properties, required } = propertiesOf(fields);
    const files = Object.fromEntries(
      route.form.files.map((name) => [name, { type: 'string', format: 'binary' }]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...properties, ...files }, required },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
}

function successResponse(route: RouteSpec): JsonSchema {
  if (successStatus(route) === 204) return { description: 'Success, with no content' };
  const produces = producesOf(route);
  const { response } = route;
  if (isRoleScoped(response)) {
    const oneOf = (['student', 'staff', 'admin'] as const).map((role) => ({
      title: `${role}'s view`,
      ...toSchema(response[role], 'output'),
    }));
    return {
      description: 'Answer cut to the caller’s course role: each role gets only its own schema’s fields.',
      content: { [produces]: { schema: { oneOf } } },
    };
  }
  const binary =
    produces === 'application/wasm' || produces === 'audio/wav' || produces === 'application/octet-stream';
  return {
    description: 'Success',
    content: {
      [produces]: { schema: binary ? { type: 'string', format: 'binary' } : toSchema(response, 'output') },
    },
  };
}

const DEFAULT_INVALID = 'Invalid parameter(s)';

/** The errors every route of its kind may answer besides its own. */
function standardErrors(route: RouteSpec): ErrorText[] {
  const errors: ErrorText[] = [];
  // Each part of the input that can fail its schema, with the words its 400 starts with.
  const prefixes = new Set<string>();
  if (route.params) prefixes.add(route.invalid?.params ?? DEFAULT_INVALID);
  if (route.query) prefixes.add(route.invalid?.query ?? DEFAULT_INVALID);
  if (route.body || route.form) prefixes.add(route.invalid?.body ?? DEFAULT_INVALID);
  for (const prefix of prefixes) errors.push({ status: 400, text: `${prefix}: <field>: <problem>` });
  if (route.access !== 'public') errors.push({ status: 401, text: 'Unauthorised' });
  if (route.access !== 'public' && route.access !== 'signed-in')
    errors.push({ status: 403, text: 'Forbidden' });
  return errors;
}

function errorResponses(route: RouteSpec): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const { status, text } of [...standardErrors(route), ...(route.errors ?? [])]) {
    byStatus.set(status, [...(byStatus.get(status) ?? []), text]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, texts]) => [
      String(status),
      {
        description: texts.join(' | '),
        content: {
          'text/plain': {
            schema: { type: 'string' },
            examples: Object.fromEntries(texts.map((text, index) => [`e${index + 1}`, { value: text }])),
          },
        },
      },
    ]),
  );
}

function describe(route: RouteSpec): string {
  const who =
    route.access === 'public'
      ? 'Anyone, without signing in.'
      : route.access === 'signed-in'
        ? 'Any signed-in user.'
        : `Members of the course with the role ${route.access} or above.`;
  const lines = [`**Who:** ${who}`];
  if (route.ours) lines.push('**Ours:** the reference API has no such route.');
  if (route.differs) lines.push(`**Differs from the reference API (ADR 3):** ${route.differs}`);
  return lines.join('\n\n');
}

function operation(route: RouteSpec): JsonSchema {
  const body = requestBody(route);
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    description: describe(route),
    tags: [route.feature],
    ...(route.access === 'public' ? { security: [] } : {}),
    'x-access': route.access,
    ...(route.differs ? { 'x-differs-from-reference': route.differs } : {}),
    ...(route.ours ? { 'x-ours': true } : {}),
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: { [String(successStatus(route))]: successResponse(route), ...errorResponses(route) },
  };
}

export function buildOpenApiDocument(table: readonly RouteSpec[], info: OpenApiInfo): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of table) {
    const path = openApiPath(route.path);
    const entry = paths[path] ?? {};
    const method = route.method.toLowerCase();
    if (entry[method]) throw new Error(`Route declared twice: ${route.method} ${route.path}`);
    entry[method] = operation(route);
    paths[path] = entry;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(table.map((route) => route.feature))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access_token of POST /v2/auth/login or /v2/auth/refresh.',
        },
      },
    },
  };
}
