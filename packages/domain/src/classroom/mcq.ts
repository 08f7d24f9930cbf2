import { z } from 'zod';

/**
 * A task whose description is 'mcq' (any case) followed by JSON {answer, choices: [{option,
 * hint}], solution} is a multiple-choice question (spec 3 section 5); anything else, including
 * such text whose JSON does not parse, is a programming task.
 */
const McqSchema = z.object({
  /** The chosen choice's position, or -1 before one is chosen. */
  answer: z.number().int().min(-1),
  choices: z.array(z.object({ option: z.string(), hint: z.string().nullable().optional() })).min(1),
  /** The correct choice's position. */
  solution: z.number().int().min(0),
});

export interface MissionMcq {
  answer: number;
  choices: { option: string; hint: string | null }[];
  solution: number;
}

const MCQ_MARK = /^\s*mcq/i;

export function parseMissionMcq(taskDescription: string): MissionMcq | null {
  const mark = MCQ_MARK.exec(taskDescription);
  if (!mark) return null;
  let data: unknown;
  try {
    data = JSON.parse(taskDescription.slice(mark[0].length));
  } catch {
    return null;
  }
  const parsed = McqSchema.safeParse(data);
  if (!parsed.success) return null;
  const { answer, choices, solution } = parsed.data;
  if (solution >= choices.length || answer >= choices.length) return null;
  return { answer, solution, choices: choices.map(({ option, hint }) => ({ option, hint: hint ?? null })) };
}

export type MissionTaskKind = 'mcq' | 'programming';

export function missionTaskKind(taskDescription: string): MissionTaskKind {
  return parseMissionMcq(taskDescription) ? 'mcq' : 'programming';
}

/** The description text of an MCQ task (what the MCQ form writes back into Problem.md). */
export function missionMcqText(mcq: MissionMcq): string {
  const { answer, choices, solution } = mcq;
  return `MCQ\n${JSON.stringify({ answer, choices, solution }, null, 2)}\n`;
}
