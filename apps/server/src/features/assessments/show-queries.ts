import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  answers,
  assessmentConfigs,
  assessments,
  courseRegistrations,
  questions,
  submissions,
  users,
} from '../../db/schema';
import { isCallersSubmission, teamOfMember } from '../teams/owner-sql';

/** One assessment with its type, the caller's team in it, and the caller's submission (if any: own or the team's). */
export async function findAssessmentForCaller(executor: Executor, assessmentId: number, courseRegId: number) {
  const [row] = await executor
    .select({
      id: assessments.id,
      courseId: assessments.courseId,
      title: assessments.title,
      type: assessmentConfigs.type,
      isMinigame: assessmentConfigs.isMinigame,
      story: assessments.story,
      number: assessments.number,
      reading: assessments.reading,
      longSummary: assessments.summaryLong,
      missionPdf: assessments.missionPdf,
      hasTokenCounter: assessments.hasTokenCounter,
      isAutosaveEnabled: assessments.isAutosaveEnabled,
      isPublished: assessments.isPublished,
      openAt: assessments.openAt,
      closeAt: assessments.closeAt,
      password: assessments.password,
      maxTeamSize: assessments.maxTeamSize,
      teamId: teamOfMember(assessments.id, courseRegId),
      submissionId: submissions.id,
      submissionStatus: submissions.status,
      isGradingPublished: submissions.isGradingPublished,
    })
    .from(assessments)
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .leftJoin(
      submissions,
      and(eq(submissions.assessmentId, assessments.id), isCallersSubmission(submissions, courseRegId)),
    )
    .where(eq(assessments.id, assessmentId));
  return row;
}

export type AssessmentForCaller = NonNullable<Awaited<ReturnType<typeof findAssessmentForCaller>>>;

const graderReg = alias(courseRegistrations, 'grader_reg');
const graderUser = alias(users, 'grader_user');

/** The questions in display order, each with the submission's answer and its grader's name. */
export function listQuestionsWithAnswers(
  executor: Executor,
  assessmentId: number,
  submissionId: number | null,
) {
  const answerJoin =
    submissionId === null
      ? sql`false`
      : and(eq(answers.questionId, questions.id), eq(answers.submissionId, submissionId));
  return executor
    .select({
      id: questions.id,
      type: questions.type,
      question: questions.question,
      maxXp: questions.maxXp,
      showSolution: questions.showSolution,
      blocking: questions.blocking,
      library: questions.library,
      gradingLibrary: questions.gradingLibrary,
      answer: answers.answer,
      lastModifiedAt: answers.lastModifiedAt,
      xp: answers.xp,
      xpAdjustment: answers.xpAdjustment,
      comments: answers.comments,
      autogradingStatus: answers.autogradingStatus,
      autogradingResults: answers.autogradingResults,
      gradedAt: answers.gradedAt,
      graderId: answers.graderId,
      graderName: graderUser.name,
    })
    .from(questions)
    .leftJoin(answers, answerJoin)
    .leftJoin(graderReg, eq(graderReg.id, answers.graderId))
    .leftJoin(graderUser, eq(graderUser.id, graderReg.userId))
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.displayOrder), asc(questions.id));
}

export type QuestionWithAnswer = Awaited<ReturnType<typeof listQuestionsWithAnswers>>[number];
