/**
 * A control's name for a clickable object or box: its id in words, as a person would read it
 * (`console` -> 'Console', `escape_pod` -> 'Escape pod', `northWall` -> 'North wall').
 */
export function idInWords(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.length === 0 ? id : text.charAt(0).toUpperCase() + text.slice(1);
}
