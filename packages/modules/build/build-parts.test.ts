import { describe, expect, it } from 'vitest';
import { describeFunction, escapeHtml } from './describe';
import { typeText } from './typedoc-json';
import { EXPORTS_NAME, wrapIife } from './wrap';

describe('the bundle wrapper', () => {
  it('turns the IIFE into a module whose default export takes require and returns the exports', async () => {
    const iife = `var ${EXPORTS_NAME}=(()=>{const ctx=require("js-slang/context");return {chapter:ctx.chapter};})();`;
    const text = wrapIife(iife);
    const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
    const { default: load } = (await import(url)) as {
      default: (require: (p: string) => unknown) => unknown;
    };
    expect(load((path) => (path === 'js-slang/context' ? { chapter: 3 } : undefined))).toEqual({
      chapter: 3,
    });
  });

  it('refuses output that is not the expected IIFE', () => {
    expect(() => wrapIife('console.log(1)')).toThrow(/Expected esbuild's IIFE/);
  });
});

describe('docs from typedoc', () => {
  it('writes types as a student reads them', () => {
    expect(
      typeText({
        type: 'union',
        types: [
          { type: 'intrinsic', name: 'number' },
          { type: 'literal', value: null },
        ],
      }),
    ).toBe('number | null');
    expect(typeText({ type: 'array', elementType: { type: 'reference', name: 'Rune' } })).toBe('Rune[]');
    expect(
      typeText({
        type: 'reflection',
        declaration: {
          name: '__type',
          kind: 65536,
          signatures: [
            {
              name: '__type',
              parameters: [{ name: 't', type: { type: 'intrinsic', name: 'number' } }],
              type: { type: 'reference', name: 'Point' },
            },
          ],
        },
      }),
    ).toBe('(t: number) => Point');
    expect(typeText(undefined)).toBe('unknown');
  });

  it('escapes comment text and marks up only what it writes', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
    const html = describeFunction(
      {
        summary: [
          { kind: 'text', text: 'Stacks <b>two</b> runes: ' },
          { kind: 'code', text: '`stack(a, b)`' },
          { kind: 'text', text: '.\n\nSecond paragraph.' },
        ],
        blockTags: [{ tag: '@returns', content: [{ kind: 'text', text: 'a rune' }] }],
      },
      [{ name: 'a', comment: { summary: [{ kind: 'text', text: 'the top' }] } }, { name: 'b' }],
    );
    expect(html).toBe(
      '<p>Stacks &lt;b&gt;two&lt;/b&gt; runes: <code>stack(a, b)</code>.</p><p>Second paragraph.</p>' +
        '<ul><li><code>a</code>: the top</li></ul><p><strong>Returns</strong> a rune</p>',
    );
  });
});
