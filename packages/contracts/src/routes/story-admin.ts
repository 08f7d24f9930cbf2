import { z } from 'zod';
import { CourseParams } from '../common';
import { defineRoute, NoContent } from '../http/route';
import {
  ASSET_UPLOAD_FIELD,
  AssetFolderParams,
  AssetList,
  COURSE_ASSETS_FULL,
  EMPTY_FILE_NAME,
  FILE_EXISTS,
  FILE_NOT_FOUND,
  INVALID_FILE_NAME,
  INVALID_FILE_TYPE,
  INVALID_FOLDER,
  STORY_NOT_FOUND,
  STORY_OF_ANOTHER_COURSE,
  StoryParams,
  StoryRequest,
  TOO_MANY_ASSETS,
} from '../story-admin';

/**
 * Authoring the story game (issue 24): chapters and the course's files, for staff and admins.
 * The reference lets only admins manage assets; the story simulator is for staff, so staff may
 * too (ADR 30). A file's path below its folder is the route's wildcard (`*`), read and checked by
 * the handler from the raw address, as GET /assets/* does.
 */
export const storyAdminRoutes = {
  createStory: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/stories',
    feature: 'storysimulator',
    access: 'staff',
    summary: 'Creates a chapter of the story game',
    params: CourseParams,
    body: StoryRequest,
    response: z.string(),
    errors: [{ status: 400, text: '<the field that is wrong, and why>' }],
  }),
  /** The same create with a trailing slash: the reference's simulator posts to `stories/{id or empty}`. */
  createStoryWithSlash: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/stories/',
    feature: 'storysimulator',
    access: 'staff',
    summary: 'POST /v2/courses/{courseId}/admin/stories, sent with a trailing slash',
    params: CourseParams,
    body: StoryRequest,
    response: z.string(),
    errors: [{ status: 400, text: '<the field that is wrong, and why>' }],
  }),
  updateStory: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/stories/:storyId',
    feature: 'storysimulator',
    access: 'staff',
    summary: 'Replaces a chapter of the story game',
    params: StoryParams,
    body: StoryRequest,
    response: z.string(),
    errors: [
      { status: 400, text: '<the field that is wrong, and why>' },
      { status: 403, text: STORY_OF_ANOTHER_COURSE },
      { status: 404, text: STORY_NOT_FOUND },
    ],
  }),
  deleteStory: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/stories/:storyId',
    feature: 'storysimulator',
    access: 'staff',
    summary: 'Deletes a chapter of the story game (its files stay)',
    params: StoryParams,
    response: NoContent,
    errors: [
      { status: 403, text: STORY_OF_ANOTHER_COURSE },
      { status: 404, text: STORY_NOT_FOUND },
    ],
  }),
  listAssets: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/assets/:folder',
    feature: 'storysimulator',
    access: 'staff',
    summary: "A folder of the course's files, sub-folders included, as 'folder/path' strings",
    params: AssetFolderParams,
    response: AssetList,
    errors: [{ status: 400, text: INVALID_FOLDER }],
    differs: 'Staff may call it too, not only admins (ADR 30).',
  }),
  uploadAsset: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assets/:folder/*',
    feature: 'storysimulator',
    access: 'staff',
    summary: "Stores a file (multipart field 'upload') at folder/path; answers its public address",
    params: AssetFolderParams,
    form: { fields: z.object({}), files: [ASSET_UPLOAD_FIELD] },
    // The address as a JSON string (the reference's answer), not plain text.
    response: z.string(),
    produces: 'application/json',
    errors: [
      { status: 400, text: INVALID_FOLDER },
      { status: 400, text: INVALID_FILE_TYPE },
      { status: 400, text: EMPTY_FILE_NAME },
      { status: 400, text: FILE_EXISTS },
      { status: 400, text: INVALID_FILE_NAME },
      { status: 400, text: TOO_MANY_ASSETS },
      { status: 400, text: COURSE_ASSETS_FULL },
      { status: 413, text: 'The file is larger than <10 MB, or 1 MB for txt>' },
    ],
    differs:
      'Staff may upload (ADR 30). Names with `..`, empty or dot segments, backslashes or control characters are refused; the bytes must match the extension; 10 MB per file (1 MB for txt), 2,000 files and 500 MB per course.',
  }),
  deleteAsset: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/assets/:folder/*',
    feature: 'storysimulator',
    access: 'staff',
    summary: "Deletes a course's file at folder/path",
    params: AssetFolderParams,
    response: NoContent,
    errors: [
      { status: 400, text: INVALID_FOLDER },
      { status: 400, text: EMPTY_FILE_NAME },
      { status: 400, text: INVALID_FILE_NAME },
      { status: 404, text: FILE_NOT_FOUND },
    ],
    differs: 'Staff may delete (ADR 30).',
  }),
};
