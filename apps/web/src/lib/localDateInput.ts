import { format, isValid, parseISO } from 'date-fns';

/**
 * A datetime-local input holds local wall-clock time without a zone ('2026-03-01T09:30'); the
 * API holds ISO-8601 instants. These convert between the two; '' stands for no date.
 */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, LOCAL_INPUT) : '';
}

export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  // Without a zone, parseISO reads 'YYYY-MM-DDTHH:mm' as local time, which is what the input meant.
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : null;
}
