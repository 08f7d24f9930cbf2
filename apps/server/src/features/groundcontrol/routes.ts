import multipart from '@fastify/multipart';
import { routes, UploadAssessmentFields } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { createRouter } from '../../http/route';
import { deleteAssessment, updateAssessment } from './assessment-service';
import { readUploadForm, UPLOAD_FORM_LIMITS } from './upload-form';
import { uploadAssessment } from './upload-service';

const { groundControl } = routes;

/**
 * Ground Control's server side (api-reference-routes 1.6): upload, update and delete assessments.
 * The reference allows admins only; our spec gives Ground Control to staff too (ADR 3), so the
 * routes' access is 'staff', which admits admins. Multipart parsing is registered in this plugin
 * only, so no other route accepts a form.
 */
export const groundControlRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  await app.register(multipart, UPLOAD_FORM_LIMITS);
  const route = createRouter(app, guards);

  // The form is read here, as it streams in (the file may come before or after the text fields).
  route(groundControl.upload, async ({ courseReg, request }) => {
    const { xml, fields } = await readUploadForm(request);
    const { forceUpdate, assessmentConfigId } = parseInput(UploadAssessmentFields, fields);
    return uploadAssessment(db, {
      courseId: courseReg.courseId,
      configId: assessmentConfigId,
      forceUpdate: forceUpdate === 'true',
      xml,
      now: now(),
    });
  });

  route(groundControl.update, async ({ courseReg, params, body }) => {
    await updateAssessment(db, courseReg.courseId, params.assessmentId, body, now());
    return OK;
  });

  route(groundControl.remove, async ({ courseReg, params }) => {
    await deleteAssessment(db, courseReg.courseId, params.assessmentId);
    return OK;
  });
};
