import type { CourseUser } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { usersToCsv } from './users-csv';

const member = (name: string | null, username: string, group: string | null): CourseUser => ({
  courseRegId: 1,
  course_id: 1,
  courseId: 1,
  name,
  provider: 'test',
  username,
  role: 'student',
  group,
});

describe('the users export', () => {
  it('writes a name, username or group that a spreadsheet would run as a formula as text', () => {
    // The probe's attack: a user whose provider name is a DDE payload, exported by an admin.
    const csv = usersToCsv([member("=cmd|' /C calc'!A0", '@evil', '+1-1')]);
    expect(csv).toBe(`name,username,group,role\r\n"'=cmd|' /C calc'!A0","'@evil","'+1-1",student`);
  });

  it('writes a missing name and group as empty cells', () => {
    expect(usersToCsv([member(null, 'e01', null)])).toBe('name,username,group,role\r\n,e01,,student');
  });
});
