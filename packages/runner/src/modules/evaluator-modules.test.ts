import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Evaluator } from '../evaluator/evaluator';
import type { RunOutcome, RunSettings } from '../protocol';
import { MODULE_LOAD_ERROR, ModuleLoader } from './loader';
import { NO_VIDEO_FILTER } from './module-contexts';
import { nodeModuleFiles, nodeModuleLoader } from './node-files';
import { useModuleLoaders } from './worker-modules';

// The in-process evaluator with the fixture bundles, as the Node worker sets it up.
const FIXTURES = fileURLToPath(new URL('./fixtures/modules', import.meta.url));
const ch = (chapter: RunSettings['chapter'], extra: Partial<RunSettings> = {}): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs: 3000,
  ...extra,
});
const text = (outcome: RunOutcome) =>
  outcome.status === 'finished' ? outcome.value : outcome.status === 'error' ? outcome.text : outcome.status;
const run = (evaluator: Evaluator, code: string, settings: RunSettings = ch(2)) =>
  evaluator.run(code, settings, () => {});

afterEach(() => useModuleLoaders(() => nodeModuleLoader(FIXTURES)));

describe('Source modules in the evaluator', () => {
  it('imports a bundle; an unknown module and the chapter rule keep js-slang’s errors', async () => {
    useModuleLoaders(() => nodeModuleLoader(FIXTURES));
    const evaluator = new Evaluator();
    expect(text(await run(evaluator, "import { heart, show } from 'rune'; show(heart);"))).toBe(
      '{"rune": "heart"}',
    );
    expect(text(await run(evaluator, "import { x } from 'nosuch';"))).toBe(
      "Line 1: Module 'nosuch' not found.",
    );
    expect(text(await run(evaluator, "import { three } from 'ch3mod'; three();"))).toBe(
      'Line 1: ch3mod needs at least SOURCE_3, but you are using SOURCE_2',
    );
  });

  it("ends a run whose bundle does not load in time with 'Error loading libraries'; the next run works", async () => {
    let stuck = true;
    const disk = nodeModuleFiles(FIXTURES);
    const loader = new ModuleLoader(
      {
        manifest: disk.manifest,
        bundle: (name) => (stuck ? new Promise(() => {}) : disk.bundle(name)),
      },
      50,
    );
    useModuleLoaders(() => loader);
    const evaluator = new Evaluator();
    const outcome = await run(evaluator, "import { heart } from 'rune'; heart;");
    expect(outcome).toMatchObject({
      status: 'error',
      text: MODULE_LOAD_ERROR,
      errors: [{ type: 'Import', line: null, text: MODULE_LOAD_ERROR }],
    });
    stuck = false;
    expect(text(await run(evaluator, "import { heart } from 'rune'; heart;"))).toBe('{"rune": "heart"}');
  });

  it('says clearly when the module files are not there', async () => {
    useModuleLoaders(() => nodeModuleLoader('/nonexistent/modules-dist'));
    const outcome = await run(new Evaluator(), "import { heart } from 'rune'; heart;");
    expect(text(outcome)).toBe(
      'Source modules are not available on this server: /nonexistent/modules-dist/modules.json is missing (npm run build:modules builds it).',
    );
  });

  it('hands out each output once: the run’s, then REPL input’s', async () => {
    useModuleLoaders(() => nodeModuleLoader(FIXTURES));
    const evaluator = new Evaluator();
    await run(evaluator, "import { heart, show } from 'rune'; show(heart); show(heart);");
    const first = evaluator.newModuleOutputs();
    expect(first.map((o) => o.kind)).toEqual(['rune', 'rune']);
    expect(evaluator.newModuleOutputs()).toEqual([]);
    await evaluator.evaluate('show(heart);', ch(2), () => {});
    expect(evaluator.newModuleOutputs()).toHaveLength(1);
    // A fresh run starts from its own context's outputs.
    await run(evaluator, "import { heart, show } from 'rune'; show(heart);");
    expect(evaluator.newModuleOutputs()).toHaveLength(1);
  });

  it('gives a module its input before the run, and the new one with REPL input', async () => {
    useModuleLoaders(() => nodeModuleLoader(FIXTURES));
    const evaluator = new Evaluator();
    const program = "import { get_matrix } from 'sound_matrix'; get_matrix();";
    expect(text(await run(evaluator, program, ch(2, { moduleInputs: { sound_matrix: 'grid 1' } })))).toBe(
      '"grid 1"',
    );
    expect(
      text(
        await evaluator.evaluate(
          'get_matrix();',
          ch(2, { moduleInputs: { sound_matrix: 'grid 2' } }),
          () => {},
        ),
      ),
    ).toBe('"grid 2"');
    expect(text(await run(evaluator, program))).toBe('"all off"');
  });

  it('defines only the listed symbols of a legacy library, renamed ones too, without an import', async () => {
    useModuleLoaders(() => nodeModuleLoader(FIXTURES));
    const evaluator = new Evaluator();
    const runes = ch(1, { externalLibrary: 'runes', externalSymbols: ['heart', 'show'] });
    expect(text(await run(evaluator, 'show(heart);', runes))).toBe('{"rune": "heart"}');
    expect(evaluator.newModuleOutputs()).toHaveLength(1);
    expect(text(await run(evaluator, 'stack(heart, heart);', runes))).toBe(
      'Line 1: Name stack not declared.',
    );
    // A student's own declaration of a library name is allowed, as with any builtin.
    expect(text(await run(evaluator, 'const show = 1; show;', runes))).toBe('1');
    const video = ch(1, { externalLibrary: 'PIXNFLIX', externalSymbols: ['video_width', 'video_height'] });
    expect(text(await run(evaluator, 'video_width() + video_height();', video))).toBe('700');
    expect(text(await evaluator.evaluate('video_width();', video, () => {}))).toBe('400');
    // A listed symbol no bundle provides stays undeclared; NONE keeps today's behaviour (the
    // global object's value).
    expect(
      text(await run(evaluator, 'nosuch;', ch(1, { externalLibrary: 'RUNES', externalSymbols: ['nosuch'] }))),
    ).toBe('Line 1: Name nosuch not declared.');
    expect(
      text(await run(evaluator, 'heart;', ch(1, { externalLibrary: 'none', externalSymbols: ['heart'] }))),
    ).toBe('undefined');
  });

  it('filters a video frame with the installed Source filter, or says why not', async () => {
    useModuleLoaders(() => nodeModuleLoader(FIXTURES));
    const evaluator = new Evaluator();
    const frame = () => ({
      width: 1,
      height: 1,
      pixels: new Uint8ClampedArray([10, 20, 30, 255]),
      timeMs: 0,
    });
    expect(evaluator.filterVideoFrame(frame())).toEqual({ status: 'error', text: NO_VIDEO_FILTER });
    await run(
      evaluator,
      "import { install_filter, start } from 'pix_n_flix'; install_filter(v => 255 - v); start();",
    );
    const filtered = evaluator.filterVideoFrame(frame());
    expect(filtered.status === 'filtered' && [...filtered.frame.pixels]).toEqual([245, 235, 225, 0]);
    await evaluator.evaluate('install_filter(v => head(v));', ch(2), () => {});
    expect(evaluator.filterVideoFrame(frame())).toEqual({
      status: 'error',
      text: 'Line 1: head: Expected pair, got 10.',
    });
  });
});
