import { GradingDetailResponse } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { assessmentPayload } from '../assessments/payload';
import { listQuestionsWithAnswers, type QuestionWithAnswer } from '../assessments/show-queries';
import { listContestEntries } from '../contest/vote-queries';
import { findGradingSubmission } from './detail-queries';

/**
 * GET admin/grading/:sid (staff of the course): the submission's questions in display order,
 * each with every testcase, the solution, the answer and its grade (a voting question with the
 * student's entries and scores), and what deciding on publishing needs. The staff question
 * schema is built as if grading were published, since graders see the grading they are writing.
 */
export async function getGradingDetail(
  db: Database,
  reg: CourseReg,
  submissionId: number,
): Promise<GradingDetailResponse> {
  const submission = await findGradingSubmission(db, reg.courseId, submissionId);
  if (!submission) throw notFound('Submission not found');
  const rows = await listQuestionsWithAnswers(db, submission.id, submission.submissionId);
  // A voting question shows the entries handed to this student and the scores they gave; the
  // leaderboards are the contest's business, not this grading's.
  const votingIds = rows.filter((row) => row.question.type === 'voting').map((row) => row.id);
  const entries = await listContestEntries(db, submission.studentId, votingIds);
  const payload = assessmentPayload({ ...submission, isGradingPublished: true }, rows, 'staff', {
    entries,
    leaderboards: new Map(),
  });
  const student = {
    id: submission.studentId,
    name: submission.studentName,
    username: submission.studentUsername,
  };
  return GradingDetailResponse.parse({
    assessment: {
      id: submission.id,
      title: submission.title,
      summaryShort: submission.summaryShort,
      summaryLong: submission.longSummary,
      coverPicture: submission.coverPicture,
      number: submission.number,
      story: submission.story,
      reading: submission.reading,
    },
    isGradingPublished: submission.isGradingPublished,
    status: submission.submissionStatus,
    isManuallyGraded: submission.isManuallyGraded,
    answers: payload.questions.map((question, index) => ({
      question,
      solution: 'solution' in question ? (question.solution ?? null) : null,
      grade: gradeOf(rows[index]),
      student,
    })),
  });
}

function gradeOf(row: QuestionWithAnswer | undefined) {
  return {
    grader: row?.graderId ? { id: row.graderId, name: row.graderName ?? null } : null,
    gradedAt: row?.gradedAt?.toISOString() ?? null,
    xp: row?.xp ?? 0,
    xpAdjustment: row?.xpAdjustment ?? 0,
    comments: row?.comments ?? null,
  };
}
