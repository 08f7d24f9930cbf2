import { extname } from 'node:path';

/** The kinds of file the book's folder holds, and what they are sent as. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/**
 * One path segment: letters, digits, '_', '-', '.', never starting with '.' (no '..', no hidden
 * files). The book's names (`1.1.2.json`, `toc-navigation.json`, `ch1-Z-G-6.svg`) all fit.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
const MAX_DEPTH = 4;

/**
 * The path under the book's folder that a request names (already percent-decoded by Fastify), or
 * undefined when it is not one we would ever serve: strict segments only, a known file type.
 */
export function textbookPath(requested: string): string | undefined {
  const segments = requested.split('/');
  if (segments.length > MAX_DEPTH || !segments.every((s) => SEGMENT.test(s))) return undefined;
  if (!(extname(requested).toLowerCase() in CONTENT_TYPES)) return undefined;
  return segments.join('/');
}

/** What a file of the book (a path `textbookPath` accepted) is sent as. */
export function textbookContentType(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
