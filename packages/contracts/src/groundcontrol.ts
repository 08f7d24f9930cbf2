import { z } from 'zod';

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
