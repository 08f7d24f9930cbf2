import { MAX_ASSESSMENT_XML_BYTES } from '@sa/domain';
import { z } from 'zod';

/**
 * Ground Control's texts (api-reference-routes 1.6): what an upload answers and the plain-text
 * errors of uploading, updating and deleting assessments, shared by the route table and the server.
 */

// ---- what an upload answers (200, as text) ----
export const UPLOAD_OK = 'OK';
/**
 * The reference web client shows its success message only for this exact text; the reference
 * server itself answers 'Force update OK', which that client does not recognise (ADR 3).
 */
export const FORCE_UPDATE_OK = 'Force Update OK';
/** Re-uploading over answers without forceUpdate changes nothing (still a 200, as in the reference). */
export const HAS_SUBMISSIONS_IGNORING = 'Assessment has submissions, ignoring...';
export const UploadAssessmentResponse = z.enum([UPLOAD_OK, FORCE_UPDATE_OK, HAS_SUBMISSIONS_IGNORING]);
export type UploadAssessmentResponse = z.infer<typeof UploadAssessmentResponse>;

// ---- the upload form ----
/**
 * The multipart parts the XML file may come in: `assessment` (ours, and the reference server's
 * documented name) and `assessment[file]`, which the reference web client sends (the reference
 * server reads the nested `assessment` map's `file`).
 */
export const ASSESSMENT_FILE_FIELDS = ['assessment', 'assessment[file]'] as const;
export const NOT_MULTIPART =
  'Expected a multipart form with the assessment XML file in the field "assessment"';
export const MISSING_FILE =
  'Missing the assessment XML file (multipart field "assessment" or "assessment[file]")';
export const MULTIPLE_FILES = 'Uploading multiple files at once is not currently supported!';
export const FILE_TOO_LARGE = `The assessment file is larger than the limit of ${MAX_ASSESSMENT_XML_BYTES / (1024 * 1024)} MB`;
export const TOO_MANY_FIELDS =
  'Too many form fields: send only assessment, forceUpdate and assessmentConfigId';

// ---- importing the file ----
export const NO_SUCH_TYPE = 'Invalid assessmentConfigId: this course has no such assessment type';
export const QUESTION_TYPES_MUST_STAY = 'Question types should remain the same';
export const QUESTION_COUNT_DIFFERS = 'Question count is different';

// ---- updating and deleting ----
export const END_BEFORE_OPEN = 'New end date should occur after new opening date';
export const CONTEST_VOTING_UP = 'Contest voting for this contest is still up';

// ---- the writes' bodies ----

/** Ground Control's writes to an assessment (spec 2 section 7, api-reference-routes 1.5). */

/** POST admin/assessments/{aid}: every field optional, the two dates only together. */
export const UpdateAssessmentRequest = z
  .object({
    openAt: z.iso.datetime({ offset: true }),
    closeAt: z.iso.datetime({ offset: true }),
    isPublished: z.boolean(),
    maxTeamSize: z.number().int().min(1).max(100),
    hasTokenCounter: z.boolean(),
    hasVotingFeatures: z.boolean(),
    isAutosaveEnabled: z.boolean(),
    assignEntriesForVoting: z.boolean(),
  })
  .partial()
  .refine((b) => (b.openAt === undefined) === (b.closeAt === undefined), {
    message: 'openAt and closeAt must be given together',
    path: ['closeAt'],
  });
export type UpdateAssessmentRequest = z.infer<typeof UpdateAssessmentRequest>;

/** The multipart text fields of POST admin/assessments (the file is the `assessment` part). */
export const UploadAssessmentFields = z.object({
  forceUpdate: z.enum(['true', 'false']).default('false'),
  assessmentConfigId: z.coerce.number().int().positive(),
});
