import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { purifyDocs } from './purify';

describe('purifyDocs', () => {
  it('puts every description through DOMPurify, limited to the docs markup', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(() => 'cleaned');
    const docs = purifyDocs({
      heart: {
        kind: 'variable',
        name: 'heart',
        description: '<p>a<img src=x onerror=alert(1)></p>',
        type: 'Rune',
      },
      beside: { kind: 'function', name: 'beside', description: '<p>b</p>', params: [], retType: 'Rune' },
      other: { kind: 'unknown' },
    });
    expect(docs).toEqual({
      heart: { kind: 'variable', name: 'heart', description: 'cleaned', type: 'Rune' },
      beside: { kind: 'function', name: 'beside', description: 'cleaned', params: [], retType: 'Rune' },
      other: { kind: 'unknown' },
    });
    expect(sanitize).toHaveBeenCalledWith(
      '<p>a<img src=x onerror=alert(1)></p>',
      expect.objectContaining({ ALLOWED_ATTR: ['href'], ALLOWED_TAGS: expect.arrayContaining(['p', 'a']) }),
    );
    sanitize.mockRestore();
  });
});
