import { findUnstorableText, UNSAFE_TEXT_MESSAGE } from '../../text-safety';
import type { StoredLibrary } from '../model';
import { GRADER_LIBRARY_ELEMENTS, LIBRARY_ELEMENTS, optionalLibrary } from './library';
import { parseProblem, type XmlQuestion } from './problems';
import {
  blockText,
  childrenNamed,
  findDescendant,
  firstChild,
  lineText,
  parseXml,
  type XmlElement,
} from './tree';
import { fail, nonBlank, XmlImportError } from './values';

export type { XmlQuestion } from './problems';

/**
 * The assessment as an XML file describes it (api-reference section 3): what Ground Control stores
 * and what the mission editor edits. Dates, type and publication are not in the file.
 */
export interface XmlAssessment {
  title: string;
  number: string;
  story: string | null;
  coverPicture: string | null;
  reading: string | null;
  summaryShort: string | null;
  summaryLong: string | null;
  /** Null for a public task; '' for a private one without a PASSWORD. */
  password: string | null;
  llmAssessmentPrompt: string | null;
  /**
   * The TASK's PROGRAMMINGLANGUAGE and GRADERPROGRAMMINGLANGUAGE (null when absent): the defaults
   * already applied to every question's own library. Kept so that a file written back has them;
   * Ground Control stores only the questions' libraries.
   */
  library: StoredLibrary | null;
  gradingLibrary: StoredLibrary | null;
  /** In file order; display_order is the 1-based position. */
  questions: XmlQuestion[];
}

export type XmlReadResult = { ok: true; assessment: XmlAssessment } | { ok: false; error: string };

export const MAX_PROBLEMS = 200;
const MAX_TITLE_CHARS = 500;
const MAX_NUMBER_CHARS = 100;

/**
 * Reads an assessment XML file (api-reference section 3) into the stored shapes. Never throws:
 * every problem with the file comes back as `{ ok: false, error }` with the text to show.
 * Both the current element names and the legacy ones (DEPLOYMENT, GRADERDEPLOYMENT, PRIVATE,
 * maxgrade) are read; the legacy TASK attributes kind, startdate, enddate and duedate are ignored.
 */
export function readAssessmentXml(xml: string): XmlReadResult {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  try {
    const assessment = readTask(parsed.roots);
    // A NUL or a lone surrogate (raw, or written as a character reference) cannot be stored. Only
    // what Ground Control stores is checked, as before the task's libraries were kept: a default
    // library that no question uses never reaches the database.
    const { library: _library, gradingLibrary: _gradingLibrary, ...stored } = assessment;
    const unstorable = findUnstorableText(stored);
    if (unstorable !== undefined) fail(`Invalid XML: ${unstorable} ${UNSAFE_TEXT_MESSAGE}`);
    return { ok: true, assessment };
  } catch (error) {
    if (error instanceof XmlImportError) return { ok: false, error: error.message };
    throw error;
  }
}

function readTask(roots: XmlElement[]): XmlAssessment {
  const task = findDescendant(roots, 'TASK');
  if (!task) fail('Missing TASK');
  const title = task.attrs.title?.trim();
  const number = task.attrs.number?.trim();
  if (!title) fail('Invalid TASK: title is required');
  if (!number) fail('Invalid TASK: number is required');
  if (title.length > MAX_TITLE_CHARS)
    fail(`Invalid TASK: title is longer than ${MAX_TITLE_CHARS} characters`);
  if (number.length > MAX_NUMBER_CHARS)
    fail(`Invalid TASK: number is longer than ${MAX_NUMBER_CHARS} characters`);

  const isPrivate = task.attrs.access?.trim().toLowerCase() === 'private';
  const passwordElement = firstChild(task, 'PASSWORD');
  const text = (name: string) => {
    const element = firstChild(task, name);
    return element ? nonBlank(blockText(element)) : null;
  };

  const library = optionalLibrary(task, LIBRARY_ELEMENTS, '');
  // Without any GRADERPROGRAMMINGLANGUAGE a problem is graded with the library it runs with.
  const gradingLibrary = optionalLibrary(task, GRADER_LIBRARY_ELEMENTS, '');
  const problemsElement = firstChild(task, 'PROBLEMS');
  const problems = problemsElement ? childrenNamed(problemsElement, 'PROBLEM') : [];
  if (problems.length === 0) fail('Invalid PROBLEMS: the task needs at least one PROBLEM');
  if (problems.length > MAX_PROBLEMS) fail(`Invalid PROBLEMS: more than ${MAX_PROBLEMS} PROBLEM elements`);
  const questions = problems.map((problem, index) =>
    parseProblem(problem, index + 1, { library, gradingLibrary }),
  );

  return {
    title,
    number,
    story: nonBlank(task.attrs.story?.trim()),
    coverPicture: nonBlank(task.attrs.coverimage?.trim()),
    reading: text('READING'),
    summaryShort: text('WEBSUMMARY'),
    summaryLong: text('TEXT'),
    password: isPrivate ? (passwordElement ? lineText(passwordElement) : '') : null,
    llmAssessmentPrompt: text('LLM_ASSESSMENT_PROMPT'),
    library: library ?? null,
    gradingLibrary: gradingLibrary ?? null,
    questions,
  };
}
