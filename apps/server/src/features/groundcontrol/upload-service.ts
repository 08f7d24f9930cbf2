import {
  FORCE_UPDATE_OK,
  HAS_SUBMISSIONS_IGNORING,
  NO_SUCH_TYPE,
  UPLOAD_OK,
  type UploadAssessmentResponse,
} from '@sa/contracts';
import { defaultAssessmentWindow, readAssessmentXml, type XmlAssessment, type XmlQuestion } from '@sa/domain';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { lockCourse } from '../adminpanel/config-queries';
import { assignNewVotingQuestions } from '../contest/assign-service';
import {
  deleteQuestion,
  deleteQuestionsOf,
  findAssessmentByNumberForUpdate,
  findCourseConfig,
  hasAnswers,
  insertAssessment,
  insertQuestions,
  listQuestions,
  type NewQuestion,
  refreshSubmissionStatuses,
  updateAssessmentRow,
  updateQuestion,
} from './queries';
import { planReupload } from './reupload';

// The texts live in the contracts with the route; the tests import NO_SUCH_TYPE from here.
export { NO_SUCH_TYPE };

export interface UploadInput {
  courseId: number;
  configId: number;
  forceUpdate: boolean;
  now: Date;
}

export type ImportOutcome = { assessmentId: number; result: 'created' | 'replaced' | 'updated' | 'ignored' };

/**
 * POST admin/assessments: the file is read first (a bad file touches nothing), then everything is
 * written in one transaction, so any later rejection leaves the course as it was. Voting
 * questions whose contest has already closed get their entries in that transaction too.
 */
export async function uploadAssessment(
  db: Database,
  input: UploadInput & { xml: string },
): Promise<UploadAssessmentResponse> {
  const imported = readAssessmentXml(input.xml);
  if (!imported.ok) throw badRequest(imported.error);
  const outcome = await db.transaction(async (tx) => {
    const done = await importIntoCourse(tx, imported.assessment, input);
    if (done.result !== 'ignored') await assignNewVotingQuestions(tx, done.assessmentId, input.now);
    return done;
  });
  if (outcome.result === 'ignored') return HAS_SUBMISSIONS_IGNORING;
  return input.forceUpdate ? FORCE_UPDATE_OK : UPLOAD_OK;
}

/**
 * Creates or re-imports the assessment with the file's number, inside the caller's transaction.
 * A new one gets the default window, unpublished, with the type's token, voting and autosave
 * settings. An existing one keeps its dates, publication and those settings (they are edited
 * through the update route), and follows the re-upload rules for its questions.
 */
export async function importIntoCourse(
  tx: Executor,
  assessment: XmlAssessment,
  input: UploadInput,
): Promise<ImportOutcome> {
  // The course lock orders this upload after any concurrent one and after a type deletion.
  if (!(await lockCourse(tx, input.courseId))) throw notFound('Course not found');
  const config = await findCourseConfig(tx, input.courseId, input.configId);
  if (!config) throw badRequest(NO_SUCH_TYPE);
  const fields = {
    title: assessment.title,
    number: assessment.number,
    story: assessment.story,
    coverPicture: assessment.coverPicture,
    reading: assessment.reading,
    summaryShort: assessment.summaryShort,
    summaryLong: assessment.summaryLong,
    password: assessment.password,
    llmAssessmentPrompt: assessment.llmAssessmentPrompt,
    configId: config.id,
  };

  const existing = await findAssessmentByNumberForUpdate(tx, input.courseId, assessment.number);
  if (!existing) {
    const { openAt, closeAt } = defaultAssessmentWindow(input.now);
    const row = await insertAssessment(tx, {
      ...fields,
      courseId: input.courseId,
      openAt,
      closeAt,
      isPublished: false,
      hasTokenCounter: config.hasTokenCounter,
      hasVotingFeatures: config.hasVotingFeatures,
      isAutosaveEnabled: config.isAutosaveEnabled,
    });
    await insertQuestions(tx, questionRows(row.id, assessment.questions));
    return { assessmentId: row.id, result: 'created' };
  }

  const current = await listQuestions(tx, existing.id);
  const plan = planReupload({
    existing: current,
    incoming: assessment.questions.map((q) => q.question.type),
    hasAnswers: await hasAnswers(tx, existing.id),
    forceUpdate: input.forceUpdate,
    isOpen: existing.openAt.getTime() <= input.now.getTime(),
  });
  switch (plan.kind) {
    case 'reject':
      throw badRequest(plan.message);
    case 'ignore':
      return { assessmentId: existing.id, result: 'ignored' };
    case 'replace':
      await updateAssessmentRow(tx, existing.id, fields);
      await deleteQuestionsOf(tx, existing.id);
      await insertQuestions(tx, questionRows(existing.id, assessment.questions));
      return { assessmentId: existing.id, result: 'replaced' };
    case 'update': {
      await updateAssessmentRow(tx, existing.id, fields);
      const rows = questionRows(existing.id, assessment.questions);
      for (const id of plan.deletes) await deleteQuestion(tx, id);
      for (const { id, index } of plan.updates) {
        const { assessmentId: _unchanged, ...values } = rows[index]!;
        await updateQuestion(tx, id, values);
      }
      await insertQuestions(
        tx,
        plan.inserts.map((index) => rows[index]!),
      );
      await refreshSubmissionStatuses(tx, existing.id);
      return { assessmentId: existing.id, result: 'updated' };
    }
  }
}

function questionRows(assessmentId: number, imported: readonly XmlQuestion[]): NewQuestion[] {
  return imported.map((q, index) => ({
    assessmentId,
    displayOrder: index + 1,
    type: q.question.type,
    question: q.question,
    maxXp: q.maxXp,
    showSolution: q.showSolution,
    blocking: q.blocking,
    library: q.library,
    gradingLibrary: q.gradingLibrary,
  }));
}
