import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { buildOpenApiDocument } from './openapi';
import type { RouteSpec } from './route';

const operation = (route: RouteSpec, path: string) =>
  buildOpenApiDocument([route], { title: 't', version: '1', description: '' }).paths[path]?.[
    route.method.toLowerCase()
  ];

describe('the OpenAPI document of a route', () => {
  it('documents a NoContent route as a 204 without a body', () => {
    const remove = operation(routes.achievements.remove, '/v2/courses/{courseId}/admin/achievements/{uuid}');
    expect(remove).toMatchObject({ responses: { '204': { description: expect.any(String) } } });
    expect(remove).not.toHaveProperty(['responses', '200']);
    expect(remove).not.toHaveProperty(['responses', '204', 'content']);
  });

  it("starts each input part's 400 with that part's own words", () => {
    const save = operation(routes.achievements.save, '/v2/courses/{courseId}/admin/achievements/{uuid}');
    expect(save).toHaveProperty(
      ['responses', '400', 'description'],
      expect.stringContaining('Invalid achievement: <field>: <problem>'),
    );
    expect(save).toHaveProperty(
      ['responses', '400', 'description'],
      expect.stringContaining('Invalid parameter(s): <field>: <problem>'),
    );
    const file = operation(routes.wasmStd.file, '/wasm-std/{name}');
    expect(file).toHaveProperty(
      ['responses', '400', 'description'],
      'Invalid library file: <field>: <problem>',
    );
  });
});
