import { isValidKey } from '../../storage/file-store';

/**
 * What an address under /assets/ names, read from the raw (still percent-encoded) path after
 * `/assets/`:
 * - `invalid`: it could mean a file outside the store: an empty segment (`//`, a leading `/`),
 *   `.` or `..` (also encoded as `%2e%2e`), an encoded `/`, a backslash, NUL or bad encoding;
 * - `build`: one segment, a file of the web app's build (Vite writes its files to `assets/` too);
 * - `course`: a key of the file store (at least two segments: a course prefix, then the path).
 */
export type AssetAddress =
  | { kind: 'invalid' }
  | { kind: 'build'; name: string }
  | { kind: 'course'; key: string };

export function readAssetAddress(rawPath: string): AssetAddress {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'invalid' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      return { kind: 'invalid' };
    }
    segments.push(segment);
  }
  const key = segments.join('/');
  if (segments.length === 1) return { kind: 'build', name: key };
  return { kind: 'course', key };
}

/** A key the store could hold (the store's own rule: no hidden segments, plain characters). */
export function isServableKey(key: string): boolean {
  return isValidKey(key) && courseFileType(key) !== undefined;
}

/** Course files by extension (game-facts 5: what the asset uploader accepts, plus svg and json). */
const COURSE_FILE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The content type a course file is served with; undefined for a kind we do not serve. */
export function courseFileType(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return undefined;
  return COURSE_FILE_TYPES[key.slice(dot + 1).toLowerCase()];
}

/**
 * The policy an SVG is sent with. An SVG opened as a document (its address typed in, or a link)
 * could run script on our origin; this policy lets it draw with inline styles and nothing else,
 * sandboxed. Inside an `<img>` or Phaser's loader browsers never run an SVG's script anyway.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Course files change only when staff replace them: an hour, then a revalidation (ETag). */
export const COURSE_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** `courses/12/…`: the default prefix of course 12 (game-facts 6; courseAssetsPrefix). */
const DEFAULT_PREFIX = /^courses\/\d+\//;

/**
 * Whether `key` lies inside a course's folder: the default prefix of some course id, or one of
 * the prefixes admins set. Other keys of the store (sourcecast recordings, anything later) are
 * not course files and are never served here.
 */
export function isInCourseFolder(key: string, setPrefixes: readonly string[]): boolean {
  return DEFAULT_PREFIX.test(key) || setPrefixes.some((prefix) => key.startsWith(prefix));
}
