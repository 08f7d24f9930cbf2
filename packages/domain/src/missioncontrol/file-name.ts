const REFUSED = new Set('<>:"/\\|?*');

/**
 * The file name 'Export XML' downloads: `{title}.xml`, with the characters that Windows, macOS or
 * Linux refuse in a file name (and control characters) replaced by `_`, and without the trailing
 * dots and spaces Windows drops, so every title gives a file that can be saved.
 */
export function missionXmlFileName(title: string): string {
  const safe = [...title]
    .map((char) => (REFUSED.has(char) || (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f' ? '_' : char))
    .join('')
    .trim()
    .replace(/[. ]+$/u, '');
  return `${safe === '' ? 'mission' : safe}.xml`;
}
