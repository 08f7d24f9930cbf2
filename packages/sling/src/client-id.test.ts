import { describe, expect, it } from 'vitest';
import { makeClientId, randomMessageId } from './client-id';

describe('makeClientId', () => {
  it('is the prefix and 16 random letters or digits, different each time', () => {
    const ids = Array.from({ length: 200 }, () => makeClientId('source-academy-u12-'));
    for (const id of ids) expect(id).toMatch(/^source-academy-u12-[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('randomMessageId', () => {
  it('is a non-zero u32', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomMessageId();
      expect(Number.isInteger(id) && id > 0 && id <= 0xffff_ffff).toBe(true);
    }
  });
});
