/**
 * Which evaluator runs the default variant of Source (issue 27, ADR 0035/0039): our fast path
 * (Source compiled to JavaScript) or js-slang's own evaluator. The stepper, the Env Visualizer and
 * breakpoints always use js-slang's CSE machine and interpreter, whatever is chosen here.
 */
export const SOURCE_ENGINES = ['fast', 'js-slang'] as const;
export type SourceEngine = (typeof SOURCE_ENGINES)[number];

/** A course, a playground or a question that says nothing runs on the fast path. */
export const DEFAULT_SOURCE_ENGINE: SourceEngine = 'fast';

/** How the admin panel and the playground name each evaluator. */
export const SOURCE_ENGINE_LABELS: Readonly<Record<SourceEngine, string>> = {
  fast: 'Fast (compiled)',
  'js-slang': 'js-slang',
};

/** The library OPTION (`<OPTION key="engine" value="js-slang"/>`) that picks a question's evaluator. */
export const ENGINE_OPTION_KEY = 'engine';

export function isSourceEngine(value: unknown): value is SourceEngine {
  return typeof value === 'string' && (SOURCE_ENGINES as readonly string[]).includes(value);
}

/**
 * The evaluator a question library asks for, undefined when it names none. A value that is not an
 * evaluator is rejected when the XML is uploaded, so one read back from storage is ignored (undefined)
 * rather than trusted.
 */
export function libraryEngine(library: {
  readonly languageOptions: Readonly<Record<string, string>>;
}): SourceEngine | undefined {
  const value = Object.hasOwn(library.languageOptions, ENGINE_OPTION_KEY)
    ? library.languageOptions[ENGINE_OPTION_KEY]?.trim()
    : undefined;
  return isSourceEngine(value) ? value : undefined;
}

/**
 * The evaluator of one run, most specific first: the question's library (assessments and the
 * grader), then the user's playground choice, then the course's setting, then the fast path.
 */
export function chooseEngine(choices: {
  library?: SourceEngine | undefined;
  playground?: SourceEngine | null | undefined;
  course?: SourceEngine | null | undefined;
}): SourceEngine {
  return choices.library ?? choices.playground ?? choices.course ?? DEFAULT_SOURCE_ENGINE;
}

/** Why an engine OPTION was refused at upload (where is the element's description). */
export function engineOptionError(value: string, where: string): string {
  const allowed = SOURCE_ENGINES.map((engine) => `"${engine}"`).join(' or ');
  return `Invalid ${where}: OPTION ${ENGINE_OPTION_KEY} must be ${allowed}, not "${value}"`;
}
