import { DEFAULT_EXEC_TIME_MS, type StoredLibrary } from '../assessments/model';
import type { XmlAssessment, XmlQuestion } from '../assessments/xml/read-assessment';

/**
 * The mission editor's structural edits (spec 3, section 4, "XML mission editor"). Each returns a
 * new assessment and the question to show next; none changes its argument. An edit that cannot
 * apply (deleting the only question, shifting past an end, a position outside the list) returns
 * the assessment unchanged, so the page needs no special case.
 */
export interface MissionQuestionEdit {
  assessment: XmlAssessment;
  /** 0-based position of the question to show after the edit. */
  selected: number;
}

export type ShiftDirection = 'left' | 'right';

/** Chapter 1, as a new mission starts: the course's learners begin there. */
export const DEFAULT_EDITOR_LIBRARY: StoredLibrary = {
  chapter: 1,
  variant: 'default',
  execTimeMs: DEFAULT_EXEC_TIME_MS,
  globals: {},
  languageOptions: {},
  external: { name: 'none', symbols: [] },
};

export const DEFAULT_QUESTION_TEXT = 'Describe the task here.';
export const DEFAULT_QUESTION_TEMPLATE = '// Write your program here.';

/** A programming question with the mission's default libraries and no testcases. */
export function defaultMissionQuestion(
  assessment: Pick<XmlAssessment, 'library' | 'gradingLibrary'>,
): XmlQuestion {
  const library = assessment.library ?? DEFAULT_EDITOR_LIBRARY;
  return {
    question: {
      type: 'programming',
      data: {
        content: DEFAULT_QUESTION_TEXT,
        prepend: '',
        template: DEFAULT_QUESTION_TEMPLATE,
        postpend: '',
        solution: '',
        public: [],
        opaque: [],
        secret: [],
      },
    },
    maxXp: 0,
    showSolution: false,
    blocking: false,
    library: structuredClone(library),
    gradingLibrary: structuredClone(assessment.gradingLibrary ?? library),
  };
}

/** The blank mission of the import screen: one default question, chapter 1, public. */
export function newMission(): XmlAssessment {
  const base = {
    title: 'New Mission',
    number: 'M0',
    story: null,
    coverPicture: null,
    reading: null,
    summaryShort: null,
    summaryLong: null,
    password: null,
    llmAssessmentPrompt: null,
    library: structuredClone(DEFAULT_EDITOR_LIBRARY),
    gradingLibrary: null,
  };
  return { ...base, questions: [defaultMissionQuestion(base)] };
}

function isPosition(assessment: XmlAssessment, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < assessment.questions.length;
}

function withQuestions(
  assessment: XmlAssessment,
  questions: XmlQuestion[],
  selected: number,
): MissionQuestionEdit {
  return { assessment: { ...assessment, questions }, selected };
}

/** A copy of the question right after it, shown next. */
export function cloneMissionQuestion(assessment: XmlAssessment, index: number): MissionQuestionEdit {
  if (!isPosition(assessment, index)) return { assessment, selected: index };
  const questions = [...assessment.questions];
  questions.splice(index + 1, 0, structuredClone(assessment.questions[index] as XmlQuestion));
  return withQuestions(assessment, questions, index + 1);
}

export function canDeleteMissionQuestion(assessment: XmlAssessment): boolean {
  return assessment.questions.length > 1;
}

/** Removes the question and shows the one before it (the first when it was the first). */
export function deleteMissionQuestion(assessment: XmlAssessment, index: number): MissionQuestionEdit {
  if (!canDeleteMissionQuestion(assessment) || !isPosition(assessment, index))
    return { assessment, selected: index };
  const questions = assessment.questions.filter((_, i) => i !== index);
  return withQuestions(assessment, questions, Math.max(0, index - 1));
}

export function canShiftMissionQuestion(
  assessment: XmlAssessment,
  index: number,
  direction: ShiftDirection,
): boolean {
  const target = direction === 'left' ? index - 1 : index + 1;
  return isPosition(assessment, index) && isPosition(assessment, target);
}

/** Swaps the question with its neighbour; the question stays shown at its new position. */
export function shiftMissionQuestion(
  assessment: XmlAssessment,
  index: number,
  direction: ShiftDirection,
): MissionQuestionEdit {
  if (!canShiftMissionQuestion(assessment, index, direction)) return { assessment, selected: index };
  const target = direction === 'left' ? index - 1 : index + 1;
  const questions = [...assessment.questions];
  questions[index] = assessment.questions[target] as XmlQuestion;
  questions[target] = assessment.questions[index] as XmlQuestion;
  return withQuestions(assessment, questions, target);
}

/** A default question right after the one shown (first when the list is empty), shown next. */
export function insertMissionQuestion(assessment: XmlAssessment, index: number): MissionQuestionEdit {
  const at = isPosition(assessment, index) ? index + 1 : assessment.questions.length;
  const questions = [...assessment.questions];
  questions.splice(at, 0, defaultMissionQuestion(assessment));
  return withQuestions(assessment, questions, at);
}

/** The mission's max XP: the overview's figure, updated on save when the total changes. */
export function missionMaxXp(assessment: Pick<XmlAssessment, 'questions'>): number {
  return assessment.questions.reduce((sum, question) => sum + question.maxXp, 0);
}
