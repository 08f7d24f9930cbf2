import { GRADING_EXPORT_COLUMNS, type GradingListRow } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { gradingCsv, gradingCsvFileName } from './csv';
import { gradingText, mayReautograde, mayUnsubmit, studentName, xpText } from './rules';

const row = (
  status: GradingListRow['status'],
  student: { id: number; leader: number | null },
): GradingListRow => ({
  id: 1,
  status,
  unsubmittedAt: null,
  xp: 40,
  xpAdjustment: -5,
  xpBonus: 0,
  isGradingPublished: false,
  gradedCount: 0,
  assessment: {
    id: 2,
    title: 'Rune Trials',
    assessmentNumber: 'M1',
    isManuallyGraded: true,
    type: 'Missions',
    maxXp: 100,
    questionCount: 2,
  },
  student: { id: student.id, name: null, username: 'e1', groupName: null, groupLeaderId: student.leader },
  team: null,
  unsubmittedBy: null,
  notificationCount: 0,
});

const staff = { courseRegId: 10, role: 'staff' as const };
const admin = { courseRegId: 11, role: 'admin' as const };

describe('mayUnsubmit (spec 2 section 4)', () => {
  it('lets the group leader, the student and any admin unsubmit a submitted submission', () => {
    expect(mayUnsubmit(row('submitted', { id: 5, leader: 10 }), staff)).toBe(true);
    expect(mayUnsubmit(row('submitted', { id: 10, leader: null }), staff)).toBe(true);
    expect(mayUnsubmit(row('submitted', { id: 5, leader: 99 }), admin)).toBe(true);
    expect(mayUnsubmit(row('submitted', { id: 5, leader: 99 }), staff)).toBe(false);
  });

  it('never allows it before submission, not even to admins', () => {
    for (const status of ['attempting', 'attempted'] as const) {
      expect(mayUnsubmit(row(status, { id: 5, leader: 10 }), staff)).toBe(false);
      expect(mayUnsubmit(row(status, { id: 5, leader: 10 }), admin)).toBe(false);
    }
  });
});

describe('mayReautograde (spec 2 section 4)', () => {
  it('allows a submitted submission, or the caller own one at any status', () => {
    expect(mayReautograde(row('submitted', { id: 5, leader: 99 }), staff)).toBe(true);
    expect(mayReautograde(row('attempted', { id: 5, leader: 10 }), staff)).toBe(false);
    expect(mayReautograde(row('attempting', { id: 10, leader: null }), staff)).toBe(true);
  });
});

describe('row texts', () => {
  it('names a student who never signed in, and shows XP with adjustments of the maximum', () => {
    const r = row('submitted', { id: 5, leader: null });
    expect(studentName(r)).toBe('(user has yet to log in)');
    expect(xpText(r)).toBe('35 / 100');
    expect(xpText({ ...r, xpBonus: 20 })).toBe('35 / 100 (+20 bonus)');
    expect(gradingText(r)).toBe('Not graded yet');
    expect(gradingText({ ...r, status: 'attempted' })).toBe('Not applicable');
  });
});

describe('CSV export', () => {
  it('keeps a formula-like name as text and names the file after the course and date', () => {
    const csv = gradingCsv({
      columns: [...GRADING_EXPORT_COLUMNS],
      rows: [['A', 'Missions', '=HYPERLINK("x")', '', 'submitted', 'none', 1, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0]],
    });
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(gradingCsvFileName('CS 1101S', new Date(2026, 10, 3))).toBe('grading-CS_1101S-2026-11-03.csv');
  });
});
