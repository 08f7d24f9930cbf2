import {
  QUESTION_TYPES,
  type QuestionType,
  type StoredLibrary,
  type StoredMcqChoice,
  type StoredQuestion,
  type StoredTestcase,
  type TestcaseKind,
} from '../model';
import { GRADER_LIBRARY_ELEMENTS, LIBRARY_ELEMENTS, optionalLibrary } from './library';
import { blockText, childrenNamed, firstChild, type XmlElement } from './tree';
import { fail, flag, wholeNumber } from './values';

/** One question as it is stored (the `questions` row without ids). */
export interface XmlQuestion {
  question: StoredQuestion;
  maxXp: number;
  showSolution: boolean;
  blocking: boolean;
  library: StoredLibrary;
  gradingLibrary: StoredLibrary;
}

export const MAX_TESTCASES_PER_PROBLEM = 500;
export const MAX_CHOICES_PER_PROBLEM = 50;
const MAX_XP = 1_000_000;
const MAX_VOTING_XP_VALUES = 100;
const DEFAULT_VOTING_XP_VALUES = [500, 400, 300];

/**
 * Testcase elements and the kind each becomes. Legacy PRIVATE testcases (before the 2021 split into
 * OPAQUE and SECRET) were never shown to students and were run only by the grader: SECRET is the
 * kind that keeps both promises. OPAQUE would send their programs to the browser to run there.
 */
const TESTCASE_ELEMENTS: Readonly<Record<string, TestcaseKind>> = {
  PUBLIC: 'public',
  OPAQUE: 'opaque',
  SECRET: 'secret',
  PRIVATE: 'secret',
};

export interface ProblemDefaults {
  library: StoredLibrary | undefined;
  gradingLibrary: StoredLibrary | undefined;
}

/**
 * One PROBLEM (1-based `position`). Its own PROGRAMMINGLANGUAGE replaces the task's; its grading
 * library is its own GRADERPROGRAMMINGLANGUAGE, else the task's, else the library it runs with.
 */
export function parseProblem(element: XmlElement, position: number, defaults: ProblemDefaults): XmlQuestion {
  const where = `PROBLEM ${position}`;
  const typeText = element.attrs.type?.trim();
  const maxXpName = element.attrs.maxxp !== undefined ? 'maxxp' : 'maxgrade';
  if (!typeText || element.attrs[maxXpName] === undefined) fail('Missing attribute(s) on PROBLEM');
  if (!(QUESTION_TYPES as readonly string[]).includes(typeText)) fail('Invalid question type.');
  const type = typeText as QuestionType;
  const maxXp = wholeNumber(element, maxXpName, where, { min: 0, max: MAX_XP }) ?? 0;

  const library = optionalLibrary(element, LIBRARY_ELEMENTS, where) ?? defaults.library;
  if (!library) fail('Missing PROGRAMMINGLANGUAGE');
  const gradingLibrary =
    optionalLibrary(element, GRADER_LIBRARY_ELEMENTS, where) ?? defaults.gradingLibrary ?? library;

  const textElement = firstChild(element, 'TEXT');
  const content = textElement ? blockText(textElement) : '';
  if (content === '') fail(`Invalid ${where}: TEXT (the question) is required`);

  return {
    question: parseQuestion(type, element, content, where),
    maxXp,
    showSolution: flag(element, 'showsolution'),
    blocking: flag(element, 'blocking'),
    library,
    gradingLibrary,
  };
}

function parseQuestion(
  type: QuestionType,
  element: XmlElement,
  content: string,
  where: string,
): StoredQuestion {
  switch (type) {
    case 'programming':
      return { type, data: { content, ...parseProgramming(element, where) } };
    case 'mcq':
      return { type, data: { content, choices: parseChoices(element, where) } };
    case 'voting':
      return { type, data: { content, ...parseVoting(element, where) } };
  }
}

function snippetPart(snippet: XmlElement | undefined, name: string): string | undefined {
  const part = snippet ? firstChild(snippet, name) : undefined;
  return part ? blockText(part) : undefined;
}

function parseProgramming(element: XmlElement, where: string) {
  const snippet = firstChild(element, 'SNIPPET');
  const template = snippetPart(snippet, 'TEMPLATE');
  if (template === undefined)
    fail(`Invalid ${where}: SNIPPET/TEMPLATE is required for a programming problem`);
  const testcases: Record<TestcaseKind, StoredTestcase[]> = { public: [], opaque: [], secret: [] };
  const testcasesElement = snippet ? firstChild(snippet, 'TESTCASES') : undefined;
  const testcaseElements = testcasesElement
    ? childrenNamed(testcasesElement, ...Object.keys(TESTCASE_ELEMENTS))
    : [];
  if (testcaseElements.length > MAX_TESTCASES_PER_PROBLEM) {
    fail(`Invalid ${where}: more than ${MAX_TESTCASES_PER_PROBLEM} testcases`);
  }
  for (const [index, testcase] of testcaseElements.entries()) {
    const kind = TESTCASE_ELEMENTS[testcase.name] ?? 'secret';
    testcases[kind].push(parseTestcase(testcase, `${where} testcase ${index + 1} (${testcase.name})`));
  }
  const llmPromptElement = firstChild(element, 'LLM_GRADING_PROMPT');
  return {
    prepend: snippetPart(snippet, 'PREPEND') ?? '',
    template,
    postpend: snippetPart(snippet, 'POSTPEND') ?? '',
    solution: snippetPart(snippet, 'SOLUTION') ?? '',
    ...(llmPromptElement ? { llmPrompt: blockText(llmPromptElement) } : {}),
    ...testcases,
  };
}

/** `score` and `answer` are required; the element's text is the program whose value is compared. */
function parseTestcase(element: XmlElement, where: string): StoredTestcase {
  const answer = element.attrs.answer;
  if (answer === undefined || element.attrs.score === undefined) {
    fail(`Invalid ${where}: the attributes score and answer are required`);
  }
  const score = wholeNumber(element, 'score', where, { min: 0, max: MAX_XP }) ?? 0;
  const program = blockText(element);
  if (program === '') fail(`Invalid ${where}: the test program is empty`);
  return { program, answer: answer.trim(), score };
}

/** CHOICE elements in file order; the choice id is the 0-based position; exactly one is correct. */
function parseChoices(element: XmlElement, where: string): StoredMcqChoice[] {
  const elements = childrenNamed(element, 'CHOICE');
  if (elements.length === 0) fail(`Invalid ${where}: an mcq problem needs at least one CHOICE`);
  if (elements.length > MAX_CHOICES_PER_PROBLEM) {
    fail(`Invalid ${where}: more than ${MAX_CHOICES_PER_PROBLEM} CHOICE elements`);
  }
  const choices = elements.map((choice, choiceId) => {
    const text = firstChild(choice, 'TEXT');
    return {
      choiceId,
      content: text ? blockText(text) : '',
      hint: choice.attrs.hint ?? null,
      isCorrect: flag(choice, 'correct'),
    };
  });
  const correct = choices.filter((choice) => choice.isCorrect).length;
  if (correct !== 1) fail(`Invalid ${where}: exactly one CHOICE must be correct="true" (found ${correct})`);
  return choices;
}

/** SNIPPET/PREPEND and TEMPLATE, and VOTING with the contest's number and the XP per rank. */
function parseVoting(element: XmlElement, where: string) {
  const snippet = firstChild(element, 'SNIPPET');
  const voting = firstChild(element, 'VOTING');
  const vwhere = `${where} VOTING`;
  if (!voting) fail(`Invalid ${where}: a voting problem needs a VOTING element`);
  const contestNumber = voting.attrs.assessment_number?.trim();
  if (!contestNumber) fail(`Invalid ${vwhere}: assessment_number (the contest's number) is required`);
  const revealHours = wholeNumber(voting, 'reveal_hours', vwhere, { min: 0, max: 100_000 });
  if (revealHours === undefined) fail(`Invalid ${vwhere}: reveal_hours is required`);
  const tokenDivider = wholeNumber(voting, 'token_divider', vwhere, { min: 1, max: 1_000_000 });
  if (tokenDivider === undefined) fail(`Invalid ${vwhere}: token_divider is required`);
  const xpArray = firstChild(voting, 'XP_ARRAY');
  const xpElements = xpArray ? childrenNamed(xpArray, 'XP') : [];
  if (xpElements.length > MAX_VOTING_XP_VALUES)
    fail(`Invalid ${vwhere}: more than ${MAX_VOTING_XP_VALUES} XP values`);
  const xpValues = xpElements.map((xp, index) => {
    const value = wholeNumber(xp, 'value', `${vwhere} XP ${index + 1}`, { min: 0, max: MAX_XP });
    if (value === undefined) fail(`Invalid ${vwhere} XP ${index + 1}: value is required`);
    return value;
  });
  return {
    prepend: snippetPart(snippet, 'PREPEND') ?? '',
    template: snippetPart(snippet, 'TEMPLATE') ?? '',
    contestNumber,
    revealHours,
    tokenDivider,
    xpValues: xpValues.length > 0 ? xpValues : [...DEFAULT_VOTING_XP_VALUES],
  };
}
