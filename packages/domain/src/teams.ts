/**
 * Team assessments (api-reference-routes, admin teams): the formation rules that need no
 * database, the reference's conflict texts, and reading a teams CSV (one team per line, one
 * username per cell) for the Team Formation page.
 */

/** The reference's 409 texts, verbatim, in the order it checks them. */
export const TEAM_TOO_LARGE = 'One or more teams exceed the maximum team size!';
export const TEAM_DUPLICATE_STUDENT = 'One or more students appear multiple times in a team!';
export const TEAM_STUDENT_NOT_ENROLLED = 'One or more students not enrolled in this course!';
export const TEAM_STUDENT_ALREADY_IN_TEAM = 'One or more students already in a team for this assessment!';
export const TEAM_STUDENT_IN_ANOTHER_TEAM =
  'One or more students are already in another team for the same assessment!';
export const TEAM_HAS_SUBMITTED = 'This team has submitted their answers! Unable to delete the team!';

/**
 * The first conflict among teams to create (or one team to update) that their ids alone show:
 * a team larger than the assessment allows, or a student twice (in one team or across teams).
 * A team needs at least one member; null when none of these apply.
 */
export function teamShapeConflict(teams: readonly (readonly number[])[], maxTeamSize: number): string | null {
  if (teams.some((team) => team.length > maxTeamSize)) return TEAM_TOO_LARGE;
  const all = teams.flat();
  if (new Set(all).size !== all.length) return TEAM_DUPLICATE_STUDENT;
  return null;
}

export type TeamsCsv = { ok: true; teams: string[][] } | { ok: false; message: string };

/** The teams of a parsed CSV file: one line a team, its usernames in the cells; blank lines skipped. */
export function teamsFromCsvRows(rows: readonly (readonly string[])[], maxTeamSize: number): TeamsCsv {
  const teams: string[][] = [];
  for (const [index, row] of rows.entries()) {
    const usernames = row.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (usernames.length === 0) continue;
    if (usernames.length > maxTeamSize) {
      return {
        ok: false,
        message: `Line ${index + 1} has ${usernames.length} students; a team of this assessment has at most ${maxTeamSize}.`,
      };
    }
    teams.push(usernames);
  }
  if (teams.length === 0)
    return { ok: false, message: 'The file has no teams: put one team per line, one username per cell.' };
  const all = teams.flat();
  const twice = all.find((username, i) => all.indexOf(username) !== i);
  if (twice !== undefined) return { ok: false, message: `${twice} appears more than once in the file.` };
  return { ok: true, teams };
}
