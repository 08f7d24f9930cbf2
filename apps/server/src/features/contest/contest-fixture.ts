import { eq } from 'drizzle-orm';
import { submissionVotes } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
} from '../../test/assessment-factory';
import type { TestServer, UserRow } from '../../test/harness';

/**
 * A contest that ran CONTEST_OPEN..CONTEST_CLOSE and a voting assessment open VOTING_OPEN..
 * VOTING_CLOSE pointing at it. Of the course's students, `authors` have eligible entries (submitted,
 * code with `return`); the others hand in nothing that counts, in the ways the reference excludes.
 */
export const CONTEST_OPEN = new Date('2030-03-01T00:00:00.000Z');
export const CONTEST_CLOSE = new Date('2030-03-08T00:00:00.000Z');
export const DURING_CONTEST = Date.parse('2030-03-04T00:00:00.000Z');
export const VOTING_OPEN = new Date('2030-03-09T00:00:00.000Z');
export const VOTING_CLOSE = new Date('2030-03-16T00:00:00.000Z');
export const DURING_VOTING = Date.parse('2030-03-10T00:00:00.000Z');

export const entryCode = (i: number) => `function entry${i}() { return ${i}; }`;

export interface ContestCourse extends CourseWithMembers {
  /** Students with an eligible entry, and their entries' submission ids (same order). */
  authors: { user: UserRow; reg: number; submissionId: number }[];
  /** Students without an entry. */
  voters: { user: UserRow; reg: number }[];
  /** Submission ids that must never be handed out. */
  ineligible: number[];
  contestId: number;
  votingAssessmentId: number;
  votingQuestionId: number;
}

export async function contestCourse(
  s: TestServer,
  options: { authors: number; voters: number },
): Promise<ContestCourse> {
  const c = await courseWithMembers(s);
  const student = async () => {
    const user = await s.createUser();
    return { user, reg: await s.enrol(user, c.course, 'student') };
  };
  const number = `C-${Math.random().toString(36).slice(2, 8)}`;
  const contest = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    number,
    openAt: CONTEST_OPEN,
    closeAt: CONTEST_CLOSE,
    questions: [{ type: 'programming' }],
  });
  const contestQuestion = contest.questions[0];
  if (!contestQuestion) throw new Error('contest question expected');
  const entry = async (studentId: number, code: string, status: 'submitted' | 'attempted') => {
    const sub = await createSubmission(s.db, { assessmentId: contest.assessment.id, studentId, status });
    await createAnswer(s.db, { submissionId: sub.id, questionId: contestQuestion.id, answer: { code } });
    return sub.id;
  };

  const authors = [];
  for (let i = 0; i < options.authors; i++) {
    const { user, reg } = await student();
    authors.push({ user, reg, submissionId: await entry(reg, entryCode(i), 'submitted') });
  }
  const voters = [];
  for (let i = 0; i < options.voters; i++) voters.push(await student());
  // The courseWithMembers student has no return in their code; another student never submitted;
  // and staff entries do not count.
  const ineligible = [
    await entry(c.regs.student, 'const x = 1;', 'submitted'),
    await entry((await student()).reg, 'function f() { return 1; }', 'attempted'),
    await entry(c.regs.staff, 'function g() { return 2; }', 'submitted'),
  ];

  const voting = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    openAt: VOTING_OPEN,
    closeAt: VOTING_CLOSE,
    questions: [{ type: 'voting', data: { contestNumber: number } }],
  });
  const votingQuestion = voting.questions[0];
  if (!votingQuestion) throw new Error('voting question expected');
  return {
    ...c,
    authors,
    voters,
    ineligible,
    contestId: contest.assessment.id,
    votingAssessmentId: voting.assessment.id,
    votingQuestionId: votingQuestion.id,
  };
}

export async function votesOf(s: TestServer, questionId: number) {
  return s.db
    .select({
      voterId: submissionVotes.voterId,
      submissionId: submissionVotes.submissionId,
      score: submissionVotes.score,
    })
    .from(submissionVotes)
    .where(eq(submissionVotes.questionId, questionId));
}

/** Calls the staff route that (re)assigns entries. */
export async function assignEntries(s: TestServer, user: UserRow, courseId: number, assessmentId: number) {
  return s.as(user).post(`/v2/courses/${courseId}/admin/assessments/${assessmentId}/contest_assign_entries`);
}

/** The voter scores every entry handed to them (10, 9, ...) through the answer route. */
export async function scoreAllEntries(
  s: TestServer,
  c: ContestCourse,
  voter: { user: UserRow; reg: number },
  questionId = c.votingQuestionId,
) {
  const mine = (await votesOf(s, questionId)).filter((v) => v.voterId === voter.reg);
  return s.as(voter.user).post(`/v2/courses/${c.course.id}/assessments/question/${questionId}/answer`, {
    answer: mine.map((v, i) => ({ submission_id: v.submissionId, score: 10 - i })),
  });
}
