import { useEffect, useState } from 'react';

type Renderer = typeof import('./katexRender');

// KaTeX is most of the reader's JavaScript: the section's text shows without waiting for it, and
// formulas are typeset once it has loaded (their source shows meanwhile). Loaded once per page.
let loaded: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

function loadRenderer(): Promise<Renderer> {
  loading ??= import('./katexRender').then((renderer) => {
    loaded = renderer;
    return renderer;
  });
  return loading;
}

export function Latex({ body }: { body: string }) {
  const [renderer, setRenderer] = useState<Renderer | null>(loaded);
  useEffect(() => {
    if (renderer) return;
    let current = true;
    void loadRenderer().then((r) => {
      if (current) setRenderer(r);
    });
    return () => {
      current = false;
    };
  }, [renderer]);
  if (!renderer) return <span className="textbook-latex-pending">{body}</span>;
  const rendered = renderer.renderLatex(body);
  if (!rendered) return <code className="textbook-latex-source">{body}</code>;
  const Tag = rendered.display ? 'div' : 'span';
  // KaTeX's own output from text it parsed (trust off: no \href or \url): no markup of the book's passes through.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output, see above
  return <Tag className="textbook-latex" dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
