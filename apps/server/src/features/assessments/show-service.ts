import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ASSESSMENT_NOT_FOUND,
  ASSESSMENT_NOT_OPEN,
  type Assessment,
  INVALID_PASSWORD,
  MISSING_PASSWORD,
} from '@sa/contracts';
import { isStaffOrAdmin } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import { votingExtras } from '../contest/voting-payload';
import { ownerIfAny } from '../teams/submission-owner';
import { assessmentPayload, type OutputScope } from './payload';
import { type AssessmentForCaller, findAssessmentForCaller, listQuestionsWithAnswers } from './show-queries';
import { insertSubmissionIfMissing } from './submission-queries';

/**
 * GET courses/:id/assessments/:aid and its unlock (api-reference-routes 1.3). Staff and admin see
 * any assessment of the course at any time; students see published ones from their opening,
 * and private ones only with the password, once they have a submission, or after the close.
 */

const scopeOf = (reg: CourseReg): OutputScope => (isStaffOrAdmin(reg.role) ? 'staff' : 'student');

/** The assessment if the caller may see it at all (the password aside), else the error. */
async function findVisible(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
  now: Date,
): Promise<AssessmentForCaller> {
  const assessment = await findAssessmentForCaller(db, assessmentId, reg.id);
  const student = !isStaffOrAdmin(reg.role);
  // Another course's assessment and an unpublished one are "not found", as in the reference (400).
  if (!assessment || assessment.courseId !== reg.courseId || (student && !assessment.isPublished)) {
    throw badRequest(ASSESSMENT_NOT_FOUND);
  }
  if (student && now < assessment.openAt) throw forbidden(ASSESSMENT_NOT_OPEN);
  return assessment;
}

async function payloadFor(
  db: Database,
  reg: CourseReg,
  assessment: AssessmentForCaller,
  now: Date,
): Promise<Assessment> {
  const rows = await listQuestionsWithAnswers(db, assessment.id, assessment.submissionId);
  const voting = await votingExtras(db, reg, assessment.closeAt, rows, now);
  return assessmentPayload(assessment, rows, scopeOf(reg), voting);
}

export async function showAssessment(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
  now: Date,
): Promise<Assessment> {
  const assessment = await findVisible(db, reg, assessmentId, now);
  const locked =
    !isStaffOrAdmin(reg.role) &&
    assessment.password !== null &&
    assessment.submissionId === null &&
    now < assessment.closeAt;
  if (locked) throw forbidden(MISSING_PASSWORD);
  return payloadFor(db, reg, assessment, now);
}

/** The unlock route counts this answer as a wrong guess (auth/guess-limits.ts). */
export { INVALID_PASSWORD };

/**
 * POST .../unlock: the right password creates the caller's submission, so later loads need no
 * password. A public assessment needs none and is just shown. Unlike the reference, grading stays
 * masked here too until it is published.
 */
export async function unlockAssessment(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
  password: string,
  now: Date,
): Promise<Assessment> {
  let assessment = await findVisible(db, reg, assessmentId, now);
  if (assessment.password !== null) {
    if (!samePassword(assessment.password, password)) throw forbidden(INVALID_PASSWORD);
    // A student of a team assessment without a team has no submission to create: they see it
    // this time, and saving tells them why not.
    const owner = ownerIfAny(reg, assessment);
    if (assessment.submissionId === null && owner) {
      await insertSubmissionIfMissing(db, assessment.id, owner);
      assessment = await findVisible(db, reg, assessmentId, now);
    }
  }
  return payloadFor(db, reg, assessment, now);
}

/**
 * GET admin/users/:courseRegId/assessments/:aid (api-reference-routes 1.5): staff open a member's
 * assessment with that member's answers, as the reference web client does from its grading and
 * dashboard screens. The caller is staff, so the payload is the staff one, shown whenever staff
 * see their own (any assessment of the course, at any time, no password), and the member's grading
 * is shown even before it is published. The reference instead applies the member's own gates and
 * testcases and so refuses, for example, a student's assessment that is not open yet (ADR 3).
 */
export async function showMemberAssessment(
  db: Database,
  member: CourseReg,
  assessmentId: number,
  now: Date,
): Promise<Assessment> {
  const assessment = await findAssessmentForCaller(db, assessmentId, member.id);
  if (!assessment || assessment.courseId !== member.courseId) throw badRequest(ASSESSMENT_NOT_FOUND);
  const rows = await listQuestionsWithAnswers(db, assessment.id, assessment.submissionId);
  // The member's contest entries, and the leaderboards as the member may see them.
  const voting = await votingExtras(db, member, assessment.closeAt, rows, now);
  return assessmentPayload(assessment, rows, 'staff', voting, 'always');
}

/** Compares digests in constant time, so the time taken says nothing about the password. */
function samePassword(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
