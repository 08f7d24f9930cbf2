import Papa from 'papaparse';

/** One cell of an exported CSV; numbers stay numbers, `null` and `undefined` become empty cells. */
export type CsvCell = string | number | null | undefined;

/**
 * The first characters with which a spreadsheet (Excel, LibreOffice, Google Sheets) reads a cell
 * as a formula or starts one (OWASP "CSV injection"): `=`, `+`, `-`, `@`, a tab, a carriage
 * return. Only the first character counts, whatever follows, line breaks included: Papa Parse's
 * own `escapeFormulae: true` misses `=1+1\nfoo`, because its pattern's `.*$` stops at a line break.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every CSV the platform writes goes through here (the grading export, the users export): a
 * header row and the rows, quoted where needed, CRLF line ends. A text cell that a spreadsheet
 * would run as a formula (a student named `=cmd|' /C calc'!A0`) gets a leading apostrophe and
 * quotes, so it opens as the text it is; number cells are written as numbers (-5 stays -5).
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: CSV_FORMULA_START },
  );
}

/**
 * Rows of a CSV written in parts (a streamed export): each row quoted and escaped as `toCsv`
 * does, each ended by CRLF, so the parts can simply be written one after another.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(
    rows.map((row) => row.map((cell) => cell ?? '')),
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
  return `${text}\r\n`;
}
