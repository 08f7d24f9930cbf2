import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { NoContent, successStatus } from './route';

describe('NoContent', () => {
  it("reads the empty body of a 204 (the client's '') as undefined, and nothing else", () => {
    expect(NoContent.parse('')).toBeUndefined();
    expect(NoContent.parse(undefined)).toBeUndefined();
    expect(NoContent.safeParse('OK').success).toBe(false);
    expect(NoContent.safeParse({}).success).toBe(false);
  });

  it('makes a route succeed with 204, any other with 200', () => {
    expect(successStatus(routes.achievements.remove)).toBe(204);
    expect(successStatus(routes.achievements.list)).toBe(200);
  });
});
