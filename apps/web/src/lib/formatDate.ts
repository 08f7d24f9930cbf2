const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A date for reading, in the reader's locale and time zone, e.g. '5 Mar 2026, 10:00' or
 * 'Mar 5, 2026, 10:00 AM' (the listing's dates, achievement deadlines).
 */
export function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
