import { z } from 'zod';
import { IdParam } from './common';

/**
 * Authoring the story game (issue 24; api-reference-routes 1.5 Stories and 1.6 Assets): staff and
 * admins create, update and delete chapters and keep the course's files (art, sounds, checkpoint
 * texts) in the file store under the course's prefix.
 */

// ---- Chapters (admin/stories) ----

/** A name with no folder part: no slash or backslash, no control characters, not `.` or `..`. */
export function isPlainFileName(name: string): boolean {
  if (name === '.' || name === '..' || /[/\\]/.test(name)) return false;
  return [...name].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f);
}

export const STORY_TITLE_MAX = 255;
export const STORY_FILENAMES_MAX = 100;
export const STORY_IMAGE_URL_MAX = 2048;

/** The reference's 404 for a chapter id that is not there. */
export const STORY_NOT_FOUND = 'Story not found';
/** The 403 for a chapter of another course (the reference's rule; its text is ours). */
export const STORY_OF_ANOTHER_COURSE = 'The story belongs to another course';

/**
 * A chapter as staff send it: `{story:{title, filenames, imageUrl, isPublished, openAt, closeAt}}`.
 * Filenames are plain names of files under `stories/` ('chapter1.txt'), in play order; the web
 * simulator sends openAt and closeAt as ISO dates, closeAt a year after openAt by default.
 */
export const StoryInput = z
  .object({
    title: z.string().trim().min(1).max(STORY_TITLE_MAX),
    filenames: z
      .array(
        z
          .string()
          .min(1)
          .max(255)
          .refine(isPlainFileName, 'must be a plain file name under stories/ (no folders)'),
      )
      .max(STORY_FILENAMES_MAX),
    imageUrl: z.string().max(STORY_IMAGE_URL_MAX),
    isPublished: z.boolean(),
    openAt: z.iso.datetime({ offset: true }),
    closeAt: z.iso.datetime({ offset: true }),
  })
  .refine((story) => Date.parse(story.openAt) < Date.parse(story.closeAt), {
    path: ['closeAt'],
    message: 'must be after openAt',
  });
export type StoryInput = z.infer<typeof StoryInput>;

export const StoryRequest = z.object({ story: StoryInput });
export type StoryRequest = z.infer<typeof StoryRequest>;

export const StoryParams = z.object({ courseId: IdParam, storyId: IdParam });

// ---- Course files (admin/assets) ----

/** The top-level folders of a course's files (game-facts 5 and 6), in the uploader's order. */
export const ASSET_FOLDERS = [
  'locations',
  'objects',
  'images',
  'avatars',
  'ui',
  'sfx',
  'bgm',
  'stories',
] as const;
export type AssetFolder = (typeof ASSET_FOLDERS)[number];

/** Extensions the uploader takes (the reference's list); the bytes must match (file-type). */
export const ASSET_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'wav', 'mp3', 'txt'] as const;

/** The multipart field of an upload. */
export const ASSET_UPLOAD_FIELD = 'upload';

export const ASSET_MAX_BYTES = 10 * 1024 * 1024;
export const ASSET_TEXT_MAX_BYTES = 1024 * 1024;
export const COURSE_ASSETS_MAX_FILES = 2000;
export const COURSE_ASSETS_MAX_BYTES = 500 * 1024 * 1024;

// The reference's texts.
export const INVALID_FOLDER = 'Invalid top-level folder name';
export const INVALID_FILE_TYPE = 'Invalid file type';
export const EMPTY_FILE_NAME = 'Empty file name';
export const FILE_EXISTS = 'File already exists';
export const FILE_NOT_FOUND = 'File not found';
// Ours.
export const INVALID_FILE_NAME = 'Invalid file name';
export const assetTooLarge = (limitBytes: number) =>
  `The file is larger than ${Math.round(limitBytes / (1024 * 1024))} MB`;
export const TOO_MANY_ASSETS = `The course already has ${COURSE_ASSETS_MAX_FILES} files; delete some first`;
export const COURSE_ASSETS_FULL = `The course's files would exceed ${COURSE_ASSETS_MAX_BYTES / (1024 * 1024)} MB; delete some first`;

/** `GET .../admin/assets/{folder}`; the folder is checked by the handler to answer the reference's text. */
export const AssetFolderParams = z.object({ courseId: IdParam, folder: z.string() });

/** A folder's files, each as `folder/sub/file.png` (the reference's shape). */
export const AssetList = z.array(z.string());
