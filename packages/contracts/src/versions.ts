import { MAX_ANSWER_CODE_CHARS, MAX_VERSION_NAME_CHARS } from '@sa/domain';
import { z } from 'zod';
import { IdParam } from './common';

/**
 * The version history of the caller's answer to a programming question (api-reference-routes
 * 1.3, issue 16): GET .../question/{qid}/versions, GET .../versions/{vid}, POST .../versions/save,
 * PUT .../versions/{vid}/name. Keys are snake_case as the reference sends them.
 */

export const VERSION_NOT_FOUND = 'Version not found';
export const NO_ANSWER_YET = 'Save an answer to this question before keeping a version of it';
export const PROGRAMMING_ONLY = 'Versions are kept for programming questions only';

export const VersionParams = z.object({ courseId: IdParam, questionId: IdParam, versionId: IdParam });

export const VersionSummary = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  inserted_at: z.string(),
  updated_at: z.string(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

/** Newest first. */
export const VersionsResponse = z.array(VersionSummary);

export const VersionResponse = VersionSummary.extend({
  answer_id: z.number().int(),
  content: z.string(),
});
export type VersionResponse = z.infer<typeof VersionResponse>;

export const SaveVersionRequest = z.object({
  content: z
    .string()
    .max(MAX_ANSWER_CODE_CHARS, `Answers are limited to ${MAX_ANSWER_CODE_CHARS} characters`),
});

/** An empty (or blank) name takes the name away. */
export const NameVersionRequest = z.object({
  name: z
    .string()
    .max(MAX_VERSION_NAME_CHARS, `Version names are limited to ${MAX_VERSION_NAME_CHARS} characters`)
    .nullable(),
});
