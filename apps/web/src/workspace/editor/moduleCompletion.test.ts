import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { ModuleDocs } from '@sa/modules/docs';
import { describe, expect, it, vi } from 'vitest';

// DOMPurify does not parse correctly under happy-dom (purify.test.ts checks how it is called):
// the loader's tests see which docs it hands to it.
vi.mock('./purify', () => ({
  purifyDocs: (docs: ModuleDocs) =>
    docs.marked?.kind === 'variable'
      ? { ...docs, marked: { ...docs.marked, description: `purified: ${docs.marked.description}` } }
      : docs,
}));

import { sourceCompletions } from './completion';
import { moduleCompletions, moduleHoverSource } from './moduleCompletion';
import { createModuleDocsLoader, docElement, type ModuleDocsLoader } from './moduleDocs';
import { importedName, moduleImports } from './moduleImports';

const RUNE_DOCS: ModuleDocs = {
  beside: {
    kind: 'function',
    name: 'beside',
    description: '<p>Puts <code>left</code> beside <code>right</code>.</p>',
    params: [
      ['left', 'Rune'],
      ['right', 'Rune'],
    ],
    retType: 'Rune',
  },
  heart: { kind: 'variable', name: 'heart', description: '<p>A heart.</p>', type: 'Rune' },
};
const TREE_DOCS: ModuleDocs = {
  entry: {
    kind: 'function',
    name: 'entry',
    description: '<p>The root.</p>',
    params: [['t', 'BinaryTree']],
    retType: 'unknown',
  },
};

/** A stand-in for the fetched docs: what each module has, and how often each was asked for. */
function docsStub(): ModuleDocsLoader & { asked: string[] } {
  const asked: string[] = [];
  const load = async (module: string) => {
    asked.push(module);
    return ({ rune: RUNE_DOCS, binary_tree: TREE_DOCS } as Record<string, ModuleDocs>)[module] ?? null;
  };
  return Object.assign(load, { asked });
}

async function complete(
  doc: string,
  load: ModuleDocsLoader,
  pos = doc.length,
): Promise<CompletionResult | null> {
  const state = EditorState.create({ doc, extensions: [javascript()] });
  return moduleCompletions(load)(new CompletionContext(state, pos, false));
}

const labels = (result: CompletionResult | null) => result?.options.map((o) => o.label).sort();

describe('module imports of a program', () => {
  it('reads each import, renamed names included, even with half-typed braces', () => {
    const text = 'import { heart, beside as b } from \'rune\';\nimport {  } from "binary_tree";\nimport { he';
    const imports = moduleImports(text);
    expect(imports.map((i) => [i.module, i.names])).toEqual([
      [
        'rune',
        [
          { imported: 'heart', local: 'heart' },
          { imported: 'beside', local: 'b' },
        ],
      ],
      ['binary_tree', []],
    ]);
    expect(text.slice(imports[0]?.bracesFrom, imports[0]?.bracesTo)).toBe(' heart, beside as b ');
    expect(importedName(imports, 'b')).toEqual({ module: 'rune', imported: 'beside' });
    expect(importedName(imports, 'beside')).toBeUndefined();
  });
});

describe('completion of module names', () => {
  it('offers every name of every imported module, with its signature', async () => {
    const load = docsStub();
    const result = await complete(
      "import { heart } from 'rune';\nimport { entry } from 'binary_tree';\nbes",
      load,
    );
    expect(labels(result)).toEqual(['beside', 'entry', 'heart']);
    const beside = result?.options.find((o) => o.label === 'beside');
    expect(beside).toMatchObject({ type: 'function', detail: '(left: Rune, right: Rune) → Rune' });
    expect(result?.options.find((o) => o.label === 'heart')).toMatchObject({
      type: 'variable',
      detail: ': Rune',
    });
    expect(result?.from).toBe(
      result ? "import { heart } from 'rune';\nimport { entry } from 'binary_tree';\n".length : -1,
    );
  });

  it('inside the braces of an import offers that module’s names, and the chapter’s names stay out', async () => {
    const load = docsStub();
    const doc = "import { entry } from 'binary_tree';\nimport { he } from 'rune';";
    const pos = doc.indexOf('he }') + 2;
    expect(labels(await complete(doc, load, pos))).toEqual(['beside', 'heart']);
    expect(load.asked).toEqual(['rune']);
    const state = EditorState.create({ doc, extensions: [javascript()] });
    expect(sourceCompletions(() => 2)(new CompletionContext(state, pos, false))).toBeNull();
  });

  it('offers nothing for a program without imports, or an unknown module', async () => {
    const load = docsStub();
    expect(await complete('const x = 1;\nx', load)).toBeNull();
    expect(load.asked).toEqual([]);
    expect((await complete("import { a } from 'nosuch';\na", load))?.options).toEqual([]);
  });

  it('shows the signature, the module and the description without anything active', () => {
    const hostile: ModuleDocs['x'] = {
      kind: 'function',
      name: 'x',
      description: '<p>Safe <code>text</code><img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      params: [],
      retType: 'void',
    };
    const element = docElement(hostile, 'rune');
    expect(element.querySelector('.cm-sa-module-doc-signature')?.textContent).toBe('x() → void');
    expect(element.textContent).toContain('from module rune');
    const description = element.querySelector('.cm-sa-module-doc-description');
    expect(description?.querySelector('code')?.textContent).toBe('text');
    expect(description?.innerHTML).not.toMatch(/onerror|<script/);
  });
});

describe('hovering an imported name', () => {
  const doc = "import { heart, beside as b } from 'rune';\nb(heart, besides);";
  const view = new EditorView({ state: EditorState.create({ doc, extensions: [javascript()] }) });
  const hover = moduleHoverSource(docsStub());

  it('shows the signature and description of the name it stands for', async () => {
    const pos = doc.indexOf('heart,', 40) + 2;
    const tooltip = await hover(view, pos);
    expect([tooltip?.pos, tooltip?.end]).toEqual([doc.indexOf('heart,', 40), doc.indexOf('heart,', 40) + 5]);
    const dom = tooltip?.create(view).dom;
    expect(dom?.querySelector('.cm-sa-module-doc-signature')?.textContent).toBe('heart: Rune');
    expect(dom?.textContent).toContain('A heart.');
    const renamed = (await hover(view, doc.indexOf('b(')))?.create(view).dom;
    expect(renamed?.querySelector('.cm-sa-module-doc-signature')?.textContent).toBe(
      'beside(left: Rune, right: Rune) → Rune',
    );
  });

  it('shows nothing for names that are not imported', async () => {
    expect(await hover(view, doc.indexOf('besides') + 3)).toBeNull();
    expect(await hover(view, doc.indexOf('import') + 2)).toBeNull();
  });
});

describe('loading the docs', () => {
  it('fetches each module’s docs once from the backend, relative to the page', async () => {
    const fetchDocs = vi.fn(async () => new Response(JSON.stringify(TREE_DOCS), { status: 200 }));
    const load = createModuleDocsLoader('/modules', fetchDocs);
    const [a, b] = await Promise.all([load('binary_tree'), load('binary_tree')]);
    expect(a).toEqual(TREE_DOCS);
    expect(b).toEqual(TREE_DOCS);
    expect(await load('binary_tree')).toEqual(TREE_DOCS);
    expect(fetchDocs).toHaveBeenCalledTimes(1);
    expect(fetchDocs).toHaveBeenCalledWith(`${location.origin}/modules/jsons/binary_tree.json`);
  });

  it('uses a CDN address as given, and asks again after a failure', async () => {
    let fail = true;
    const fetchDocs = vi.fn(async () =>
      fail ? new Response('No module file', { status: 404 }) : new Response(JSON.stringify(RUNE_DOCS)),
    );
    const load = createModuleDocsLoader('https://cdn.example.org/sa/modules/', fetchDocs);
    expect(await load('rune')).toBeNull();
    fail = false;
    expect(await load('rune')).toEqual(RUNE_DOCS);
    expect(fetchDocs).toHaveBeenLastCalledWith('https://cdn.example.org/sa/modules/jsons/rune.json');
    expect(await load('../secret')).toBeNull();
    expect(fetchDocs).toHaveBeenCalledTimes(2);
  });
});

describe('the docs loader', () => {
  it('puts the docs through DOMPurify (purify.ts) when they arrive', async () => {
    const docs: ModuleDocs = {
      marked: { kind: 'variable', name: 'marked', description: '<p>a heart</p>', type: 'Rune' },
    };
    const load = createModuleDocsLoader('/modules', async () => new Response(JSON.stringify(docs)));
    expect(await load('rune')).toEqual({
      marked: { ...docs.marked, description: 'purified: <p>a heart</p>' },
    });
  });
});
