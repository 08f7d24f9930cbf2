import { SUBMISSION_STATUSES } from '@sa/domain';
import { z } from 'zod';

/**
 * An assessment as the listings show it (api-reference 1a, GET courses/{id}/assessments): the
 * learner's listing, Ground Control, Team Formation and the achievements derived from assessments.
 */

const isoDate = z.string();

export const AssessmentStatusSchema = z.enum(['not_attempted', ...SUBMISSION_STATUSES]);

export const AssessmentOverview = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  shortSummary: z.string().nullable(),
  openAt: isoDate,
  closeAt: isoDate,
  /** The assessment type's name ('Missions'). */
  type: z.string(),
  isManuallyGraded: z.boolean(),
  story: z.string().nullable(),
  number: z.string(),
  reading: z.string().nullable(),
  status: AssessmentStatusSchema,
  maxXp: z.number().int(),
  /** 0 until grading is published. */
  xp: z.number().int(),
  coverImage: z.string().nullable(),
  private: z.boolean(),
  isPublished: z.boolean(),
  questionCount: z.number().int(),
  /** 0 until grading is published. */
  gradedCount: z.number().int(),
  /** Null when there is no submission. */
  isGradingPublished: z.boolean().nullable(),
  earlySubmissionXp: z.number().int(),
  maxTeamSize: z.number().int(),
  hasVotingFeatures: z.boolean(),
  hasTokenCounter: z.boolean(),
  isVotingPublished: z.boolean(),
  hoursBeforeEarlyXpDecay: z.number().int(),
  isAutosaveEnabled: z.boolean(),
});
export type AssessmentOverview = z.infer<typeof AssessmentOverview>;
export const AssessmentOverviewsResponse = z.array(AssessmentOverview);
