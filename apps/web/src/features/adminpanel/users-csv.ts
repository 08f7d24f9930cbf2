import type { CourseUser } from '@sa/contracts';
import { type CsvValidation, toCsv, type UserUploadRow, validateUserCsv } from '@sa/domain';
import { parseCsvRows } from '../../lib/csv';

/**
 * The admin panel's CSV files. No React here: the bench parses and validates its 1,000-row file
 * with exactly this code.
 */

/** Upload files above this size are refused before parsing (1,000 rows need far less). */
export const MAX_CSV_BYTES = 1024 * 1024;
export const CSV_TOO_LARGE = 'Please upload a CSV file no larger than 1 MB!';

export function parseUserCsv(text: string, alreadyAdded: readonly UserUploadRow[] = []): CsvValidation {
  return validateUserCsv(parseCsvRows(text), alreadyAdded);
}

/**
 * The Users tab export: columns name, username, group, role (spec 2 section 9). Names come from
 * sign-in providers and usernames from uploads, so a formula in one stays text (`toCsv`).
 */
export function usersToCsv(users: readonly CourseUser[]): string {
  return toCsv(
    ['name', 'username', 'group', 'role'],
    users.map((u) => [u.name, u.username, u.group, u.role]),
  );
}
