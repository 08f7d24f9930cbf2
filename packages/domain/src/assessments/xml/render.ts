/**
 * A small XML renderer for the assessment writer. It knows how the reader (tree.ts) reads text
 * back, and writes every text so that reading gives the same string:
 * - a block text (code, markdown) goes on its own lines, indented one step deeper than its tag.
 *   The reader drops the blank lines around a block and the indentation common to its lines, so the
 *   added indentation comes off again and a text the reader produced comes back unchanged;
 * - code with `<` or `&` is wrapped in CDATA, so it stays readable in the file; a `]]>` inside it
 *   ends one CDATA section and starts another;
 * - one-line values and attributes use the five predefined entities only. The reader keeps
 *   numeric character references (`&#10;`) as written, so the writer never produces them.
 */

export interface XmlNode {
  name: string;
  /** In the order they are written; an undefined value leaves the attribute out. */
  attrs?: readonly (readonly [string, string | number | undefined])[];
  children?: readonly (XmlNode | undefined)[];
  /** A block text (code, markdown) or a one-line value (a symbol, a password). */
  text?: { kind: 'block' | 'line'; value: string };
}

const INDENT = '  ';

export function renderXmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderNode(root, 0)}\n`;
}

function renderNode(node: XmlNode, depth: number): string {
  const indent = INDENT.repeat(depth);
  const open = `${node.name}${renderAttrs(node.attrs ?? [])}`;
  const children = (node.children ?? []).filter((child): child is XmlNode => child !== undefined);
  if (children.length > 0) {
    const inner = children.map((child) => renderNode(child, depth + 1)).join('\n');
    return `${indent}<${open}>\n${inner}\n${indent}</${node.name}>`;
  }
  const text = node.text;
  if (text === undefined || text.value === '') return `${indent}<${open}/>`;
  if (text.kind === 'line') return `${indent}<${open}>${escapeText(text.value)}</${node.name}>`;
  return `${indent}<${open}>${renderBlock(text.value, depth)}</${node.name}>`;
}

function renderBlock(value: string, depth: number): string {
  const cdata = /[<&]/.test(value);
  const lines = value.split('\n');
  if (lines.length === 1) return cdata ? wrapCdata(value) : escapeText(value);
  const inner = INDENT.repeat(depth + 1);
  const body = lines.map((line) => (line === '' ? '' : `${inner}${line}`)).join('\n');
  const closing = INDENT.repeat(depth);
  return cdata ? `${wrapCdata(`\n${body}\n${closing}`)}` : `\n${escapeText(body)}\n${closing}`;
}

function wrapCdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function renderAttrs(attrs: readonly (readonly [string, string | number | undefined])[]): string {
  return attrs
    .filter((attr): attr is readonly [string, string | number] => attr[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

export function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
