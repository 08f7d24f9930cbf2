import { ChapterSchema, VariantSchema } from '@sa/contracts';
import { missionMaxXp, type XmlAssessment } from '@sa/domain';
import { z } from 'zod';

/**
 * The mission editor keeps its work in this browser's local storage (spec 3 section 4): the mission
 * and its overview under separate keys. What is read back is checked with zod, so a copy written by
 * an older build, or edited by hand, opens the import screen with a message instead of breaking it.
 */
export const MISSION_KEY = 'missionControl.mission';
export const OVERVIEW_KEY = 'missionControl.overview';

const Library = z.object({
  chapter: ChapterSchema,
  variant: VariantSchema,
  execTimeMs: z.number().int(),
  globals: z.record(z.string(), z.string()),
  languageOptions: z.record(z.string(), z.string()),
  external: z.object({ name: z.string(), symbols: z.array(z.string()) }),
});

const Testcase = z.object({ program: z.string(), answer: z.string(), score: z.number().int() });

const Question = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('programming'),
    data: z.object({
      content: z.string(),
      prepend: z.string(),
      template: z.string(),
      postpend: z.string(),
      solution: z.string(),
      llmPrompt: z.string().optional(),
      public: z.array(Testcase),
      opaque: z.array(Testcase),
      secret: z.array(Testcase),
    }),
  }),
  z.object({
    type: z.literal('mcq'),
    data: z.object({
      content: z.string(),
      choices: z.array(
        z.object({
          choiceId: z.number().int(),
          content: z.string(),
          hint: z.string().nullable(),
          isCorrect: z.boolean(),
        }),
      ),
    }),
  }),
  z.object({
    type: z.literal('voting'),
    data: z.object({
      content: z.string(),
      prepend: z.string(),
      template: z.string(),
      contestNumber: z.string(),
      revealHours: z.number().int(),
      tokenDivider: z.number().int(),
      xpValues: z.array(z.number().int()),
    }),
  }),
]);

const Mission = z.object({
  title: z.string(),
  number: z.string(),
  story: z.string().nullable(),
  coverPicture: z.string().nullable(),
  reading: z.string().nullable(),
  summaryShort: z.string().nullable(),
  summaryLong: z.string().nullable(),
  password: z.string().nullable(),
  llmAssessmentPrompt: z.string().nullable(),
  library: Library.nullable(),
  gradingLibrary: Library.nullable(),
  questions: z
    .array(
      z.object({
        question: Question,
        maxXp: z.number().int(),
        showSolution: z.boolean(),
        blocking: z.boolean(),
        library: Library,
        gradingLibrary: Library,
      }),
    )
    .min(1),
});

/** The overview card's fields (spec 3 section 3, "Mission overview"); the editor's mission is id -1. */
const Overview = z.object({
  id: z.literal(-1),
  type: z.string(),
  title: z.string(),
  number: z.string(),
  shortSummary: z.string(),
  coverImage: z.string(),
  story: z.string().nullable(),
  reading: z.string(),
  maxXp: z.number().int(),
  xp: z.number().int(),
  isManuallyGraded: z.boolean(),
  openAt: z.string(),
  closeAt: z.string(),
  status: z.string(),
  gradingStatus: z.string(),
  fileName: z.string(),
  category: z.string(),
});
export type MissionOverview = z.infer<typeof Overview>;

export type StoredMission =
  | { kind: 'none' }
  | { kind: 'broken' }
  | { kind: 'saved'; mission: XmlAssessment; overview: MissionOverview };

/** The overview of a mission: what the import screen's card shows. */
export function overviewOf(
  mission: XmlAssessment,
  fileName: string,
  previous?: MissionOverview,
): MissionOverview {
  return {
    id: -1,
    type: previous?.type ?? 'Missions',
    title: mission.title,
    number: mission.number,
    shortSummary: mission.summaryShort ?? '',
    coverImage: mission.coverPicture ?? '',
    story: mission.story,
    reading: mission.reading ?? '',
    maxXp: missionMaxXp(mission),
    xp: 0,
    isManuallyGraded: previous?.isManuallyGraded ?? false,
    openAt: previous?.openAt ?? '',
    closeAt: previous?.closeAt ?? '',
    status: 'not_attempted',
    gradingStatus: 'none',
    fileName,
    category: previous?.category ?? 'Missions',
  };
}

function readJson(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  return text === null ? undefined : JSON.parse(text);
}

/** What this browser holds: nothing, a broken copy, or the mission with its overview. */
export function loadMission(storage: Storage = localStorage): StoredMission {
  try {
    const mission = readJson(storage, MISSION_KEY);
    const overview = readJson(storage, OVERVIEW_KEY);
    if (mission === undefined && overview === undefined) return { kind: 'none' };
    const parsedMission = Mission.safeParse(mission);
    const parsedOverview = Overview.safeParse(overview);
    if (!parsedMission.success || !parsedOverview.success) return { kind: 'broken' };
    return { kind: 'saved', mission: parsedMission.data, overview: parsedOverview.data };
  } catch {
    // Not JSON at all, or storage refused to be read (a locked-down browser).
    return { kind: 'broken' };
  }
}

/**
 * Writes the mission and its overview; the overview's max XP follows the questions' total when it
 * changed (spec 3 section 4). False when the browser refused (quota, private mode).
 */
export function saveMission(
  mission: XmlAssessment,
  overview: MissionOverview,
  storage: Storage = localStorage,
): { ok: true; overview: MissionOverview } | { ok: false } {
  const total = missionMaxXp(mission);
  const next: MissionOverview = {
    ...overview,
    title: mission.title,
    number: mission.number,
    shortSummary: mission.summaryShort ?? '',
    coverImage: mission.coverPicture ?? '',
    story: mission.story,
    reading: mission.reading ?? '',
    maxXp: total === overview.maxXp ? overview.maxXp : total,
  };
  try {
    storage.setItem(MISSION_KEY, JSON.stringify(mission));
    storage.setItem(OVERVIEW_KEY, JSON.stringify(next));
    return { ok: true, overview: next };
  } catch {
    return { ok: false };
  }
}

/** Forgets a broken copy, so the import screen starts clean. */
export function clearMission(storage: Storage = localStorage): void {
  try {
    storage.removeItem(MISSION_KEY);
    storage.removeItem(OVERVIEW_KEY);
  } catch {
    // Nothing to do: the next save reports the refusal.
  }
}
