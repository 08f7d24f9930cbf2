import multipart from '@fastify/multipart';
import { INVALID_FOLDER, routes } from '@sa/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { createRouter, JsonText } from '../../http/route';
import { type AssetTarget, isAssetFolder, readAssetTarget, uploadExtension } from './asset-path';
import {
  AssetUploads,
  checkNameFree,
  coursePrefix,
  deleteAsset,
  listAssetFolder,
  maxBytesFor,
} from './asset-service';
import { createStory, deleteStory, updateStory } from './story-service';
import { ASSET_FORM_LIMITS, readAssetFile } from './upload-form';

const { storyAdmin } = routes;

/**
 * The story simulator's writes (issue 24): chapters, and the course's files in the file store
 * (served at once by GET /assets/*). Staff and admins only: the route table's `staff` access
 * refuses students (403) before any input is read. Multipart is registered in this plugin only.
 */
export const storySimulatorRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, guards, files, config },
) => {
  await app.register(multipart, ASSET_FORM_LIMITS);
  const route = createRouter(app, guards);
  const uploads = new AssetUploads(files);

  // The reference answers a chapter's save with 200 and no body (sent as empty text).
  for (const create of [storyAdmin.createStory, storyAdmin.createStoryWithSlash]) {
    route(create, async ({ courseReg, body }) => {
      await createStory(db, courseReg.courseId, body.story);
      return '';
    });
  }

  route(storyAdmin.updateStory, async ({ courseReg, params, body }) => {
    await updateStory(db, courseReg.courseId, params.storyId, body.story);
    return '';
  });

  route(storyAdmin.deleteStory, async ({ courseReg, params }) => {
    await deleteStory(db, courseReg.courseId, params.storyId);
  });

  route(storyAdmin.listAssets, async ({ courseReg, params }) => {
    if (!isAssetFolder(params.folder)) throw badRequest(INVALID_FOLDER);
    return listAssetFolder(files, await coursePrefix(db, courseReg.courseId), params.folder);
  });

  // The name is checked, and a taken one refused, before a byte of the form is read.
  route(storyAdmin.uploadAsset, async ({ courseReg, request }) => {
    const prefix = await coursePrefix(db, courseReg.courseId);
    const target = assetTarget(request, prefix);
    const extension = uploadExtension(target);
    if (typeof extension !== 'string') throw badRequest(extension.error);
    await checkNameFree(files, target);
    const bytes = await readAssetFile(request, maxBytesFor(extension));
    const path = await uploads.store(prefix, target, extension, bytes);
    // Absolute, as the game loads a chapter's imageUrl given with a scheme as it is (a bare
    // path would be taken as a file of the course and get the prefix again).
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    return new JsonText(JSON.stringify(`${origin}${path}`));
  });

  route(storyAdmin.deleteAsset, async ({ courseReg, request }) => {
    const target = assetTarget(request, await coursePrefix(db, courseReg.courseId));
    await deleteAsset(files, target);
  });
};

function assetTarget(request: FastifyRequest, prefix: string): AssetTarget {
  const target = readAssetTarget(request.url, prefix);
  if ('error' in target) throw badRequest(target.error);
  return target;
}
