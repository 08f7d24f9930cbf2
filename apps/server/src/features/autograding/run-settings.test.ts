import { describe, expect, it } from 'vitest';
import { runSettings } from './grade-answer';

const library = {
  chapter: 1 as const,
  variant: 'default' as const,
  execTimeMs: 1000,
  globals: {},
  languageOptions: {},
};

describe('the grader runs an answer with its question library', () => {
  it('passes a legacy external library so its module bundles define the listed symbols', () => {
    const settings = runSettings({ ...library, external: { name: 'runes', symbols: ['heart'] } });
    expect(settings).toMatchObject({ externalLibrary: 'runes', externalSymbols: ['heart'] });
  });

  it('passes none for NONE', () => {
    const settings = runSettings({ ...library, external: { name: 'none', symbols: [] } });
    expect(settings).not.toHaveProperty('externalLibrary');
    expect(settings.externalSymbols).toEqual([]);
  });

  it("runs on the evaluator the library's engine option names, else on the fast path", () => {
    const none = { name: 'none', symbols: [] };
    expect(runSettings({ ...library, external: none }).engine).toBe('fast');
    const slang = { ...library, languageOptions: { engine: 'js-slang' }, external: none };
    expect(runSettings(slang).engine).toBe('js-slang');
  });
});
