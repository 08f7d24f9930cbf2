import { describe, expect, it } from 'vitest';

/**
 * Phaser is a lazy chunk (issue 23): nothing the app loads at start (main.tsx and its static
 * imports: the shell, /login, the area objects) and not even the game page's own chunk imports
 * it; only the game's starter, which the page loads with import() once the Entry step is done.
 * So /login and /playground never load it. Checked over the source's static imports (type-only
 * imports and import() left out).
 */

// Vite names this folder's files './x', its sibling features' '../f/x' and the others '../../y':
// one naming, from src/.
function fromSrc(file: string): string {
  if (file.startsWith('./')) return `../../features/game/${file.slice(2)}`;
  if (file.startsWith('../') && !file.startsWith('../../')) return `../../features/${file.slice(3)}`;
  return file;
}
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, source]) => [fromSrc(file), source]),
);

/** Static value imports: `import x from`, `import { a } from`, `export ... from`, `import 'x'`. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

function resolveModule(from: string, spec: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const segment of spec.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const base = parts.join('/');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => candidate in sources) ?? null;
}

/** Every module reached from `root` by static imports, and the packages they import. */
function reach(root: string): { modules: Set<string>; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || modules.has(file)) continue;
    modules.add(file);
    for (const spec of staticImports(sources[file] ?? '')) {
      if (!spec.startsWith('.')) {
        packages.set(spec, file);
        continue;
      }
      const target = resolveModule(file, spec);
      if (target) queue.push(target);
    }
  }
  return { modules, packages };
}

describe("the game's chunks", () => {
  it('reads the import graph it checks', () => {
    const start = reach('../../main.tsx');
    expect(start.modules.has('../../app/areas.ts')).toBe(true);
    expect(start.modules.has('../../features/game/index.ts')).toBe(true);
    expect(reach('../../features/game/play/startGame.ts').packages.has('phaser')).toBe(true);
  });

  it('keeps Phaser out of what the app loads at start, and out of the page chunk', () => {
    expect(reach('../../main.tsx').packages.get('phaser')).toBeUndefined();
    expect(reach('../../features/game/GamePage.tsx').packages.get('phaser')).toBeUndefined();
    // The story simulator's checkpoint mode plays with the game's scenes, loaded the same way.
    const simulator = '../../features/game/simulator/checkpoint-simulator/CheckpointSimulatorPanel.tsx';
    expect(reach(simulator).modules.size).toBeGreaterThan(1);
    expect(reach(simulator).packages.get('phaser')).toBeUndefined();
    expect(
      reach('../../features/game/simulator/checkpoint-simulator/startSimulation.ts').packages.has('phaser'),
    ).toBe(true);
  });

  it('uses Phaser only inside the game feature and the story simulator', () => {
    const users = Object.entries(sources)
      .filter(([, source]) => staticImports(source).includes('phaser'))
      .map(([file]) => file);
    expect(users.length).toBeGreaterThan(0);
    const elsewhere = users.filter((file) => !file.startsWith('../../features/game/'));
    expect(elsewhere).toEqual([]);
  });

  it("keeps Phaser out of the story simulator's page chunk (issue 24): its modes load it with import()", () => {
    const page = reach('../../features/game/simulator/StorySimulatorPage.tsx');
    expect(page.modules.has('../../features/game/a11y/A11yLayer.tsx')).toBe(true);
    expect(page.modules.has('../../features/game/simulator/object-placement/stage.ts')).toBe(true);
    expect(page.packages.get('phaser')).toBeUndefined();
    const placement = reach('../../features/game/simulator/object-placement/startPlacement.ts');
    expect(placement.packages.has('phaser')).toBe(true);
  });
});
