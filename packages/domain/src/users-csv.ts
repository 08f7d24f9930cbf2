import { ROLES, type Role } from './roles';

/** Spec 2 section 9: one upload adds at most this many users. */
export const MAX_CSV_ENTRIES = 1000;
/** Reference rule: a course holds at most this many registrations. */
export const MAX_COURSE_USERS = 1500;

/** Spec 2 section 5, verbatim. */
export const CSV_ALERT_TITLE = 'Invalid CSV file provided!';
export const CSV_TOO_MANY_ENTRIES = `Please limit each upload to ${MAX_CSV_ENTRIES} entries!`;
export const CSV_DUPLICATE_USERNAMES = 'There are duplicate usernames in the uploaded CSV(s)!';
export const csvInvalidFormat = (line: number) =>
  `Invalid format (line ${line})! Please ensure that the username and role is specified for each row entry!`;
export const csvInvalidRole = (line: number) =>
  `Invalid role (line ${line})! Please ensure that the second column of each entry contains one of the following: admin, staff, student`;

/** One user to add: the body row of PUT /admin/users. */
export interface UserUploadRow {
  username: string;
  role: Role;
  group?: string;
}

export type CsvValidation = { ok: true; users: UserUploadRow[] } | { ok: false; message: string };

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A line with nothing but empty cells (a blank line, or the newline that ends the file). */
const isEmptyRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Checks the rows of one uploaded CSV file (as parsed, one array of cells per line) and turns
 * them into users. `alreadyAdded` holds the users of earlier files of the same upload: they count
 * towards the entry limit and towards duplicate usernames. Empty lines are skipped but still
 * counted, so a reported line number is the line an editor shows.
 */
export function validateUserCsv(
  rows: readonly (readonly string[])[],
  alreadyAdded: readonly UserUploadRow[] = [],
): CsvValidation {
  const users: UserUploadRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (isEmptyRow(row)) continue;
    const line = index + 1;
    const [username = '', role = '', group = ''] = row.map((cell) => cell.trim());
    if (row.length < 2 || row.length > 3 || username === '' || role === '') {
      return { ok: false, message: csvInvalidFormat(line) };
    }
    const normalisedRole = role.toLowerCase();
    if (!isRole(normalisedRole)) return { ok: false, message: csvInvalidRole(line) };
    users.push(group === '' ? { username, role: normalisedRole } : { username, role: normalisedRole, group });
  }
  const all = [...alreadyAdded, ...users];
  if (all.length > MAX_CSV_ENTRIES) return { ok: false, message: CSV_TOO_MANY_ENTRIES };
  if (new Set(all.map((u) => u.username)).size !== all.length) {
    return { ok: false, message: CSV_DUPLICATE_USERNAMES };
  }
  return { ok: true, users };
}
