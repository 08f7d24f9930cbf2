/**
 * The lexical layer of the checkpoint format (game-facts 1, "Lexical rules"): comments out, blank
 * lines out, trailing spaces trimmed, and paragraphs by indentation. Every line keeps its 1-based
 * number in its file so messages can point at it even after a multi-line comment.
 */

export interface SourceLine {
  /** The text with its leading indentation kept (a sub-parser strips one level at a time). */
  text: string;
  line: number;
}

export interface Paragraph {
  header: SourceLine;
  body: SourceLine[];
}

/** Removes `//` and `/* … *\/` comments, trims line ends and drops blank lines. */
export function toSourceLines(text: string): SourceLine[] {
  const out: SourceLine[] = [];
  let inBlock = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    let kept = '';
    let i = 0;
    while (i < raw.length) {
      if (inBlock) {
        const end = raw.indexOf('*/', i);
        if (end < 0) {
          i = raw.length;
        } else {
          inBlock = false;
          i = end + 2;
        }
      } else if (raw.startsWith('//', i)) {
        i = raw.length;
      } else if (raw.startsWith('/*', i)) {
        inBlock = true;
        i += 2;
      } else {
        kept += raw[i];
        i += 1;
      }
    }
    const trimmed = kept.trimEnd();
    if (trimmed.trim() !== '') out.push({ text: trimmed, line: index + 1 });
  });
  return out;
}

/** One nesting level is one tab or exactly four spaces. */
export function isIndented(text: string): boolean {
  return text.startsWith('\t') || text.startsWith('    ');
}

function dedent(line: SourceLine): SourceLine {
  const cut = line.text.startsWith('\t') ? 1 : 4;
  return { text: line.text.slice(cut), line: line.line };
}

/** Splits lines into non-indented headers, each with its body one level shallower. */
export function toParagraphs(lines: SourceLine[]): Paragraph[] {
  const out: Paragraph[] = [];
  for (const line of lines) {
    const current = out[out.length - 1];
    if (isIndented(line.text) && current) {
      current.body.push(dedent(line));
    } else {
      out.push({ header: { text: line.text.trim(), line: line.line }, body: [] });
    }
  }
  return out;
}

/** Fields split on commas and trimmed; `limit` keeps the rest (commas included) in the last field. */
export function splitFields(text: string, limit?: number): string[] {
  const parts = text.split(',');
  if (limit !== undefined && parts.length > limit) {
    parts.splice(limit - 1, parts.length, parts.slice(limit - 1).join(','));
  }
  return parts.map((p) => p.trim());
}

/** `key: a, b` -> ['key', 'a, b'] when the header is a config line, else undefined. */
export function splitConfig(paragraph: Paragraph): [string, string] | undefined {
  const at = paragraph.header.text.indexOf(':');
  if (at < 0 || paragraph.body.length > 0) return undefined;
  return [paragraph.header.text.slice(0, at).trim(), paragraph.header.text.slice(at + 1).trim()];
}
