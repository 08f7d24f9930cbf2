import { type SourceChapter, VARIANTS_BY_CHAPTER } from '../../chapters';
import { ENGINE_OPTION_KEY, SOURCE_ENGINES } from '../../engines';
import type { StoredLibrary, StoredQuestion, StoredTestcase } from '../model';
import type { XmlAssessment, XmlQuestion } from './read-assessment';

/**
 * Random assessments for the writer's round-trip test (fast-check is not installed): a seeded
 * generator, so a failure names a seed that reproduces it. Every value is one the reader can
 * produce: attributes and one-line values trimmed, block texts without blank lines around them
 * and without indentation common to all their lines, no carriage returns.
 */
export function randomGenerator(seed: number) {
  let state = seed >>> 0;
  /** mulberry32: small, fast and good enough to vary test data. */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number) => next() < p;
  const list = <T>(min: number, max: number, make: () => T): T[] =>
    Array.from({ length: int(min, max) }, make);
  return { int, pick, chance, list };
}

type Random = ReturnType<typeof randomGenerator>;

/** Pieces that have broken XML writers: markup, entities, CDATA ends, quotes, non-ASCII. */
const PIECES = [
  'a',
  'Z',
  '0',
  '42',
  'x',
  'const',
  'f(x)',
  ' ',
  ' ',
  '\t',
  '<',
  '>',
  '&',
  '&amp;',
  '&lt;',
  '&#65;',
  '&#x41;',
  '&nbsp;',
  ']]>',
  ']]',
  '<![CDATA[',
  '"',
  "'",
  '=',
  '/>',
  '</TEXT>',
  '<B>bold</B>',
  '<!-- c -->',
  'é',
  '😀',
  '中文',
  '\u2028',
  '\\n',
  '$',
  '{',
  '}',
  '%',
  '#',
  '*',
  '`',
] as const;

function word(r: Random): string {
  return r.list(1, 4, () => r.pick(PIECES)).join('');
}

/** A one-line value: at least one visible character, no whitespace at either end, no newline. */
export function lineValue(r: Random): string {
  const text = r.list(1, 3, () => word(r)).join(r.pick([' ', '  ', '\t']));
  const trimmed = text.trim();
  return trimmed === '' ? 'v' : trimmed;
}

/** A block text in the reader's normal form (see above); '' when `allowEmpty` and by chance. */
export function blockValue(r: Random, allowEmpty = true): string {
  if (allowEmpty && r.chance(0.15)) return '';
  const lines = r.list(1, 5, () =>
    r.chance(0.2) ? r.pick(['', '  ', '\t']) : `${r.pick(['', '  ', '    ', '\t'])}${word(r)}`,
  );
  // The first line starts with a visible character, so nothing is common to all the lines; the
  // last one ends with one, as the reader trims the end.
  lines[0] = `${r.pick(['x', '<', '&', ']', '/', '"'])}${(lines[0] ?? '').trim()}`;
  const last = lines.length - 1;
  lines[last] = `${(lines[last] ?? '').trimEnd()}`;
  if (lines[last] === '') lines[last] = ';';
  return lines.join('\n');
}

function library(r: Random): StoredLibrary {
  const chapter = r.int(1, 4) as SourceChapter;
  const globals = new Map<string, string>();
  for (const _ of r.list(0, 3, () => 0))
    globals.set(r.pick([lineValue(r), '__proto__', 'constructor']), blockValue(r));
  const options = new Map<string, string>();
  for (const _ of r.list(0, 2, () => 0)) options.set(lineValue(r), r.chance(0.3) ? '' : word(r));
  // The one option the importer checks: only an evaluator's name may be its value.
  if (options.has(ENGINE_OPTION_KEY) || r.chance(0.2)) options.set(ENGINE_OPTION_KEY, r.pick(SOURCE_ENGINES));
  return {
    chapter,
    variant: r.pick(VARIANTS_BY_CHAPTER[chapter]),
    execTimeMs: r.pick([1, 1000, 3000, 60_000]),
    globals: Object.fromEntries(globals),
    languageOptions: Object.fromEntries(options),
    external: r.chance(0.4)
      ? { name: 'none', symbols: r.chance(0.3) ? [lineValue(r)] : [] }
      : { name: r.pick(['runes', 'curves', 'sound', 'a&b<c>']), symbols: r.list(0, 3, () => lineValue(r)) },
  };
}

function testcase(r: Random): StoredTestcase {
  return {
    program: blockValue(r, false),
    answer: r.chance(0.1) ? '' : lineValue(r),
    score: r.int(0, 1_000_000),
  };
}

function question(r: Random): StoredQuestion {
  const content = blockValue(r, false);
  const type = r.pick(['programming', 'mcq', 'voting'] as const);
  if (type === 'mcq') {
    const count = r.int(1, 5);
    const correct = r.int(0, count - 1);
    const choices = Array.from({ length: count }, (_, choiceId) => ({
      choiceId,
      content: blockValue(r),
      hint: r.chance(0.3) ? null : r.chance(0.1) ? '' : r.pick([word(r), ` ${word(r)} `, 'a\nb']),
      isCorrect: choiceId === correct,
    }));
    return { type, data: { content, choices } };
  }
  if (type === 'voting') {
    return {
      type,
      data: {
        content,
        prepend: blockValue(r),
        template: blockValue(r),
        contestNumber: lineValue(r),
        revealHours: r.int(0, 100_000),
        tokenDivider: r.int(1, 1_000_000),
        xpValues: r.list(1, 4, () => r.int(0, 1_000_000)),
      },
    };
  }
  return {
    type,
    data: {
      content,
      prepend: blockValue(r),
      template: blockValue(r),
      postpend: blockValue(r),
      solution: blockValue(r),
      ...(r.chance(0.3) ? { llmPrompt: blockValue(r) } : {}),
      public: r.list(0, 3, () => testcase(r)),
      opaque: r.list(0, 2, () => testcase(r)),
      secret: r.list(0, 2, () => testcase(r)),
    },
  };
}

export function randomAssessment(r: Random): XmlAssessment {
  const taskLibrary = r.chance(0.8) ? library(r) : null;
  const taskGrading = r.chance(0.4) ? library(r) : null;
  const questions = r.list(1, 4, (): XmlQuestion => {
    const own = taskLibrary === null || r.chance(0.3) ? library(r) : taskLibrary;
    const grading = r.pick([own, taskGrading ?? own, library(r)]);
    return {
      question: question(r),
      maxXp: r.int(0, 1_000_000),
      showSolution: r.chance(0.5),
      blocking: r.chance(0.5),
      library: own,
      gradingLibrary: grading,
    };
  });
  const optional = () => (r.chance(0.4) ? null : blockValue(r, false));
  return {
    title: lineValue(r),
    number: lineValue(r),
    story: r.chance(0.5) ? null : lineValue(r),
    coverPicture: r.chance(0.5) ? null : lineValue(r),
    reading: optional(),
    summaryShort: optional(),
    summaryLong: optional(),
    password: r.pick([null, '', lineValue(r)]),
    llmAssessmentPrompt: optional(),
    library: taskLibrary,
    gradingLibrary: taskGrading,
    questions,
  };
}
