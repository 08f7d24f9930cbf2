import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { buildOpenApiDocument } from './openapi';
import { NoContent, successStatus } from './route';

describe('NoContent', () => {
  it("reads the empty body of a 204 (the client's '') as undefined, and nothing else", () => {
    expect(NoContent.parse('')).toBeUndefined();
    expect(NoContent.parse(undefined)).toBeUndefined();
    expect(NoContent.safeParse('OK').success).toBe(false);
    expect(NoContent.safeParse({}).success).toBe(false);
  });

  it('makes a route succeed with 204, documented without a body', () => {
    const remove = routes.achievements.remove;
    expect(successStatus(remove)).toBe(204);
    expect(successStatus(routes.achievements.list)).toBe(200);
    const doc = buildOpenApiDocument([remove], { title: 't', version: '1', description: '' });
    const responses = doc.paths['/v2/courses/{courseId}/admin/achievements/{uuid}']?.delete;
    expect(responses).toMatchObject({ responses: { '204': { description: expect.any(String) } } });
    expect(responses).not.toHaveProperty(['responses', '200']);
    expect(responses).not.toHaveProperty(['responses', '204', 'content']);
  });
});
