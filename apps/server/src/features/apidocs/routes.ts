import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes, buildOpenApiDocument, type OpenApiDocument, routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import type { AppDeps } from '../../http/deps';
import { createRouter, JsonText } from '../../http/route';

/** Where the readable API page is served: outside /v2, as it is a page and not an API route. */
export const API_PAGE_PREFIX = '/api-docs';

/** The page's own wordmark (white on Swagger UI's dark top bar). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="32" viewBox="0 0 260 32"><text x="0" y="23" fill="#fff" font-family="system-ui, sans-serif" font-size="20" font-weight="600">Source Academy API</text></svg>`;

/** The document, built once per process from the route table (it cannot change while running). */
let document: { value: OpenApiDocument; json: string } | undefined;

export function openApiDocument(): OpenApiDocument {
  document ??= buildDocument();
  return document.value;
}

function buildDocument() {
  const value = buildOpenApiDocument(allRoutes(), {
    title: 'Source Academy platform API',
    version: '2',
    description: [
      'The `/v2` API of this platform. It follows the reference Source Academy backend so that',
      "clients written for it work unchanged; where it deliberately differs, a route's description",
      'says so (ADR 3). Errors are plain text. Sign in with `POST /v2/auth/login` and send the',
      '`access_token` as `Authorization: Bearer <token>`.',
    ].join(' '),
  });
  return { value, json: JSON.stringify(value) };
}

/**
 * GET /v2/openapi.json, and a readable API page (Swagger UI, its files served by us) at
 * /api-docs: the page is its own document, never part of the web app's bundle.
 */
export const apiDocsRoutes: FastifyPluginAsync<AppDeps> = async (app, { guards }) => {
  createRouter(app, guards)(routes.apiDocs.openApi, () => {
    openApiDocument();
    return new JsonText(document?.json ?? '{}');
  });
  // @fastify/swagger's types describe OpenAPI 3.0 objects field by field; ours is a 3.1 document
  // built from JSON Schemas, which it serves unchanged to the page.
  const served = openApiDocument() as unknown as OpenAPIV3.Document;
  await app.register(swagger, { mode: 'static', specification: { document: served } });
  await app.register(swaggerUi, {
    routePrefix: API_PAGE_PREFIX,
    staticCSP: true,
    // Swagger UI sets a few styles inline; nothing else of the page's policy is loosened.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: API_PAGE_PREFIX, target: '_self' },
    uiConfig: { url: routes.apiDocs.openApi.path, docExpansion: 'list', deepLinking: true },
  });
};
