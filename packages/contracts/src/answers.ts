import { MAX_ANSWER_CODE_CHARS } from '@sa/domain';
import { z } from 'zod';
import { VoteInput } from './contest-voting';

/** Saving an answer, and asking whether the saved one changed (api-reference-routes 1.3). */

/** A code string (programming), a choice id (mcq) or votes (voting). */
export const SaveAnswerRequest = z.object({
  answer: z.union([
    z.string().max(MAX_ANSWER_CODE_CHARS, `Answers are limited to ${MAX_ANSWER_CODE_CHARS} characters`),
    z.number().int().min(0),
    z.array(VoteInput).max(1000),
  ]),
  /**
   * When the edit being saved was made, by the saving client's clock (ADR 3). A save of an edit
   * older than the one stored is refused with 409; a save without it replaces whatever is stored.
   */
  editedAt: z.iso.datetime({ offset: true }).optional(),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequest>;

/**
 * POST .../question/{qid}/answerLastModified: has the saved answer changed since this time? Null
 * is "never saved": the reference web client sends the question's `lastModifiedAt` as it got it,
 * null before the first save.
 */
export const AnswerLastModifiedRequest = z.object({
  lastModifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const AnswerLastModifiedResponse = z.object({ lastModified: z.boolean() });
export type AnswerLastModifiedResponse = z.infer<typeof AnswerLastModifiedResponse>;
