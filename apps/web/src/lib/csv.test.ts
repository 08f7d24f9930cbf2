import { describe, expect, it } from 'vitest';
import { parseCsvRows } from './csv';

describe('parseCsvRows', () => {
  it('reads quoted cells and keeps empty lines so line numbers stay true', () => {
    expect(parseCsvRows('a,"b, c"\r\n\r\n"say ""hi""",d')).toEqual([['a', 'b, c'], [''], ['say "hi"', 'd']]);
  });
});
