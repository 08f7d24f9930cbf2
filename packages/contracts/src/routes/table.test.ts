import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../http/openapi';
import { isRoleScoped, pathParamNames } from '../http/route';
import { allRoutes } from '.';

const table = allRoutes();
const name = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route table', () => {
  it('declares each method and path once', () => {
    const names = table.map(name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(table.map((route) => [name(route), route] as const))(
    '%s: params name the path parameters exactly',
    (_, route) => {
      const inPath = pathParamNames(route.path).sort();
      const shape = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(shape).toEqual(inPath);
    },
  );

  it('gives course routes a course role and other routes none', () => {
    for (const route of table) {
      const courseRoute = route.path.startsWith('/v2/courses/:courseId/');
      const courseAccess = route.access !== 'public' && route.access !== 'signed-in';
      expect([name(route), courseRoute]).toEqual([name(route), courseAccess]);
    }
  });

  it('scopes output by role only where the caller has a course role', () => {
    for (const route of table.filter((r) => isRoleScoped(r.response))) {
      expect([name(route), route.access]).not.toEqual([
        name(route),
        expect.stringMatching(/public|signed-in/),
      ]);
    }
  });

  it('turns into an OpenAPI document without losing a route', () => {
    const doc = buildOpenApiDocument(table, { title: 't', version: '1', description: '' });
    const operations = Object.values(doc.paths).flatMap((ops) => Object.keys(ops));
    expect(operations).toHaveLength(table.length);
  });
});
