import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { ModuleDocs, NameDoc } from '../src/docs';
import { describeComment, describeFunction } from './describe';
import { PACKAGE_DIR } from './sources';
import { type JsonReflection, KIND, typeText } from './typedoc-json';

const run = promisify(execFile);

/**
 * Runs typedoc once over every module's entry point and turns its JSON model into one docs json
 * per module. One typedoc run for all modules: building the TypeScript program is most of the cost.
 */
export async function buildDocs(
  modules: readonly { name: string; entry: string }[],
): Promise<Map<string, ModuleDocs>> {
  const docs = new Map<string, ModuleDocs>();
  if (modules.length === 0) return docs;
  const dir = await mkdtemp(join(tmpdir(), 'sa-modules-docs-'));
  try {
    const out = join(dir, 'docs.json');
    // The package exports no path to its CLI; it sits at bin/typedoc beside dist/.
    const typedoc = join(dirname(createRequire(import.meta.url).resolve('typedoc')), '..', 'bin', 'typedoc');
    const entryArgs = modules.flatMap(({ entry }) => ['--entryPoints', relative(PACKAGE_DIR, entry)]);
    await run(
      process.execPath,
      [
        typedoc,
        ...entryArgs,
        ['--json', out],
        ['--tsconfig', 'tsconfig.json'],
        // Type errors are tsc's business; docs should still build while a module is half written.
        '--skipErrorChecking',
        '--disableSources',
        ['--readme', 'none'],
        ['--logLevel', 'Error'],
      ].flat(),
      { cwd: PACKAGE_DIR, maxBuffer: 16 * 1024 * 1024 },
    );
    const project = JSON.parse(await readFile(out, 'utf8')) as JsonReflection;
    const byName = new Map<string, JsonReflection>();
    // With one entry point typedoc puts its exports straight on the project.
    if (modules.length === 1 && modules[0]) byName.set(modules[0].name, project);
    else
      for (const child of project.children ?? [])
        if (child.kind === KIND.module) byName.set(child.name, child);
    for (const { name } of modules) {
      const reflection = byName.get(name);
      if (!reflection) throw new Error(`typedoc produced no module named ${name}`);
      docs.set(name, moduleDocs(reflection));
    }
    return docs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The docs of a module's exported functions and values (types and interfaces are not Source names). */
export function moduleDocs(module: JsonReflection): ModuleDocs {
  const docs: ModuleDocs = {};
  const exports = [...(module.children ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  for (const child of exports) {
    const doc = nameDoc(child);
    if (doc) docs[child.name] = doc;
  }
  return docs;
}

function nameDoc(reflection: JsonReflection): NameDoc | undefined {
  if (reflection.kind === KIND.function) {
    const signature = reflection.signatures?.[0];
    const parameters = signature?.parameters ?? [];
    return {
      kind: 'function',
      name: reflection.name,
      description: describeFunction(signature?.comment ?? reflection.comment, parameters),
      params: parameters.map((p) => [p.name, typeText(p.type)]),
      retType: typeText(signature?.type),
    };
  }
  if (reflection.kind === KIND.variable) {
    return {
      kind: 'variable',
      name: reflection.name,
      description: describeComment(reflection.comment),
      type: typeText(reflection.type),
    };
  }
  return undefined;
}
