import Papa from 'papaparse';

/**
 * Every CSV the web app reads goes through here, with a real CSV parser (quotes, commas in names,
 * CRLF). Every CSV it writes goes through `toCsv` in the domain, the one writer of server and web.
 * No React: the benches time exactly this code.
 */

/** Every line as its cells; empty lines are kept so that line numbers stay true. */
export function parseCsvRows(text: string): string[][] {
  return Papa.parse<string[]>(text, { header: false, skipEmptyLines: false }).data;
}
