// KaTeX and its CSS and fonts: a chunk of their own, loaded by the first formula on a page.
import katex from 'katex';
import 'katex/dist/katex.min.css';

/** `\mbox` is not KaTeX's; `\text` means the same here. */
function prepare(tex: string): string {
  return tex.replace(/\\mbox(?![A-Za-z])/g, '\\text');
}

/** The math and its display mode, read from the delimiters the book put around it. */
function unwrap(body: string): { tex: string; display: boolean } {
  const s = body.trim();
  const pairs: Array<[string, string, boolean]> = [
    ['$$', '$$', true],
    ['\\[', '\\]', true],
    ['\\(', '\\)', false],
    ['$', '$', false],
  ];
  for (const [open, close, display] of pairs) {
    if (s.length >= open.length + close.length && s.startsWith(open) && s.endsWith(close)) {
      return { tex: s.slice(open.length, s.length - close.length), display };
    }
  }
  // Without delimiters a LATEX body is raw block math.
  return { tex: s, display: true };
}

/** KaTeX's HTML for a LATEX body, or null when KaTeX cannot parse it (then the source shows). */
export function renderLatex(body: string): { html: string; display: boolean } | null {
  const { tex, display } = unwrap(body);
  try {
    return {
      html: katex.renderToString(prepare(tex), { displayMode: display, throwOnError: true, output: 'html' }),
      display,
    };
  } catch {
    return null;
  }
}
