import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A small, ordered view of an XML document: elements keep their children in file order (problems,
 * choices and testcases are positional) and their text exactly as written, CDATA included.
 */
export interface XmlElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  /** Child elements and text runs, in document order. */
  content: readonly (XmlElement | string)[];
}

export type XmlParseResult = { ok: true; roots: XmlElement[] } | { ok: false; error: string };

const ATTRS_KEY = ':@';
const TEXT_KEY = '#text';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Code keeps its indentation and line breaks; values stay strings ("007" is not 7).
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Entity definitions in a DOCTYPE are expanded within fast-xml-parser's default limits, which
  // stop "billion laughs" style files.
  processEntities: true,
  htmlEntities: false,
});

/** Parses and checks well-formedness; the failure carries the parser's reason and position. */
export function parseXml(xml: string): XmlParseResult {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    const where = col === undefined ? `line ${line}` : `line ${line}, column ${col}`;
    return { ok: false, error: `Invalid XML: ${msg} (${where})` };
  }
  try {
    const nodes: unknown = parser.parse(xml);
    return { ok: true, roots: toElements(nodes) };
  } catch (error) {
    return { ok: false, error: `Invalid XML: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function toElements(nodes: unknown): XmlElement[] {
  return toContent(nodes).filter((node): node is XmlElement => typeof node !== 'string');
}

/** fast-xml-parser's ordered form: `[{ TAG: [children], ':@': {attrs} } | { '#text': '...' }]`. */
function toContent(nodes: unknown): (XmlElement | string)[] {
  if (!Array.isArray(nodes)) return [];
  const content: (XmlElement | string)[] = [];
  for (const node of nodes) {
    if (!isObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === ATTRS_KEY) continue;
      if (key === TEXT_KEY) {
        content.push(String(value));
      } else {
        content.push({ name: key, attrs: toAttrs(node[ATTRS_KEY]), content: toContent(value) });
      }
    }
  }
  return content;
}

function toAttrs(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, String(v)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------- reading the tree ----------

export function childElements(element: XmlElement): XmlElement[] {
  return element.content.filter((node): node is XmlElement => typeof node !== 'string');
}

/** Direct children with any of the names, in order. */
export function childrenNamed(element: XmlElement, ...names: string[]): XmlElement[] {
  return childElements(element).filter((child) => names.includes(child.name));
}

/** The first direct child with the first of the names that occurs (current name before legacy). */
export function firstChild(element: XmlElement, ...names: string[]): XmlElement | undefined {
  for (const name of names) {
    const found = childElements(element).find((child) => child.name === name);
    if (found) return found;
  }
  return undefined;
}

/** Depth-first search for the first element with the name (the reference looks for `//TASK`). */
export function findDescendant(elements: readonly XmlElement[], name: string): XmlElement | undefined {
  for (const element of elements) {
    if (element.name === name) return element;
    const found = findDescendant(childElements(element), name);
    if (found) return found;
  }
  return undefined;
}

/**
 * The element's text as written. Inline markup inside it (`<B>bold</B>` in a TEXT) is kept as
 * markup, so rich descriptions survive; entities and CDATA have already been decoded.
 */
export function rawText(element: XmlElement): string {
  return element.content.map((node) => (typeof node === 'string' ? node : markup(node))).join('');
}

function markup(element: XmlElement): string {
  const attrs = Object.entries(element.attrs)
    .map(([key, value]) => ` ${key}="${value.replaceAll('"', '&quot;')}"`)
    .join('');
  const inner = rawText(element);
  return inner === '' ? `<${element.name}${attrs}/>` : `<${element.name}${attrs}>${inner}</${element.name}>`;
}

/**
 * Text of a block element (code, markdown): authors indent it to match the XML, so the blank
 * lines around it and the indentation common to its lines are dropped; everything inside (the
 * relative indentation of code, blank lines between paragraphs, trailing double spaces) stays.
 * A first line written right after the opening tag does not count towards the common indentation.
 */
export function blockText(element: XmlElement): string {
  const lines = rawText(element).replaceAll('\r\n', '\n').split('\n');
  const startsOnTagLine = lines.length > 1 && (lines[0] ?? '').trim() !== '';
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  if (lines.length === 0) return '';
  const measured = startsOnTagLine ? lines.slice(1) : lines;
  const indents = measured
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0] ?? '');
  const common = indents.reduce<string | undefined>(
    (prefix, indent) => (prefix === undefined ? indent : commonPrefix(prefix, indent)),
    undefined,
  );
  const cut = common?.length ?? 0;
  return lines
    .map((line, i) => (startsOnTagLine && i === 0 ? line.trimStart() : line.slice(cut)))
    .join('\n')
    .trimEnd();
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/** Text of a one-line value (PASSWORD, SYMBOL, IDENTIFIER). */
export function lineText(element: XmlElement): string {
  return rawText(element).trim();
}
