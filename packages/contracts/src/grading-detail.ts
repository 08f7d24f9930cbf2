import { SUBMISSION_STATUSES } from '@sa/domain';
import { z } from 'zod';
import { StaffQuestion } from './assessment-payload';

/**
 * Grading one submission (api-reference-routes 1.5, GET and POST admin/grading/:sid[/:qid]).
 * Staff only: the question carries every testcase (secret ones too), the solution and the
 * grading, whether or not the grading is published.
 */

/** The most a grader's comment may hold; comments are markdown text, rendered sanitised. */
export const MAX_GRADING_COMMENT_CHARS = 100_000;

const isoDate = z.string();

export const GradingDetailGrade = z.object({
  grader: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  gradedAt: isoDate.nullable(),
  /** XP from the autograder or a grader, before the adjustment. */
  xp: z.number().int(),
  xpAdjustment: z.number().int(),
  comments: z.string().nullable(),
});
export type GradingDetailGrade = z.infer<typeof GradingDetailGrade>;

export const GradingDetailStudent = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  username: z.string(),
});

export const GradingDetailAnswer = z.object({
  /** A voting question's `contestEntries` are the entries handed to this student, with their scores. */
  question: StaffQuestion,
  /** The programming solution or the id of the correct choice; null when there is none. */
  solution: z.union([z.string(), z.number().int(), z.null()]),
  grade: GradingDetailGrade,
  student: GradingDetailStudent,
});
export type GradingDetailAnswer = z.infer<typeof GradingDetailAnswer>;

export const GradingDetailResponse = z.object({
  assessment: z.object({
    id: z.number().int(),
    title: z.string(),
    summaryShort: z.string().nullable(),
    summaryLong: z.string().nullable(),
    coverPicture: z.string().nullable(),
    number: z.string(),
    story: z.string().nullable(),
    reading: z.string().nullable(),
  }),
  /** Whether the student already sees this grading (their report card). */
  isGradingPublished: z.boolean(),
  /** The submission's status and whether its type is graded by hand: what publishing needs. */
  status: z.enum(SUBMISSION_STATUSES),
  isManuallyGraded: z.boolean(),
  /** One per question, in question order. */
  answers: z.array(GradingDetailAnswer),
});
export type GradingDetailResponse = z.infer<typeof GradingDetailResponse>;

/** POST admin/grading/:sid/:qid: what the grader changes; anything left out stays as it is. */
export const SaveGradeRequest = z.object({
  grading: z.object({
    xpAdjustment: z.number().int().optional(),
    xp: z.number().int().min(0, 'XP cannot be negative').optional(),
    comments: z
      .string()
      .max(MAX_GRADING_COMMENT_CHARS, `Comments are limited to ${MAX_GRADING_COMMENT_CHARS} characters`)
      .optional(),
  }),
});
export type SaveGradeRequest = z.infer<typeof SaveGradeRequest>;
export type GradeChanges = SaveGradeRequest['grading'];

/** Saving a grade: a student is told this (403), the spec's text. */
export const ONLY_STAFF_CAN_GRADE = 'Only staff can submit answers.';
/** The question has no answer in the submission, or is no question of it (404; the reference 500s). */
export const NO_ANSWER_TO_GRADE = 'Answer not found';
/** The reference's 405 for grading a submission not yet submitted (unless it is the caller's own). */
export const NOT_SUBMITTED_YET = 'Submission is not submitted yet.';

/** The grading editor's rule and message (spec 2 section 5), shared by the server and the page. */
export function xpOutOfBoundsMessage(total: number, maxXp: number): string | null {
  return total < 0 || total > maxXp ? `XP ${total} is out of bounds. Maximum xp is ${maxXp}.` : null;
}
