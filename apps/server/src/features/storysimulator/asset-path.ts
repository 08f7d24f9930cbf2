import {
  ASSET_EXTENSIONS,
  ASSET_FOLDERS,
  type AssetFolder,
  courseAssetKey,
  EMPTY_FILE_NAME,
  INVALID_FILE_NAME,
  INVALID_FILE_TYPE,
  INVALID_FOLDER,
} from '@sa/contracts';
import { isValidKey } from '../../storage/file-store';

export type AssetExtension = (typeof ASSET_EXTENSIONS)[number];

/** A course file named by an admin route's address: its top-level folder and its path below it. */
export interface AssetTarget {
  folder: AssetFolder;
  /** `robo/robo.happy.png`: segments checked, joined by `/`. */
  path: string;
  /** The last segment's extension, lower case. */
  extension: string;
  /** The file store's key: the course's prefix, the folder, the path. */
  key: string;
}

/** The longest path below the folder (the reference's file-name limit, and ours for a whole path). */
const PATH_MAX = 255;

/** Where the folder starts in an admin asset address. */
const MARKER = '/admin/assets/';

/**
 * Reads `{folder}/{path}` from the RAW request address (still percent-encoded), as GET /assets/*
 * does: Fastify's decoded wildcard cannot tell `a%2Fb` from `a/b`, nor `%2e%2e` from a name, so
 * each segment is decoded here on its own and checked after. Answers the reference's text or ours.
 */
export function readAssetTarget(url: string, prefix: string): AssetTarget | { error: string } {
  const rawPath = url.split('?', 1)[0] ?? '';
  const at = rawPath.indexOf(MARKER);
  const [rawFolder = '', ...rawSegments] = rawPath.slice(at + MARKER.length).split('/');
  const folder = decodeSegment(rawFolder);
  if (at < 0 || !isAssetFolder(folder)) return { error: INVALID_FOLDER };
  if (rawSegments.length === 0 || rawSegments.join('/') === '') return { error: EMPTY_FILE_NAME };
  const segments = rawSegments.map(decodeSegment);
  const path = segments.join('/');
  if (!segments.every(isSafeSegment) || path.length > PATH_MAX) return { error: INVALID_FILE_NAME };
  // The store's own rule for the whole key: plain letters, digits, `.`, `_`, `-`, and not too deep.
  const key = courseAssetKey(prefix, `${folder}/${path}`);
  if (!isValidKey(key)) return { error: INVALID_FILE_NAME };
  const name = segments.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return { folder, path, extension, key };
}

/** The upload's further rule: the extension must be one the uploader takes. */
export function uploadExtension(target: AssetTarget): AssetExtension | { error: string } {
  const found = ASSET_EXTENSIONS.find((extension) => extension === target.extension);
  return found ?? { error: INVALID_FILE_TYPE };
}

export function isAssetFolder(folder: string | undefined): folder is AssetFolder {
  return ASSET_FOLDERS.some((known) => known === folder);
}

/** A segment decoded, or undefined when its encoding is broken (`%zz`, a lone surrogate). */
function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Not empty, not `.` or `..`, no slash, backslash or control character once decoded. */
function isSafeSegment(segment: string | undefined): segment is string {
  if (segment === undefined || segment === '' || segment === '.' || segment === '..') return false;
  if (segment.startsWith('.')) return false;
  return ![...segment].some((char) => {
    const code = char.charCodeAt(0);
    return char === '/' || char === '\\' || code < 0x20 || code === 0x7f;
  });
}
