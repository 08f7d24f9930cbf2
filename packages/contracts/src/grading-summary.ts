import { z } from 'zod';

/**
 * GET admin/grading/summary (api-reference-routes 1.5): one row per group of the course, with its
 * leader and, for every assessment type shown in the dashboard, the number of submitted
 * submissions of its students and how many of those still have an ungraded question. The count
 * columns are named after the type as the reference names them: `submitted<Type>` and
 * `ungraded<Type>` ('submittedMissions'), so their keys are only known at run time.
 */
export const GradingSummaryRow = z
  .object({ groupName: z.string(), leaderName: z.string().nullable() })
  .catchall(z.number().int().nonnegative());
export type GradingSummaryRow = z.infer<typeof GradingSummaryRow>;

export const GradingSummaryResponse = z.object({
  /** 'groupName', 'leaderName', then 'submitted<Type>' and 'ungraded<Type>' per type, in type order. */
  cols: z.array(z.string()),
  rows: z.array(GradingSummaryRow),
});
export type GradingSummaryResponse = z.infer<typeof GradingSummaryResponse>;

/** The column names of the counts of one assessment type. */
export const summaryCountColumns = (type: string) => ({
  submitted: `submitted${type}`,
  ungraded: `ungraded${type}`,
});
