import multipart from '@fastify/multipart';
import { AssessmentParams, UpdateAssessmentRequest, UploadAssessmentFields } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { deleteAssessment, updateAssessment } from './assessment-service';
import { readUploadForm, UPLOAD_FORM_LIMITS } from './upload-form';
import { uploadAssessment } from './upload-service';

const PREFIX = '/v2/courses/:courseId/admin/assessments';

/**
 * Ground Control's server side (api-reference-routes 1.6): upload, update and delete assessments.
 * The reference allows admins only; our spec gives Ground Control to staff too (ADR 3), so the
 * guard is 'staff', which admits admins. Multipart parsing is registered in this plugin only, so no
 * other route accepts a form.
 */
export const groundControlRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  await app.register(multipart, UPLOAD_FORM_LIMITS);
  const staff = { preHandler: guards.requireCourseRole('staff') };
  const courseOf = (request: Parameters<typeof currentCourseReg>[0]) => currentCourseReg(request).courseId;

  app.post(PREFIX, staff, async (request) => {
    const { xml, fields } = await readUploadForm(request);
    const { forceUpdate, assessmentConfigId } = parseInput(UploadAssessmentFields, fields);
    return uploadAssessment(db, {
      courseId: courseOf(request),
      configId: assessmentConfigId,
      forceUpdate: forceUpdate === 'true',
      xml,
      now: now(),
    });
  });

  app.post(`${PREFIX}/:assessmentId`, staff, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params, 'Invalid assessment id');
    const changes = parseInput(UpdateAssessmentRequest, request.body);
    await updateAssessment(db, courseOf(request), assessmentId, changes, now());
    return OK;
  });

  app.delete(`${PREFIX}/:assessmentId`, staff, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params, 'Invalid assessment id');
    await deleteAssessment(db, courseOf(request), assessmentId);
    return OK;
  });
};
