import { describe, expect, it } from 'vitest';
import { buildCsv, parseCsvRows } from './csv';

describe('parseCsvRows', () => {
  it('reads quoted cells and keeps empty lines so line numbers stay true', () => {
    expect(parseCsvRows('a,"b, c"\r\n\r\n"say ""hi""",d')).toEqual([['a', 'b, c'], [''], ['say "hi"', 'd']]);
  });
});

describe('buildCsv', () => {
  it('writes a header line and quotes what needs quoting', () => {
    expect(
      buildCsv(
        ['name', 'n'],
        [
          ['Ada, L', 1],
          ['Bob', 2],
        ],
      ),
    ).toBe('name,n\r\n"Ada, L",1\r\nBob,2');
  });

  it('writes formula-like cells as text', () => {
    const csv = buildCsv(['name'], [['=cmd|calc!A0'], ['+1'], ['@SUM(A1)'], ['-2']]);
    expect(csv.split('\r\n').slice(1)).toEqual(['"\'=cmd|calc!A0"', '"\'+1"', '"\'@SUM(A1)"', '"\'-2"']);
  });
});
