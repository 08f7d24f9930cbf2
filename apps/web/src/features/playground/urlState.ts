import {
  DEFAULT_VARIANT,
  isSourceChapter,
  isValidChapterVariant,
  type SourceChapter,
  type SourceVariant,
} from '@sa/domain';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { EXEC_TIME_MIN_MS } from '../../workspace/limits';

/**
 * The playground's link format (spec 3 section 2.6): `lz` (or the older `prgrm`) holds the program
 * compressed with lz-string, then `chap`, `variant` and `exec`. Either the hash or the query may
 * carry it; links this app builds use the hash, so the program never reaches a server log.
 */
export interface PlaygroundLinkState {
  program?: string;
  chapter?: SourceChapter;
  variant?: SourceVariant;
  execTime?: number;
}

function readParams(text: string): URLSearchParams {
  return new URLSearchParams(text.replace(/^[#?]/, ''));
}

export function decodePlaygroundLink(hash: string, search = ''): PlaygroundLinkState {
  const fromHash = readParams(hash);
  const params =
    fromHash.has('lz') || fromHash.has('prgrm') || fromHash.has('chap') ? fromHash : readParams(search);
  const state: PlaygroundLinkState = {};

  const compressed = params.get('lz') ?? params.get('prgrm');
  if (compressed !== null) {
    const program = decompressFromEncodedURIComponent(compressed);
    // Damaged data decompresses to '' or null; an empty program is not worth a link either.
    if (program) state.program = program;
  }
  const chapter = Number(params.get('chap'));
  if (params.has('chap') && isSourceChapter(chapter)) {
    state.chapter = chapter;
    const variant = params.get('variant') ?? DEFAULT_VARIANT;
    // A variant the chapter does not offer falls back to the default rather than failing the link.
    state.variant = isValidChapterVariant(chapter, variant) ? (variant as SourceVariant) : DEFAULT_VARIANT;
  }
  const exec = Number(params.get('exec'));
  if (params.has('exec') && Number.isFinite(exec)) {
    // Spec 3 section 5: a URL exec value is at least 1000.
    state.execTime = Math.max(EXEC_TIME_MIN_MS, Math.round(exec));
  }
  return state;
}

export function encodePlaygroundLink(state: Required<PlaygroundLinkState>): string {
  const params = new URLSearchParams({
    chap: String(state.chapter),
    exec: String(state.execTime),
    lz: compressToEncodedURIComponent(state.program),
    variant: state.variant,
  });
  return params.toString();
}

/** The full link: `{origin}/playground#chap=..&exec=..&lz=..&variant=..`. */
export function playgroundUrl(origin: string, state: Required<PlaygroundLinkState>): string {
  return `${origin}/playground#${encodePlaygroundLink(state)}`;
}

export function hasPlaygroundLink(state: PlaygroundLinkState): boolean {
  return Object.keys(state).length > 0;
}
