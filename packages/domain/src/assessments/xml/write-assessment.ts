import type {
  StoredLibrary,
  StoredMcqQuestion,
  StoredProgrammingQuestion,
  StoredTestcase,
  StoredVotingQuestion,
} from '../model';
import {
  readAssessmentXml,
  type XmlAssessment,
  type XmlQuestion,
  type XmlReadResult,
} from './read-assessment';
import { renderXmlDocument, type XmlNode } from './render';

/**
 * Writes an assessment as XML in the current element names (api-reference section 3): reading
 * the text back with `readAssessmentXml` gives the same assessment. Whatever was read from a
 * legacy file (DEPLOYMENT, PRIVATE, maxgrade) comes out as PROGRAMMINGLANGUAGE, SECRET and maxxp.
 *
 * A question's library is written on its PROBLEM only where it differs from what the reader would
 * take from the TASK, so a file with one library for all keeps one PROGRAMMINGLANGUAGE.
 */
export function writeAssessmentXml(assessment: XmlAssessment): string {
  return renderXmlDocument({ name: 'CONTENT', children: [taskNode(assessment)] });
}

/**
 * The assessment as importing its export gives it: `{ ok: true }` with the texts as the reader
 * returns them (block texts without the blank lines around them or the indentation common to all
 * their lines, one-line values trimmed), or `{ ok: false }` with the message Ground Control would
 * answer for the file. An editor that keeps this result instead of what was typed always exports
 * a file that imports as the same assessment.
 */
export function exportedAssessment(assessment: XmlAssessment): XmlReadResult {
  return readAssessmentXml(writeAssessmentXml(assessment));
}

/** Why the written file would be refused, or undefined when Ground Control would accept it. */
export function assessmentXmlProblem(assessment: XmlAssessment): string | undefined {
  const result = exportedAssessment(assessment);
  return result.ok ? undefined : result.error;
}

function block(name: string, value: string | null | undefined): XmlNode | undefined {
  return value === null || value === undefined ? undefined : { name, text: { kind: 'block', value } };
}

function line(name: string, value: string): XmlNode {
  return { name, text: { kind: 'line', value } };
}

/** A block left out when empty: the reader's default for a missing one is the empty text. */
function optionalBlock(name: string, value: string): XmlNode | undefined {
  return value === '' ? undefined : block(name, value);
}

function taskNode(a: XmlAssessment): XmlNode {
  const isPrivate = a.password !== null;
  return {
    name: 'TASK',
    attrs: [
      ['title', a.title],
      ['number', a.number],
      ['story', a.story ?? undefined],
      ['coverimage', a.coverPicture ?? undefined],
      ['access', isPrivate ? 'private' : undefined],
    ],
    children: [
      block('READING', a.reading),
      block('WEBSUMMARY', a.summaryShort),
      block('TEXT', a.summaryLong),
      a.password !== null && a.password !== '' ? line('PASSWORD', a.password) : undefined,
      block('LLM_ASSESSMENT_PROMPT', a.llmAssessmentPrompt),
      a.library ? libraryNode('PROGRAMMINGLANGUAGE', a.library) : undefined,
      a.gradingLibrary ? libraryNode('GRADERPROGRAMMINGLANGUAGE', a.gradingLibrary) : undefined,
      { name: 'PROBLEMS', children: a.questions.map((q) => problemNode(q, a)) },
    ],
  };
}

function problemNode(q: XmlQuestion, a: XmlAssessment): XmlNode {
  const ownLibrary = a.library === null || !sameLibrary(q.library, a.library);
  // What the reader takes when the PROBLEM has no GRADERPROGRAMMINGLANGUAGE of its own.
  const inheritedGrading = a.gradingLibrary ?? q.library;
  return {
    name: 'PROBLEM',
    attrs: [
      ['type', q.question.type],
      ['maxxp', q.maxXp],
      ['showsolution', String(q.showSolution)],
      ['blocking', String(q.blocking)],
    ],
    children: [
      ownLibrary ? libraryNode('PROGRAMMINGLANGUAGE', q.library) : undefined,
      sameLibrary(q.gradingLibrary, inheritedGrading)
        ? undefined
        : libraryNode('GRADERPROGRAMMINGLANGUAGE', q.gradingLibrary),
      block('TEXT', q.question.data.content),
      ...questionNodes(q),
    ],
  };
}

function questionNodes(q: XmlQuestion): (XmlNode | undefined)[] {
  switch (q.question.type) {
    case 'programming':
      return programmingNodes(q.question.data);
    case 'mcq':
      return choiceNodes(q.question.data);
    case 'voting':
      return votingNodes(q.question.data);
  }
}

function programmingNodes(p: StoredProgrammingQuestion): (XmlNode | undefined)[] {
  // The reader sorts testcases by kind, so writing them kind by kind keeps each kind's order.
  const testcases = [
    ...p.public.map((t) => testcaseNode('PUBLIC', t)),
    ...p.opaque.map((t) => testcaseNode('OPAQUE', t)),
    ...p.secret.map((t) => testcaseNode('SECRET', t)),
  ];
  return [
    {
      name: 'SNIPPET',
      children: [
        optionalBlock('PREPEND', p.prepend),
        // TEMPLATE is required, even when empty.
        block('TEMPLATE', p.template),
        optionalBlock('POSTPEND', p.postpend),
        optionalBlock('SOLUTION', p.solution),
        testcases.length > 0 ? { name: 'TESTCASES', children: testcases } : undefined,
      ],
    },
    block('LLM_GRADING_PROMPT', p.llmPrompt),
  ];
}

function testcaseNode(name: string, t: StoredTestcase): XmlNode {
  return {
    name,
    attrs: [
      ['score', t.score],
      ['answer', t.answer],
    ],
    text: { kind: 'block', value: t.program },
  };
}

function choiceNodes(m: StoredMcqQuestion): XmlNode[] {
  return m.choices.map((choice) => ({
    name: 'CHOICE',
    attrs: [
      ['correct', String(choice.isCorrect)],
      ['hint', choice.hint ?? undefined],
    ],
    children: [{ name: 'TEXT', text: { kind: 'block', value: choice.content } }],
  }));
}

function votingNodes(v: StoredVotingQuestion): XmlNode[] {
  return [
    {
      name: 'SNIPPET',
      children: [optionalBlock('PREPEND', v.prepend), optionalBlock('TEMPLATE', v.template)],
    },
    {
      name: 'VOTING',
      attrs: [
        ['assessment_number', v.contestNumber],
        ['reveal_hours', v.revealHours],
        ['token_divider', v.tokenDivider],
      ],
      children: [
        {
          name: 'XP_ARRAY',
          children: v.xpValues.map((value) => ({ name: 'XP', attrs: [['value', value]] })),
        },
      ],
    },
  ];
}

function libraryNode(name: string, library: StoredLibrary): XmlNode {
  const { external } = library;
  const hasExternal = external.name !== 'none' || external.symbols.length > 0;
  return {
    name,
    attrs: [
      ['interpreter', library.chapter],
      ['variant', library.variant],
      ['exectime', library.execTimeMs],
    ],
    children: [
      hasExternal
        ? {
            name: 'EXTERNAL',
            attrs: [['name', external.name]],
            children: external.symbols.map((symbol) => ({
              name: 'SYMBOL',
              text: { kind: 'line', value: symbol },
            })),
          }
        : undefined,
      ...Object.entries(library.globals).map(([identifier, value]) => ({
        name: 'GLOBAL',
        children: [line('IDENTIFIER', identifier), block('VALUE', value)],
      })),
      ...Object.entries(library.languageOptions).map(([key, value]) => ({
        name: 'OPTION',
        attrs: [
          ['key', key],
          ['value', value],
        ] as const,
      })),
    ],
  };
}

/** Field by field, in order: globals and options are written in their order. */
export function sameLibrary(a: StoredLibrary, b: StoredLibrary): boolean {
  return (
    a.chapter === b.chapter &&
    a.variant === b.variant &&
    a.execTimeMs === b.execTimeMs &&
    a.external.name === b.external.name &&
    sameList(a.external.symbols, b.external.symbols) &&
    sameList(Object.entries(a.globals).flat(), Object.entries(b.globals).flat()) &&
    sameList(Object.entries(a.languageOptions).flat(), Object.entries(b.languageOptions).flat())
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
