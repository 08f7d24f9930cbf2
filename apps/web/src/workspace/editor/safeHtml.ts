/** The markup a module's description may use: what the docs generator writes, and links. */
export const ALLOWED_TAGS = ['p', 'code', 'pre', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a'];
/** Elements whose content is not text to show. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
]);

/**
 * A description from a docs json as DOM nodes safe to insert. It may come from another site
 * (MODULE_BACKEND_URL), so two layers: DOMPurify (purify.ts; it knows the browsers' parsing quirks),
 * run by the docs loader when the json arrives, then here the result parsed inert (a <template>
 * runs and loads nothing) and copied node by node, rebuilding only allowed elements and no
 * attribute but a link's http(s) address. The copy does not rely on DOMPurify having walked every
 * node, which in happy-dom it does not.
 */
export function safeDescription(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createDocumentFragment();
  for (const child of [...template.content.childNodes]) copyInto(out, child);
  return out;
}

function copyInto(parent: Node, node: Node): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parent.appendChild(document.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return;
  let target: Node = parent;
  if (ALLOWED_TAGS.includes(tag)) {
    const element = document.createElement(tag);
    const href = tag === 'a' ? (node as Element).getAttribute('href') : null;
    if (href && /^https?:\/\//i.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    parent.appendChild(element);
    target = element;
  }
  // A disallowed element (a <div>, an <img>) gives up itself but keeps its text.
  for (const child of [...node.childNodes]) copyInto(target, child);
}
