/**
 * Source modules, external libraries, globals and draw_data on the fast path against js-slang,
 * through the runner's Evaluator: outcome, output, drawings and module outputs must be identical,
 * and none of these programs may fall back to js-slang (ADR 0035).
 */
import { fileURLToPath } from 'node:url';
import type { SourceChapter } from '@sa/domain';
import { MODULES_DIST_DIR } from '@sa/modules/dist-dir';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useFastPath } from '../../evaluator/evaluator';
import { ModuleLoader } from '../../modules/loader';
import { nodeModuleFiles, nodeModuleLoader } from '../../modules/node-files';
import { useModuleLoaders } from '../../modules/worker-modules';
import type { RunSettings } from '../../protocol';
import { fallbacks, installTrackedFastPath, observe, pixel, type Seen, type Step } from './evaluator-compare';

const FIXTURES = fileURLToPath(new URL('../../modules/fixtures/modules', import.meta.url));

interface Case {
  name: string;
  chapter?: SourceChapter;
  steps: (string | Step)[];
  settings?: Partial<RunSettings>;
  /**
   * A module function throws a plain Error: js-slang finds its line through the source map of its
   * transpiled code (none for some calls), the fast path names the innermost call - the known
   * difference of native errors (ADR 0035). The text after the line must still be the same.
   */
  nativeErrorLine?: true;
}

function withoutLines(seen: Seen[]): Seen[] {
  const strip = (text: string) => text.replace(/^Line \d+: /, '');
  return seen.map((s) =>
    s.outcome.status === 'error'
      ? {
          ...s,
          outcome: {
            ...s.outcome,
            text: strip(s.outcome.text),
            errors: s.outcome.errors.map((e) => ({ ...e, line: null, column: null, text: strip(e.text) })),
          },
        }
      : s,
  );
}

async function same({ chapter = 2, steps, settings = {}, nativeErrorLine }: Case): Promise<void> {
  const base: RunSettings = { chapter, variant: 'default', execTimeMs: 3000, ...settings };
  const normalised = steps.map((s) => (typeof s === 'string' ? { code: s } : s));
  fallbacks.length = 0;
  const fast = await observe(normalised, base, 'fast');
  expect(fallbacks).toEqual([]);
  const slang = await observe(normalised, base, 'js-slang');
  if (nativeErrorLine) expect(withoutLines(fast)).toEqual(withoutLines(slang));
  else expect(fast).toEqual(slang);
}

beforeAll(installTrackedFastPath);
afterAll(() => useFastPath(null));

const WITH_BUILT_MODULES: Case[] = [
  { name: 'imports and shows a rune', steps: ["import { heart, show } from 'rune'; show(heart);"] },
  { name: 'in chapter 1', chapter: 1, steps: ["import { heart, show } from 'rune';\nshow(heart);"] },
  {
    name: 'renamed imports, several modules',
    steps: [
      "import { heart as h, show, stack, beside } from 'rune';\nimport { make_point as p, x_of } from 'curve';\nshow(stack(h, beside(h, h)));\nx_of(p(3, 4));",
    ],
  },
  { name: 'a name the module does not export', steps: ["import { nosuch } from 'rune';\n1;"] },
  { name: 'a module that does not exist', steps: ["import { x } from 'nosuch';\n1;"] },
  { name: 'the same name imported twice', steps: ["import { heart, heart } from 'rune';\nheart;"] },
  { name: 'an imported name assigned', steps: ["import { heart } from 'rune';\nheart = 1;"] },
  { name: 'an undeclared name next to imports', steps: ["import { heart } from 'rune';\nhear;"] },
  { name: 'a parse error in a program with imports', steps: ["import { heart } from 'rune';\nheart +;"] },
  { name: 'imports after use', steps: ["show(heart);\nimport { heart, show } from 'rune';"] },
  {
    name: 'module values printed',
    steps: ["import { show, heart } from 'rune';\nshow;", 'heart;', 'stringify(show);'],
  },
  { name: 'wrong argument count to a module function', steps: ["import { show } from 'rune';\nshow();"] },
  {
    name: 'a module function given a wrong value',
    nativeErrorLine: true,
    steps: ["import { show } from 'rune';\nshow(1);"],
  },
  {
    name: 'a callback whose result is a tail call',
    steps: [
      "import { repeat } from 'repeat';\nfunction f(x) { return g(x); }\nfunction g(x) { return x + 1; }\nrepeat(f, 3)(0);",
    ],
  },
  {
    name: 'a long tail recursion inside a callback',
    steps: [
      "import { repeat } from 'repeat';\nfunction loop(n, a) { return n === 0 ? a : loop(n - 1, a + 1); }\nrepeat(x => loop(x, 0), 2)(100000);",
    ],
  },
  {
    name: 'an error inside a callback keeps its line',
    steps: ["import { repeat } from 'repeat';\nrepeat(x =>\n  x + 'a' * 2, 2)(1);"],
  },
  {
    name: 'a curve drawn from a callback calling a module function in tail position',
    steps: [
      "import { draw_connected, make_point } from 'curve';\ndraw_connected(20)(t => make_point(t, t * t));",
    ],
  },
  {
    name: 'a curve from a declared function through a tail call chain',
    steps: [
      "import { draw_points, make_point } from 'curve';\nfunction c(t) { return h(t); }\nfunction h(t) { return make_point(math_cos(t), math_sin(t)); }\ndraw_points(30)(c);",
    ],
  },
  {
    name: 'sounds made of Source waves, played',
    steps: [
      "import { make_sound, play, sine_sound, consecutively, get_duration } from 'sound';\nfunction w(t) { return math_sin(t * 1000); }\nplay(consecutively(list(make_sound(t => w(t), 0.002), sine_sound(440, 0.002))));\nget_duration(sine_sound(1, 2));",
    ],
  },
  {
    name: 'binary trees and display',
    steps: [
      "import { make_tree, make_empty_tree, entry, left_branch } from 'binary_tree';\nconst t = make_tree(1, make_empty_tree(), make_empty_tree());\ndisplay(entry(t));\nleft_branch(t);",
    ],
  },
  {
    name: 'a module function given to the prelude',
    steps: [
      "import { make_point, x_of } from 'curve';\nmap(x_of, list(make_point(1, 2), make_point(3, 4)));",
    ],
  },
  {
    name: 'module outputs before a runtime error',
    steps: ["import { heart, show } from 'rune';\nshow(heart);\nhead(null);"],
  },
  {
    name: 'imports across REPL input',
    nativeErrorLine: true,
    steps: [
      "import { heart } from 'rune';",
      "import { show, stack } from 'rune';\nshow(stack(heart, heart));",
      'show(heart);',
      'const heart = 1; heart;',
    ],
  },
  {
    name: 'an import in REPL input after a plain run',
    steps: ['const x = 1;', "import { heart, show } from 'rune';\nshow(heart); x;"],
  },
  {
    name: 'REPL input after a run whose import failed',
    steps: ["import { x } from 'nosuch';", '1 + 1;', "import { heart } from 'rune';\nheart;"],
  },
  {
    name: 'a bad import in REPL input',
    steps: ["import { heart } from 'rune';", "import { nosuch } from 'rune';", 'heart;'],
  },
];

const LIBRARIES: Case[] = [
  {
    name: 'a legacy library’s listed symbols',
    chapter: 1,
    settings: { externalLibrary: 'runes', externalSymbols: ['heart', 'show'] },
    steps: ['show(heart);'],
  },
  {
    name: 'a library name not listed stays undeclared',
    chapter: 1,
    settings: { externalLibrary: 'RUNES', externalSymbols: ['heart', 'show'] },
    steps: ['stack(heart, heart);'],
  },
  {
    name: 'a student’s own declaration of a library name',
    chapter: 1,
    settings: { externalLibrary: 'RUNES', externalSymbols: ['heart', 'show'] },
    steps: ['const show = 1; show;', 'show;'],
  },
  {
    name: 'renamed legacy symbols, and REPL input',
    chapter: 1,
    settings: { externalLibrary: 'PIXNFLIX', externalSymbols: ['video_width', 'video_height'] },
    steps: ['video_width() + video_height();', 'video_width();'],
  },
  {
    name: 'a listed symbol no bundle provides',
    chapter: 1,
    settings: { externalLibrary: 'RUNES', externalSymbols: ['nosuch'] },
    steps: ['nosuch;'],
  },
  {
    name: 'the library NONE: the global object’s value',
    chapter: 1,
    settings: { externalLibrary: 'none', externalSymbols: ['heart', 'Math'] },
    steps: ['heart;', 'Math === undefined;'],
  },
  {
    name: 'external symbols assigned and redeclared',
    chapter: 3,
    settings: { externalLibrary: 'none', externalSymbols: ['heart'] },
    steps: ['heart = 1;', 'const heart = 2; heart;'],
  },
  {
    name: 'a library symbol assigned',
    chapter: 3,
    settings: { externalLibrary: 'RUNES', externalSymbols: ['heart'] },
    steps: ['heart = 1;', 'heart;'],
  },
  {
    name: 'ALL, with imports of the program too',
    chapter: 2,
    nativeErrorLine: true,
    settings: { externalLibrary: 'ALL', externalSymbols: ['heart', 'show', 'make_point', 'translate'] },
    steps: ["import { beside } from 'rune';\nshow(beside(heart, heart));", 'translate;'],
  },
  {
    name: 'globals as constants before the program',
    settings: { globals: { x: '1 + 2', f: 'y => y * 2', xs: 'list(1, 2, 3)' } },
    steps: ['f(x) + length(xs);', 'f;', 'x = 4;'],
  },
  { name: 'a global that fails', settings: { globals: { bad: '1 + "a"' } }, steps: ['bad;'] },
  { name: 'a global that displays', settings: { globals: { shown: 'display(7)' } }, steps: ['shown;'] },
  { name: 'a program redeclaring a global', settings: { globals: { x: '1' } }, steps: ['const x = 5; x;'] },
  {
    name: 'a grader’s library: symbols and globals together',
    chapter: 2,
    settings: {
      externalLibrary: 'RUNES',
      externalSymbols: ['heart', 'show', 'stack'],
      globals: { twice: 'r => stack(r, r)' },
    },
    steps: ['show(twice(heart));', 'twice;'],
  },
];

const DRAW_DATA: Case[] = [
  { name: 'several values', steps: ['draw_data(list(1, 2), pair(1, "two"), null, 3);'] },
  { name: 'shared structure', steps: ['const p = pair(1, 2);\ndraw_data(pair(p, p));'] },
  { name: 'functions', steps: ['draw_data(x => x, display, pair(head, list));'] },
  { name: 'a cycle', chapter: 3, steps: ['const p = pair(1, 2);\nset_tail(p, p);\ndraw_data(p);'] },
  { name: 'arrays', chapter: 3, steps: ['const a = [1, [2, 3], "x"];\ndraw_data(a, a);'] },
  { name: 'no argument', steps: ['draw_data();'] },
  { name: 'its value', steps: ['draw_data(1, 2);'] },
  { name: 'in a loop', chapter: 3, steps: ['for (let i = 0; i < 3; i = i + 1) { draw_data(list(i)); }'] },
  {
    name: 'in REPL input',
    steps: ['const xs = list(1, 2);', 'draw_data(xs);', 'draw_data(map(x => x * 2, xs));'],
  },
  {
    name: 'inside a function and before an error',
    steps: ['function f(x) { draw_data(x); return head(x); }\nf(list(1));\nf(null);'],
  },
];

describe('Source modules (the built modules)', () => {
  beforeEach(() => useModuleLoaders(() => nodeModuleLoader(MODULES_DIST_DIR)));
  for (const c of WITH_BUILT_MODULES) it(c.name, () => same(c));
});

describe('external libraries, external symbols and globals', () => {
  beforeEach(() => useModuleLoaders(() => nodeModuleLoader(MODULES_DIST_DIR)));
  for (const c of LIBRARIES) it(c.name, () => same(c));
});

describe('draw_data', () => {
  for (const c of DRAW_DATA) it(c.name, () => same(c));
});

const ROOM = `import { add, create_text, create_rect, set_position, add_listener, set_interactive } from 'game';
let frames = 0;
let box = null;
function create() {
  add(create_text(10, 20, "Hello room"));
  box = add(set_interactive(create_rect(0, 0, 50, 50, 0xff0000)));
  add_listener(box, "pointerdown", (x, y) => move(x, y));
}
function move(x, y) {
  return set_position(box, x, y);
}
function update() {
  frames = frames + 1;
  display(frames, "frame");
  return frames === 3 ? head(null) : move(frames, 0);
}`;

describe('a room program called after its run (ModuleState.call)', () => {
  beforeEach(() => useModuleLoaders(() => nodeModuleLoader(MODULES_DIST_DIR)));

  it('create, update, a listener and an error, each with its commands', () =>
    same({
      name: '',
      chapter: 4,
      steps: [
        {
          code: ROOM,
          after: (evaluator) =>
            [
              { kind: 'function', name: 'preload' },
              { kind: 'function', name: 'create' },
              { kind: 'function', name: 'update' },
              { kind: 'function', name: 'update' },
              { kind: 'function', name: 'update' },
              { kind: 'function', name: 'update' },
              { kind: 'function', name: 'nosuch' },
            ].map((request) => [evaluator.callModule('game', request), evaluator.newModuleOutputs()]),
        },
        'frames;',
      ],
    }));
});

describe('module states (the runner’s fixture modules)', () => {
  beforeEach(() => useModuleLoaders(() => nodeModuleLoader(FIXTURES)));

  it('the chapter a module needs', async () => {
    await same({ name: '', steps: ["import { three } from 'ch3mod'; three();"] });
    await same({ name: '', chapter: 3, steps: ["import { three } from 'ch3mod'; three();"] });
  });

  it('module inputs before the run and with REPL input', () =>
    same({
      name: '',
      settings: { moduleInputs: { sound_matrix: 'grid 1' } },
      steps: [
        "import { get_matrix } from 'sound_matrix'; get_matrix();",
        { code: 'get_matrix();', settings: { moduleInputs: { sound_matrix: 'grid 2' } } },
      ],
    }));

  it('a video filter installed by the program, a tail call in it, an error in the next', () =>
    same({
      name: '',
      steps: [
        {
          code: "import { install_filter, start } from 'pix_n_flix';\nfunction inv(v) { return minus(v); }\nfunction minus(v) { return 255 - v; }\ninstall_filter(inv);\nstart();",
          after: (evaluator) => evaluator.filterVideoFrame(pixel()),
        },
        { code: 'install_filter(v => head(v));', after: (evaluator) => evaluator.filterVideoFrame(pixel()) },
      ],
    }));

  it('data from the page reaches the module', () =>
    same({
      name: '',
      steps: [
        {
          code: "import { received } from 'late'; received();",
          after: (evaluator) => evaluator.receiveModuleData('late', new Float32Array(7)),
        },
        'received();',
      ],
    }));

  it("a bundle that does not load in time: 'Error loading libraries'", async () => {
    const disk = nodeModuleFiles(FIXTURES);
    const loader = new ModuleLoader({ manifest: disk.manifest, bundle: () => new Promise(() => {}) }, 50);
    useModuleLoaders(() => loader);
    await same({ name: '', steps: ["import { heart } from 'rune'; heart;", '1;'] });
  });

  it('module files missing on the server', async () => {
    useModuleLoaders(() => nodeModuleLoader('/nonexistent/modules-dist'));
    await same({ name: '', steps: ["import { heart } from 'rune'; heart;"] });
  });
});
