import { describe, expect, it } from 'vitest';
import { CreateCourseRequest } from './courses';

const valid = { courseName: 'CS1101S', sourceChapter: 1, sourceVariant: 'default' };

describe('CreateCourseRequest', () => {
  it('accepts a minimal course', () => {
    expect(CreateCourseRequest.parse(valid)).toMatchObject(valid);
  });

  it('rejects an empty course name with the form message', () => {
    const result = CreateCourseRequest.safeParse({ ...valid, courseName: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Course Name cannot be empty!');
  });

  it('rejects a variant the chapter does not offer', () => {
    const result = CreateCourseRequest.safeParse({ ...valid, sourceChapter: 2, sourceVariant: 'wasm' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sourceVariant']);
  });

  it('rejects a chapter outside 1 to 4', () => {
    expect(CreateCourseRequest.safeParse({ ...valid, sourceChapter: 5 }).success).toBe(false);
  });
});
