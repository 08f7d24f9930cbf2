import { describe, expect, it } from 'vitest';

/**
 * The web app's layers, checked over the source itself (Biome's noRestrictedImports matches import
 * strings, and a relative path does not say which feature it reaches): a feature uses another
 * only through that feature's `index.ts`, its public surface; `lib/` (shared helpers) and
 * `workspace/` never reach into a feature; `lib/` uses nothing above the API client.
 */

/** The relative imports of a module: static, re-exports, side-effect and dynamic `import()`. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const spec = match[1];
      if (spec?.startsWith('.')) found.push(spec);
    }
  }
  return found;
}

/** `from` is a module path such as './features/a/b.ts'; the result has no extension. */
function resolve(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of spec.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const featureOf = (path: string): string | null => /^\.\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

function boundaryViolations(files: Record<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const own = featureOf(file);
    for (const spec of importsOf(source)) {
      const target = resolve(file, spec);
      const reached = /^\.\/features\/([^/]+)(\/.*)?$/.exec(target);
      const rest = reached?.[2];
      const intoFeature = reached !== null && reached[1] !== own;
      const intoPublicSurface = rest === undefined || rest === '/index';
      if (intoFeature && (own !== null || file.startsWith('./lib/') || file.startsWith('./workspace/'))) {
        if (own === null) violations.push(`${file} -> ${spec}: shared code never imports a feature`);
        else if (!intoPublicSurface) violations.push(`${file} -> ${spec}: import the feature's index.ts`);
      }
      // A test of lib/ may use the shared test support (src/test/), which the app never ships.
      const testSupport = /\.test\.tsx?$/.test(file) && target.startsWith('./test/');
      if (file.startsWith('./lib/') && !/^\.\/(lib|api)\//.test(target) && !testSupport) {
        violations.push(`${file} -> ${spec}: lib/ uses only lib/ and api/`);
      }
    }
  }
  return violations;
}

describe('web layers', () => {
  it('finds a deep import into another feature, and shared code reaching into features', () => {
    expect(
      boundaryViolations({
        './features/a/list/Page.tsx': [
          "import { x } from '../../b/list/x';",
          "import { y } from '../../b';",
          "import { z } from '../detail/z';",
          "const Lazy = lazy(() => import('../../c/Page'));",
          "export { w } from '../../b/index';",
        ].join('\n'),
        './lib/helper.ts': "import type { T } from '../features/a';\nimport { e } from '../api/errors';",
        './workspace/Editor.tsx': "import '../features/a/styles.css';",
      }),
    ).toEqual([
      "./features/a/list/Page.tsx -> ../../b/list/x: import the feature's index.ts",
      "./features/a/list/Page.tsx -> ../../c/Page: import the feature's index.ts",
      './lib/helper.ts -> ../features/a: shared code never imports a feature',
      './lib/helper.ts -> ../features/a: lib/ uses only lib/ and api/',
      './workspace/Editor.tsx -> ../features/a/styles.css: shared code never imports a feature',
    ]);
  });

  it('holds for every module of the app', () => {
    const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(boundaryViolations(sources)).toEqual([]);
  });
});
