/**
 * Answer version history (issue 16): every save of a programming answer keeps a version, but
 * storage stays bounded. Saves less than a minute apart by the same person collapse into one
 * version (the newer content replaces the older, the version keeps its first time), and only the
 * newest unnamed versions of an answer are kept; a version the user named is always kept.
 */

/** Saves by one person closer than this to a version's first save replace its content. */
export const VERSION_COLLAPSE_MS = 60_000;
/** Unnamed versions kept per answer; older ones are deleted as new ones come. */
export const MAX_UNNAMED_VERSIONS = 200;
/** Longest name a version may be given. */
export const MAX_VERSION_NAME_CHARS = 100;

/** The newest version of an answer, as far as the collapse rule looks at it. */
export interface LatestVersion {
  id: number;
  name: string | null;
  content: string;
  savedById: number | null;
  insertedAt: Date;
}

export interface NewSave {
  content: string;
  savedById: number;
  at: Date;
}

/** What a save does to the history: nothing, replace the newest version's content, or add one. */
export type VersionWrite = { kind: 'none' } | { kind: 'replace'; id: number } | { kind: 'insert' };

/**
 * The collapse rule. The same content as the newest version adds nothing. A named version is never
 * overwritten, nor one saved by someone else (a team's members each keep theirs). The window is
 * measured from the version's first save, not its last, so typing for an hour under autosave
 * still leaves about one version a minute rather than one for the whole hour.
 */
export function versionWrite(latest: LatestVersion | undefined, save: NewSave): VersionWrite {
  if (!latest) return { kind: 'insert' };
  if (latest.content === save.content) return { kind: 'none' };
  if (latest.name !== null || latest.savedById !== save.savedById) return { kind: 'insert' };
  const age = save.at.getTime() - latest.insertedAt.getTime();
  return age >= 0 && age < VERSION_COLLAPSE_MS ? { kind: 'replace', id: latest.id } : { kind: 'insert' };
}
