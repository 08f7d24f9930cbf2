import {
  AdminAssessmentConfig,
  ASSESSMENT_TYPE_NOT_FOUND,
  type AssessmentConfigInput,
  COURSE_NOT_FOUND,
  DUPLICATE_TYPE_NAMES,
  INVALID_TYPE_IDS,
  typeNameTaken,
  type UpdateCourseConfigRequest,
} from '@sa/contracts';
import {
  MAX_ASSESSMENT_TYPES,
  NEW_ASSESSMENT_TYPE_ID,
  TOO_FEW_ASSESSMENT_TYPES,
  TOO_MANY_ASSESSMENT_TYPES,
} from '@sa/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { type AssessmentConfigRow, listAssessmentConfigs } from '../courses/queries';
import { toAssessmentConfiguration } from '../courses/service';
import {
  clearLatestViewedCourseOfNonAdmins,
  countAssessmentsByType,
  deferTypeOrderCheck,
  deleteAssessmentConfigRow,
  insertAssessmentConfig,
  listOtherTypes,
  lockCourse,
  updateAssessmentConfig,
  updateCourse,
} from './config-queries';

/**
 * PUT admin/config: only the fields sent change. Hiding the course (viewable=false) also takes it
 * off the latest viewed course of its non-admin users, in the same transaction.
 */
export async function updateCourseConfig(
  db: Database,
  courseId: number,
  changes: UpdateCourseConfigRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateCourse(tx, courseId, changes);
    if (changes.viewable === false) await clearLatestViewedCourseOfNonAdmins(tx, courseId);
  });
}

/** GET admin/config/assessment_configs. */
export async function listAdminAssessmentConfigs(
  db: Database,
  courseId: number,
): Promise<AdminAssessmentConfig[]> {
  const [rows, counts] = await Promise.all([
    listAssessmentConfigs(db, courseId),
    countAssessmentsByType(db, courseId),
  ]);
  return rows.map((row) =>
    AdminAssessmentConfig.parse({
      ...toAssessmentConfiguration(row),
      assessmentCount: counts.get(row.id) ?? 0,
    }),
  );
}

const editableFields = (input: AssessmentConfigInput) => ({
  type: input.type,
  showGradingSummary: input.displayInDashboard,
  isManuallyGraded: input.isManuallyGraded,
  earlySubmissionXp: input.earlySubmissionXp,
  hoursBeforeEarlyXpDecay: input.hoursBeforeEarlyXpDecay,
  hasVotingFeatures: input.hasVotingFeatures,
  hasTokenCounter: input.hasTokenCounter,
  isGradingAutoPublished: input.isGradingAutoPublished,
  isMinigame: input.isMinigame,
  isAutosaveEnabled: input.isAutosaveEnabled,
});

/**
 * PUT admin/config/assessment_configs: rows with id -1 are created, the others updated; the list
 * order becomes the display order. Types left out of the list are kept (deleting is its own
 * route) and follow the listed ones in their old order. Type names must stay distinct because
 * each one names a route of the course.
 */
export async function saveAssessmentConfigs(
  db: Database,
  courseId: number,
  inputs: readonly AssessmentConfigInput[],
): Promise<void> {
  const names = inputs.map((c) => c.type.toLowerCase());
  if (new Set(names).size !== names.length) throw badRequest(DUPLICATE_TYPE_NAMES);
  await db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    const existing = await listAssessmentConfigs(tx, courseId);
    const byId = new Map(existing.map((row) => [row.id, row]));
    const listedIds = inputs.map((c) => c.assessmentConfigId).filter((id) => id !== NEW_ASSESSMENT_TYPE_ID);
    if (listedIds.some((id) => !byId.has(id)) || new Set(listedIds).size !== listedIds.length) {
      throw badRequest(INVALID_TYPE_IDS);
    }
    const kept: AssessmentConfigRow[] = existing.filter((row) => !listedIds.includes(row.id));
    const clash = kept.find((row) => names.includes(row.type.toLowerCase()));
    if (clash) throw badRequest(typeNameTaken(clash.type));
    if (inputs.length + kept.length > MAX_ASSESSMENT_TYPES) throw badRequest(TOO_MANY_ASSESSMENT_TYPES);

    await deferTypeOrderCheck(tx);
    for (const [index, input] of inputs.entries()) {
      const order = index + 1;
      if (input.assessmentConfigId === NEW_ASSESSMENT_TYPE_ID) {
        await insertAssessmentConfig(tx, { courseId, order, ...editableFields(input) });
      } else {
        await updateAssessmentConfig(tx, input.assessmentConfigId, { order, ...editableFields(input) });
      }
    }
    for (const [index, row] of kept.entries()) {
      const order = inputs.length + index + 1;
      if (row.order !== order) await updateAssessmentConfig(tx, row.id, { order });
    }
  });
}

/**
 * DELETE admin/config/assessment_config/:id: the type and, through the foreign key's cascade,
 * every assessment of it (with their submissions and answers). The last type stays; the others
 * close the gap so orders remain 1..n.
 */
export async function deleteAssessmentConfig(db: Database, courseId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    const others = await listOtherTypes(tx, courseId, id);
    if (!(await deleteAssessmentConfigRow(tx, courseId, id))) {
      throw badRequest(ASSESSMENT_TYPE_NOT_FOUND);
    }
    if (others.length === 0) throw badRequest(TOO_FEW_ASSESSMENT_TYPES);
    await deferTypeOrderCheck(tx);
    for (const [index, row] of others.entries()) {
      if (row.order !== index + 1) await updateAssessmentConfig(tx, row.id, { order: index + 1 });
    }
  });
}
