import type { XmlElement } from './tree';

/**
 * A problem with the file, named for the author: thrown inside the importer only and turned into
 * the failed result at its boundary, so no caller ever sees it as an exception.
 */
export class XmlImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlImportError';
  }
}

export function fail(message: string): never {
  throw new XmlImportError(message);
}

/** A whole number from an attribute, within bounds; `where` names the element for the message. */
export function wholeNumber(
  element: XmlElement,
  attribute: string,
  where: string,
  bounds: { min: number; max: number },
): number | undefined {
  const raw = element.attrs[attribute];
  if (raw === undefined) return undefined;
  const text = raw.trim();
  const value = Number(text);
  if (!/^[+-]?\d+$/.test(text) || value < bounds.min || value > bounds.max) {
    const range =
      bounds.max === Number.MAX_SAFE_INTEGER ? `>= ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
    fail(`Invalid ${where}: ${attribute} must be a whole number ${range} (got "${raw}")`);
  }
  return value;
}

/** The reference's flags are true only when the attribute says exactly "true". */
export function flag(element: XmlElement, attribute: string): boolean {
  return element.attrs[attribute]?.trim().toLowerCase() === 'true';
}

export function nonBlank(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}
