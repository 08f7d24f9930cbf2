import { describe, expect, it } from 'vitest';
import { newAssessmentType, TOO_FEW_ASSESSMENT_TYPES, TOO_MANY_ASSESSMENT_TYPES } from './assessment-types';
import { CSV_ALERT_TITLE, validateUserCsv } from './users-csv';

const fail = (message: string) => ({ ok: false, message });

describe('validateUserCsv (spec 2 section 5)', () => {
  it('turns rows of username, role and an optional group into users', () => {
    expect(
      validateUserCsv([
        ['e0000001', 'student', 'Group A'],
        [' e0000002 ', ' Staff '],
      ]),
    ).toEqual({
      ok: true,
      users: [
        { username: 'e0000001', role: 'student', group: 'Group A' },
        { username: 'e0000002', role: 'staff' },
      ],
    });
  });

  it('skips empty lines, including the one a final newline leaves', () => {
    const result = validateUserCsv([['a', 'student'], [''], ['', '', ''], ['b', 'admin'], ['']]);
    expect(result).toEqual({
      ok: true,
      users: [
        { username: 'a', role: 'student' },
        { username: 'b', role: 'admin' },
      ],
    });
  });

  it("refuses more than 1000 entries with 'Please limit each upload to 1000 entries!'", () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`user${i}`, 'student']);
    expect(validateUserCsv(rows)).toEqual(fail('Please limit each upload to 1000 entries!'));
    expect(validateUserCsv(rows.slice(0, 1000)).ok).toBe(true);
    // Earlier files of the same upload count towards the limit.
    expect(validateUserCsv(rows.slice(0, 1), [{ username: 'x', role: 'student' }]).ok).toBe(true);
    const earlier = rows.slice(1, 1000).map(([username = '']) => ({ username, role: 'student' as const }));
    expect(
      validateUserCsv(
        [
          ['new', 'staff'],
          ['new2', 'staff'],
        ],
        earlier,
      ),
    ).toEqual(fail('Please limit each upload to 1000 entries!'));
  });

  it('needs 2 or 3 columns and names the line (empty lines counted)', () => {
    const message = (n: number) =>
      `Invalid format (line ${n})! Please ensure that the username and role is specified for each row entry!`;
    expect(validateUserCsv([['a', 'student'], ['lonely']])).toEqual(fail(message(2)));
    expect(validateUserCsv([[''], ['a', 'student', 'G', 'extra']])).toEqual(fail(message(2)));
    expect(validateUserCsv([['', 'student']])).toEqual(fail(message(1)));
    expect(
      validateUserCsv([
        ['a', 'student'],
        ['b', '  ', 'G'],
      ]),
    ).toEqual(fail(message(2)));
  });

  it('needs the role to be admin, staff or student and names the line', () => {
    expect(validateUserCsv([['a', 'student'], [''], ['b', 'teacher']])).toEqual(
      fail(
        'Invalid role (line 3)! Please ensure that the second column of each entry contains one of the following: admin, staff, student',
      ),
    );
  });

  it("refuses duplicate usernames with 'There are duplicate usernames in the uploaded CSV(s)!'", () => {
    const duplicate = fail('There are duplicate usernames in the uploaded CSV(s)!');
    expect(
      validateUserCsv([
        ['a', 'student'],
        ['a', 'staff'],
      ]),
    ).toEqual(duplicate);
    expect(validateUserCsv([['a', 'student']], [{ username: 'a', role: 'admin' }])).toEqual(duplicate);
  });

  it("titles the alert 'Invalid CSV file provided!'", () => {
    expect(CSV_ALERT_TITLE).toBe('Invalid CSV file provided!');
  });
});

describe('assessment types', () => {
  it('start with the spec defaults and have exact limit messages', () => {
    expect(newAssessmentType()).toEqual({
      assessmentConfigId: -1,
      type: 'untitled',
      isManuallyGraded: true,
      displayInDashboard: true,
      earlySubmissionXp: 0,
      hoursBeforeEarlyXpDecay: 0,
    });
    expect(TOO_MANY_ASSESSMENT_TYPES).toBe('You can have at most 8 assessment types!');
    expect(TOO_FEW_ASSESSMENT_TYPES).toBe('You must have at least 1 assessment type!');
  });
});
