import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLines, toCsv } from './csv-export';

/** The cells of the one data row of a CSV, read back as a spreadsheet import would split them. */
const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data[1];
const row = (cell: string | number) => toCsv(['cell'], [[cell]]).split('\r\n')[1];

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends and quotes only where needed', () => {
    expect(
      toCsv(
        ['name', 'username', 'group'],
        [
          ['Ada', 'e01', 'G1'],
          ['Lovelace, Ada', 'say "hi"', null],
        ],
      ),
    ).toBe('name,username,group\r\nAda,e01,G1\r\n"Lovelace, Ada","say ""hi""",');
  });

  it.each([
    ['=', "=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+', '+1+1', `"'+1+1"`],
    ['-', '-2+3', `"'-2+3"`],
    ['@', '@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['a tab', '\t=1+1', `"'\t=1+1"`],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('turns a text cell that starts with %s into text', (_, cell, written) => {
    expect(row(cell)).toBe(written);
  });

  it('escapes a formula cell that goes on over several lines', () => {
    const csv = toCsv(['cell'], [['=1+1\nsecond line']]);
    expect(cellsOf(csv)).toEqual(["'=1+1\nsecond line"]);
  });

  it('escapes the header row too', () => {
    expect(toCsv(['=HYPERLINK("x")'], []).startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('leaves number cells as numbers, negative ones included', () => {
    expect(toCsv(['xp', 'delta'], [[-5, 0]])).toBe('xp,delta\r\n-5,0');
  });

  it('leaves text that only contains a formula character later on alone', () => {
    expect(row('a=b')).toBe('a=b');
    expect(row('e0123-4')).toBe('e0123-4');
    expect(row(' =1')).toBe('" =1"');
  });
});

describe('csvLines', () => {
  it('writes rows that join into the same CSV as toCsv, each ended by CRLF', () => {
    const rows = [
      ['Ada', 3, null],
      ['a, b', -5, '=1+1\nnext'],
    ];
    const parts = csvLines([['name', 'n', 'note']]) + csvLines(rows.slice(0, 1)) + csvLines(rows.slice(1));
    expect(parts).toBe(`${toCsv(['name', 'n', 'note'], rows)}\r\n`);
    expect(parts).toBe('name,n,note\r\nAda,3,\r\n"a, b",-5,"\'=1+1\nnext"\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(csvLines([])).toBe('');
  });
});
