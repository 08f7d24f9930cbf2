import type { CommentPart, JsonComment, JsonParameter } from './typedoc-json';

/**
 * A doc comment as the HTML the editor shows. Safe by construction: every piece of comment text is
 * escaped, and the only markup is what this file writes (p, code, pre, ul, li, strong). The editor
 * sanitises again with DOMPurify, since the docs may come from another server.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Comment parts as inline HTML: text escaped, `code` in <code>, fenced blocks in <pre>. */
export function partsToHtml(parts: readonly CommentPart[] | undefined): string {
  let html = '';
  for (const part of parts ?? []) {
    if (part.kind === 'code') {
      const fenced = /^```[\w-]*\n?([\s\S]*?)\n?```$/.exec(part.text);
      if (fenced) html += `\n\n<pre><code>${escapeHtml(fenced[1] ?? '')}</code></pre>\n\n`;
      else html += `<code>${escapeHtml(part.text.replace(/^`+|`+$/g, ''))}</code>`;
    } else {
      // {@link name} and the like: the name alone, as code.
      html += part.kind === 'inline-tag' ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text);
    }
  }
  return html;
}

/** Blank lines separate paragraphs; a <pre> block stands on its own. */
function paragraphs(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => (block.startsWith('<pre>') ? block : `<p>${block.replace(/\s*\n\s*/g, ' ')}</p>`))
    .join('');
}

/** A variable's description: its summary. */
export function describeComment(comment: JsonComment | undefined): string {
  return paragraphs(partsToHtml(comment?.summary));
}

/** A function's description: the summary, then each described parameter and what it returns. */
export function describeFunction(
  comment: JsonComment | undefined,
  parameters: readonly JsonParameter[],
): string {
  let html = describeComment(comment);
  const described = parameters.filter((p) => (p.comment?.summary ?? []).length > 0);
  if (described.length > 0) {
    const items = described.map(
      (p) => `<li><code>${escapeHtml(p.name)}</code>: ${partsToHtml(p.comment?.summary).trim()}</li>`,
    );
    html += `<ul>${items.join('')}</ul>`;
  }
  const returns = comment?.blockTags?.find((tag) => tag.tag === '@returns');
  if (returns?.content?.length)
    html += `<p><strong>Returns</strong> ${partsToHtml(returns.content).trim()}</p>`;
  return html;
}
