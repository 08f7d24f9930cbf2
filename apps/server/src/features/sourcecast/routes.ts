import multipart from '@fastify/multipart';
import { routes, SOURCECAST_AUDIO_NOT_FOUND } from '@sa/contracts';
import { ONLY_STAFF_DELETE_SOURCECASTS, ONLY_STAFF_SAVE_SOURCECASTS } from '@sa/domain';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { forbidden, notFound } from '../../http/errors';
import { createRouter } from '../../http/route';
import { serveStoredFile } from '../../storage/serve-file';
import { audioKeyOf, listCourseSourcecasts, removeSourcecast, saveSourcecast } from './service';
import { readSourcecastForm, sourcecastFormLimits } from './upload-form';

const { sourcecast } = routes;
const MB = 1024 * 1024;

/**
 * Sourcecasts (issue 22): members list them, staff and admins upload and delete them, and the
 * audio is served to anyone holding its unguessable address (an `<audio>` element sends no
 * token). Multipart parsing is registered in this plugin only.
 */
export const sourcecastRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, files, config }) => {
  const maxAudioBytes = config.sourcecastMaxAudioMb * MB;
  await app.register(multipart, sourcecastFormLimits(maxAudioBytes));
  const route = createRouter(app, guards);

  route(sourcecast.list, ({ courseReg, request }) =>
    listCourseSourcecasts(
      db,
      files,
      courseReg.courseId,
      config.publicUrl ?? `${request.protocol}://${request.host}`,
    ),
  );

  // Refused before a byte of the form is read; the form streams in, the recording to the store.
  route(sourcecast.upload, async ({ courseReg, request }) => {
    if (courseReg.role === 'student') throw forbidden(ONLY_STAFF_SAVE_SOURCECASTS);
    const form = await readSourcecastForm(request, files, maxAudioBytes);
    await saveSourcecast(db, files, { courseId: courseReg.courseId, uploaderId: courseReg.userId, form });
    return OK;
  });

  route(sourcecast.remove, async ({ courseReg, params }) => {
    if (courseReg.role === 'student') throw forbidden(ONLY_STAFF_DELETE_SOURCECASTS);
    await removeSourcecast(db, files, courseReg.courseId, params.sourcecastId);
    return OK;
  });

  route(sourcecast.audio, async ({ params, request, reply }) => {
    const key = audioKeyOf(params.file);
    if (!key) throw notFound(SOURCECAST_AUDIO_NOT_FOUND);
    return serveStoredFile(request, reply, files, key, {
      contentType: 'audio/wav',
      notFoundText: SOURCECAST_AUDIO_NOT_FOUND,
    });
  });
};
