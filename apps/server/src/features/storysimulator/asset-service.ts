import { Readable } from 'node:stream';
import {
  ASSET_MAX_BYTES,
  ASSET_TEXT_MAX_BYTES,
  type AssetFolder,
  COURSE_ASSETS_FULL,
  COURSE_ASSETS_MAX_BYTES,
  COURSE_ASSETS_MAX_FILES,
  courseAssetsPrefix,
  courseAssetUrl,
  FILE_EXISTS,
  FILE_NOT_FOUND,
  INVALID_FILE_TYPE,
  TOO_MANY_ASSETS,
} from '@sa/contracts';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';
import { findCourse } from '../courses/queries';
import { courseFileType } from '../game/course-files';
import type { AssetExtension, AssetTarget } from './asset-path';
import { bytesMatchExtension } from './asset-type';
import { KeyedQueue } from './keyed-queue';

/** The course's folder in the file store (its admin-set prefix, or `courses/{id}/`). */
export async function coursePrefix(executor: Executor, courseId: number): Promise<string> {
  const course = await findCourse(executor, courseId);
  return courseAssetsPrefix({ courseId, assetsPrefix: course?.assetsPrefix });
}

/** Every file of a top-level folder, sub-folders included, as sorted `folder/sub/file.png`. */
export async function listAssetFolder(
  files: FileStore,
  prefix: string,
  folder: AssetFolder,
): Promise<string[]> {
  const stored = await files.list(`${prefix}${folder}/`);
  return stored.map((file) => file.key.slice(prefix.length)).sort();
}

export function maxBytesFor(extension: AssetExtension): number {
  return extension === 'txt' ? ASSET_TEXT_MAX_BYTES : ASSET_MAX_BYTES;
}

/**
 * A name already taken is refused before the form is read (and again under the queue). Taken
 * also means a file where the path needs a folder (`a.png` for `a.png/b.png`) or a folder under
 * the name: a folder on disk cannot hold both, so no store is asked to.
 */
export async function checkNameFree(files: FileStore, target: AssetTarget): Promise<void> {
  const segments = target.key.split('/');
  const ancestors = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
  const below = target.key.length - target.path.length;
  const inPath = ancestors.filter((ancestor) => ancestor.length > below);
  const taken = await Promise.all([
    files.stat(target.key),
    ...inPath.map((ancestor) => files.stat(ancestor)),
    files.list(`${target.key}/`).then((under) => (under.length > 0 ? under : null)),
  ]);
  if (taken.some((found) => found !== null)) throw badRequest(FILE_EXISTS);
}

/**
 * Stores an upload whose bytes are read and answers the address the game loads it from. Checked
 * first, in this order: the bytes match the extension, the name is still free (never replaced),
 * the course keeps within 2,000 files and 500 MB. Uploads of one course go one at a time (in this
 * process) so two cannot both take the last room or the same name.
 */
export class AssetUploads {
  private readonly queue = new KeyedQueue();

  constructor(private readonly files: FileStore) {}

  async store(
    prefix: string,
    target: AssetTarget,
    extension: AssetExtension,
    bytes: Buffer,
  ): Promise<string> {
    if (!(await bytesMatchExtension(extension, bytes))) throw badRequest(INVALID_FILE_TYPE);
    await this.queue.run(prefix, async () => {
      await checkNameFree(this.files, target);
      const course = await this.files.list(prefix);
      if (course.length >= COURSE_ASSETS_MAX_FILES) throw badRequest(TOO_MANY_ASSETS);
      const used = course.reduce((sum, file) => sum + file.size, 0);
      if (used + bytes.length > COURSE_ASSETS_MAX_BYTES) throw badRequest(COURSE_ASSETS_FULL);
      await this.files.put(target.key, Readable.from([bytes]), {
        contentType: courseFileType(target.key) ?? 'application/octet-stream',
        maxBytes: maxBytesFor(extension),
      });
    });
    return courseAssetUrl(prefix, `${target.folder}/${target.path}`);
  }
}

export async function deleteAsset(files: FileStore, target: AssetTarget): Promise<void> {
  if (!(await files.stat(target.key))) throw notFound(FILE_NOT_FOUND);
  await files.delete(target.key);
}
