/**
 * Text the database cannot store: PostgreSQL's text and jsonb refuse the NUL character, and a lone
 * UTF-16 surrogate has no UTF-8 form. Such text is refused at the door with a 400 naming the field,
 * rather than failing deep in a query as a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'contains a NUL character or an unpaired surrogate';

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path (`answer`, `questions.2.title`) of the first string in `value` - object keys included -
 * that cannot be stored, or undefined when every string can. Depth-first, arrays by index.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly (string | number)[] = [],
): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || '(value)';
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(key)'].join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
