/**
 * Cuts `text` to its first `maxChars` characters followed by a marker saying how many were left out;
 * shorter text is returned as is. Student programs decide how long values, outputs and error messages
 * are, so everything that leaves a worker or is stored goes through a cap like this one.
 */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let end = maxChars;
  // Never end on the first half of a surrogate pair: the stored text would not be valid UTF-16.
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}... [truncated: ${text.length - end} more characters]`;
}
