import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { output, ZodType } from 'zod';

/** A request body: an object is sent as JSON, a string or Buffer as it is, FormData as multipart. */
export type Body = InjectOptions['payload'];

export interface RequestOptions {
  /**
   * Headers besides the client's own (content-type, origin, x-request-id, a hand-made token); one
   * given as undefined is not sent.
   */
  headers?: Readonly<Record<string, string | undefined>>;
  /** The address the request comes from (the login throttle counts by it). */
  remoteAddress?: string;
}

/**
 * An answer as tests read it. The field names are those of `app.inject`'s response, so assertions
 * written against it (`[res.statusCode, res.body]`) read the same.
 */
export interface TestResponse {
  readonly statusCode: number;
  /** The body as text (error answers are plain text). */
  readonly body: string;
  /** The body's bytes (files such as audio). */
  readonly rawPayload: Buffer;
  readonly headers: LightMyRequestResponse['headers'];
  /**
   * The body as JSON, as it came (no field dropped or added), typed by the test with a contract
   * type (`json<UserResponse>()`) but not checked against it: for assertions on the exact body.
   */
  json<T = unknown>(): T;
  /**
   * The body parsed by a contract schema: checked and typed. Zod drops fields the schema does not
   * name, so this is for values a test goes on with (tokens, ids), not for exact comparisons.
   */
  json<S extends ZodType>(schema: S): output<S>;
}

/** Requests into the app in-process (`app.inject`), as one caller. */
export interface TestClient {
  get(url: string, options?: RequestOptions): Promise<TestResponse>;
  post(url: string, body?: Body, options?: RequestOptions): Promise<TestResponse>;
  put(url: string, body?: Body, options?: RequestOptions): Promise<TestResponse>;
  delete(url: string, body?: Body, options?: RequestOptions): Promise<TestResponse>;
  /** POST of a multipart form (files and fields), as a browser sends one. */
  upload(url: string, form: FormData, options?: RequestOptions): Promise<TestResponse>;
  /** Any other method (OPTIONS, HEAD), or one a test picks at run time. */
  request(
    method: HTTPMethods,
    url: string,
    options?: RequestOptions & { body?: Body },
  ): Promise<TestResponse>;
}

/**
 * A client of `app`. `credentials` gives the headers that say who is calling (a fresh access token
 * for each request, as a signed-in browser sends); without it the caller is signed out.
 */
export function testClient(
  app: FastifyInstance,
  credentials: () => Promise<Record<string, string>> = async () => ({}),
): TestClient {
  const request: TestClient['request'] = async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: definedOnly({ ...(await credentials()), ...options.headers }),
      ...(options.body === undefined ? {} : { payload: options.body }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    });
    return testResponse(response);
  };
  return {
    request,
    get: (url, options) => request('GET', url, options),
    post: (url, body, options) => request('POST', url, { ...options, body }),
    put: (url, body, options) => request('PUT', url, { ...options, body }),
    delete: (url, body, options) => request('DELETE', url, { ...options, body }),
    upload: (url, form, options) => request('POST', url, { ...options, body: form }),
  };
}

function definedOnly(headers: Record<string, string | undefined>): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
  return sent;
}

function testResponse(response: LightMyRequestResponse): TestResponse {
  function json<T = unknown>(): T;
  function json<S extends ZodType>(schema: S): output<S>;
  function json(schema?: ZodType): unknown {
    const value: unknown = JSON.parse(response.body);
    return schema ? schema.parse(value) : value;
  }
  return {
    statusCode: response.statusCode,
    body: response.body,
    rawPayload: response.rawPayload,
    headers: response.headers,
    json,
  };
}
