import type { TeamFormationStudent } from '@sa/contracts';
import { teamsFromCsvRows } from '@sa/domain';
import { parseCsvRows } from '../../lib/csv';

export type TeamsFromCsv = { ok: true; teams: number[][] } | { ok: false; message: string };

/**
 * A teams CSV (one team per line, one username per cell, no header) as the course registration
 * ids that POST admin/teams takes. Usernames are matched exactly against the course's students.
 */
export function teamsFromCsv(
  text: string,
  students: readonly TeamFormationStudent[],
  maxTeamSize: number,
): TeamsFromCsv {
  const parsed = teamsFromCsvRows(parseCsvRows(text), maxTeamSize);
  if (!parsed.ok) return parsed;
  const byUsername = new Map(students.map((s) => [s.username, s.userId]));
  const unknown = parsed.teams.flat().filter((username) => !byUsername.has(username));
  if (unknown.length > 0) {
    return { ok: false, message: `Not a student of this course: ${unknown.join(', ')}` };
  }
  return {
    ok: true,
    teams: parsed.teams.map((team) => team.map((username) => byUsername.get(username) ?? 0)),
  };
}
