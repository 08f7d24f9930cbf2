import { z } from 'zod';
import { defineRoute } from '../http/route';

/** The API's own description, generated from this table. */
export const apiDocsRoutes = {
  openApi: defineRoute({
    method: 'GET',
    path: '/v2/openapi.json',
    feature: 'apidocs',
    access: 'public',
    summary: 'This document: the OpenAPI 3.1 description of every route, generated from the route table',
    response: z.record(z.string(), z.unknown()),
    ours: true,
  }),
};
