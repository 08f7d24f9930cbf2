import { describe, expect, it } from 'vitest';
import { readAssessmentXml } from './assessments/xml/read-assessment';
import { errorOf, ok, task } from './assessments/xml/test-xml';
import { chooseEngine, DEFAULT_SOURCE_ENGINE, isSourceEngine, libraryEngine } from './engines';

describe('libraryEngine: the evaluator a question library asks for', () => {
  it('reads the engine option', () => {
    expect(libraryEngine({ languageOptions: { engine: 'js-slang' } })).toBe('js-slang');
    expect(libraryEngine({ languageOptions: { engine: 'fast', typecheck: 'false' } })).toBe('fast');
  });

  it('is undefined when the library names none, or names something that is not an evaluator', () => {
    expect(libraryEngine({ languageOptions: {} })).toBeUndefined();
    expect(libraryEngine({ languageOptions: { typecheck: 'js-slang' } })).toBeUndefined();
    expect(libraryEngine({ languageOptions: { engine: 'JS-Slang' } })).toBeUndefined();
  });

  it('does not take an engine from the object prototype', () => {
    const options = Object.create({ engine: 'js-slang' }) as Record<string, string>;
    expect(libraryEngine({ languageOptions: options })).toBeUndefined();
  });
});

describe('chooseEngine: library, then playground, then course, then the fast path', () => {
  it('defaults to the fast path', () => {
    expect(DEFAULT_SOURCE_ENGINE).toBe('fast');
    expect(chooseEngine({})).toBe('fast');
    expect(chooseEngine({ playground: null, course: null })).toBe('fast');
  });

  it('takes the most specific choice', () => {
    expect(chooseEngine({ course: 'js-slang' })).toBe('js-slang');
    expect(chooseEngine({ playground: 'fast', course: 'js-slang' })).toBe('fast');
    expect(chooseEngine({ library: 'js-slang', playground: 'fast', course: 'fast' })).toBe('js-slang');
    expect(chooseEngine({ library: 'fast', course: 'js-slang' })).toBe('fast');
  });

  it('knows the evaluators', () => {
    expect(['fast', 'js-slang', 'slang', '', 1].map(isSourceEngine)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('an engine OPTION in assessment XML', () => {
  const withOption = (value: string) =>
    task({
      library: `<PROGRAMMINGLANGUAGE interpreter="1"><OPTION key="engine" value="${value}"/></PROGRAMMINGLANGUAGE>`,
    });

  it('is kept when it names an evaluator', () => {
    const assessment = ok(readAssessmentXml(withOption('js-slang')));
    const library = assessment.questions[0]?.library;
    expect(library?.languageOptions).toEqual({ engine: 'js-slang' });
    expect(library && libraryEngine(library)).toBe('js-slang');
  });

  it('is refused with a message naming the allowed values', () => {
    expect(errorOf(withOption('slow'))).toBe(
      'Invalid PROGRAMMINGLANGUAGE: OPTION engine must be "fast" or "js-slang", not "slow"',
    );
  });

  it('is refused in a grader library too', () => {
    const xml = task({
      extra:
        '<GRADERPROGRAMMINGLANGUAGE interpreter="1"><OPTION key="engine" value=""/></GRADERPROGRAMMINGLANGUAGE>',
    });
    expect(errorOf(xml)).toContain('OPTION engine must be "fast" or "js-slang", not ""');
  });
});
