import Papa from 'papaparse';

/**
 * Every CSV the web app reads or writes goes through here, with a real CSV parser and writer
 * (quotes, commas in names, CRLF). No React: the benches time exactly this code.
 */

/** Every line as its cells; empty lines are kept so that line numbers stay true. */
export function parseCsvRows(text: string): string[][] {
  return Papa.parse<string[]>(text, { header: false, skipEmptyLines: false }).data;
}

/**
 * A CSV file with a header line. A cell that a spreadsheet would run as a formula ('=HYPERLINK(...)',
 * '+1', '@SUM') is written as text, so a name chosen by a user cannot run in the reader's spreadsheet.
 */
export function buildCsv(fields: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
}
