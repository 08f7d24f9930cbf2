import { describe, expect, it } from 'vitest';
import { TEAM_DUPLICATE_STUDENT, TEAM_TOO_LARGE, teamShapeConflict, teamsFromCsvRows } from './teams';

describe('teamShapeConflict', () => {
  it('accepts teams up to the maximum size with distinct students', () => {
    expect(teamShapeConflict([[1, 2], [3]], 2)).toBeNull();
  });
  it('refuses a team one larger than the maximum', () => {
    expect(teamShapeConflict([[1, 2, 3]], 2)).toBe(TEAM_TOO_LARGE);
  });
  it('refuses a student twice in one team or across teams', () => {
    expect(teamShapeConflict([[1, 1]], 2)).toBe(TEAM_DUPLICATE_STUDENT);
    expect(
      teamShapeConflict(
        [
          [1, 2],
          [2, 3],
        ],
        2,
      ),
    ).toBe(TEAM_DUPLICATE_STUDENT);
  });
  it('checks the size before duplicates, as the reference does', () => {
    expect(teamShapeConflict([[1, 1, 1]], 2)).toBe(TEAM_TOO_LARGE);
  });
});

describe('teamsFromCsvRows', () => {
  it('reads one team per line, trimming cells and skipping blank lines and empty cells', () => {
    expect(teamsFromCsvRows([[' ann ', 'bob'], [''], ['cat', '']], 2)).toEqual({
      ok: true,
      teams: [['ann', 'bob'], ['cat']],
    });
  });
  it('names the line of a team that is too large', () => {
    expect(teamsFromCsvRows([['a'], ['b', 'c', 'd']], 2)).toEqual({
      ok: false,
      message: 'Line 2 has 3 students; a team of this assessment has at most 2.',
    });
  });
  it('names a username that appears twice', () => {
    expect(teamsFromCsvRows([['a', 'b'], ['b']], 2)).toEqual({
      ok: false,
      message: 'b appears more than once in the file.',
    });
  });
  it('refuses a file without teams', () => {
    expect(teamsFromCsvRows([[''], []], 2).ok).toBe(false);
  });
});
