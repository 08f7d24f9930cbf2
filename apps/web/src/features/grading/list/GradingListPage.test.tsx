import { GRADING_EXPORT_COLUMNS, type GradingExportResponse, type GradingListRow } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, json, text, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { gradingArea } from '..';

/** The caller is staff with course registration 70 (see userResponse). */
const staff = userResponse({ role: 'staff', courseId: 1 });

function row(
  id: number,
  extra: Partial<GradingListRow> = {},
  student: Partial<GradingListRow['student']> = {},
) {
  return {
    id,
    status: 'submitted',
    unsubmittedAt: null,
    xp: 30,
    xpAdjustment: 5,
    xpBonus: 0,
    isGradingPublished: false,
    gradedCount: 0,
    assessment: {
      id: 5,
      title: 'Rune Trials',
      assessmentNumber: 'M3',
      isManuallyGraded: true,
      type: 'Missions',
      maxXp: 200,
      questionCount: 2,
    },
    student: {
      id: 100 + id,
      name: `Student ${id}`,
      username: `e${id}`,
      groupName: 'Alpha',
      groupLeaderId: 99,
      ...student,
    },
    team: null,
    unsubmittedBy: null,
    notificationCount: 0,
    ...extra,
  } satisfies GradingListRow;
}

const ROWS: GradingListRow[] = [
  // Led by the caller: every action.
  row(1, { notificationCount: 2, gradedCount: 1 }, { groupLeaderId: 70 }),
  // Not submitted: neither reautograde nor unsubmit.
  row(2, { status: 'attempted' }),
  // Submitted, another leader's student: reautograde only.
  row(3, { gradedCount: 2, xpBonus: 40 }, { name: null, groupName: null }),
];

/** The list answers 60 rows in all; every GET is recorded with its query. */
function listBackend() {
  const backend = createFakeBackend({ 'GET user': () => json(staff) });
  const queries: URLSearchParams[] = [];
  const inner = backend.fetch;
  backend.fetch = (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/v2/courses/1/admin/grading')) queries.push(url.searchParams);
    return inner(input, init);
  };
  backend.on('GET courses/1/admin/grading', () => json({ count: 60, data: ROWS }));
  const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);
  return { backend, lastQuery, queries };
}

async function openList(backend = listBackend()) {
  const user = userEvent.setup();
  const app = renderApp({
    path: '/courses/1/grading',
    profile: staff,
    backend: backend.backend,
    areas: [gradingArea],
  });
  const table = await screen.findByRole('table', { name: 'Submissions' });
  return { user, table, ...app, ...backend };
}

const rowOf = (table: HTMLElement, name: string) => {
  const found = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name) !== null);
  if (!found) throw new Error(`no row for ${name}`);
  return within(found);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Grading list', () => {
  it('shows the columns of spec 2 and asks for the first 25 rows of the own group', async () => {
    const { table, lastQuery } = await openList();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Notifications',
      'Assessment',
      'Category',
      'Student',
      'Group',
      'Status',
      'Grading',
      'XP',
      'Actions',
    ]);
    expect(lastQuery()).toEqual({ group: 'true', pageSize: '25', offset: '0' });
    const first = rowOf(table, 'Student 1');
    expect(first.getByRole('img', { name: '2 unread notifications' })).toBeTruthy();
    expect(first.getByText('Grading in progress')).toBeTruthy();
    expect(first.getByText('35 / 200')).toBeTruthy();
    expect(first.getByRole('link', { name: /^Grade/ }).getAttribute('href')).toBe('/courses/1/grading/1/0');
    const third = rowOf(table, '(user has yet to log in)');
    expect(third.getByText('Fully graded')).toBeTruthy();
    expect(third.getByText('35 / 200 (+40 bonus)')).toBeTruthy();
    expect(rowOf(table, 'Student 2').getByText('Not applicable')).toBeTruthy();
  });

  it('pages with first, previous, next and last', async () => {
    const { user, lastQuery } = await openList();
    const button = (name: string) => screen.getByRole('button', { name });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(button('First page')).toHaveProperty('disabled', true);
    expect(button('Previous page')).toHaveProperty('disabled', true);
    await user.click(button('Next page'));
    await waitFor(() => expect(lastQuery().offset).toBe('25'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await user.click(button('Last page'));
    await waitFor(() => expect(lastQuery().offset).toBe('50'));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next page')).toHaveProperty('disabled', true);
    expect(button('Last page')).toHaveProperty('disabled', true);
    await user.click(button('Previous page'));
    await waitFor(() => expect(lastQuery().offset).toBe('25'));
    await user.click(button('First page'));
    await waitFor(() => expect(lastQuery().offset).toBe('0'));
  });

  it('filters on Enter and on leaving the box, from the first page', async () => {
    const { user, lastQuery, queries } = await openList();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().offset).toBe('25'));
    const box = screen.getByRole('textbox', { name: 'Filter submissions' });
    await user.type(box, 'ada');
    // Typing alone asks for nothing.
    expect(lastQuery().search).toBeUndefined();
    const asked = queries.length;
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ group: 'true', search: 'ada', pageSize: '25', offset: '0' }),
    );
    expect(queries.length).toBe(asked + 1);
    await user.clear(box);
    await user.type(box, 'Beta');
    await user.tab();
    await waitFor(() => expect(lastQuery().search).toBe('Beta'));
  });

  it("shows every group's submissions with 'Show all groups'", async () => {
    const { user, lastQuery } = await openList();
    const toggle = screen.getByRole('switch', { name: 'Show all groups' });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    await waitFor(() => expect(lastQuery().group).toBe('false'));
    await user.click(toggle);
    await waitFor(() => expect(lastQuery().group).toBe('true'));
  });

  it('enables Reautograde and Unsubmit by the rules of spec 2 section 4', async () => {
    const { table } = await openList();
    const enabled = (name: string, action: string) =>
      !rowOf(table, name)
        .getByRole('button', { name: new RegExp(`^${action}`) })
        .hasAttribute('disabled');
    expect([enabled('Student 1', 'Reautograde'), enabled('Student 1', 'Unsubmit')]).toEqual([true, true]);
    expect([enabled('Student 2', 'Reautograde'), enabled('Student 2', 'Unsubmit')]).toEqual([false, false]);
    expect([
      enabled('(user has yet to log in)', 'Reautograde'),
      enabled('(user has yet to log in)', 'Unsubmit'),
    ]).toEqual([true, false]);
  });

  it('reautogrades only after confirming, and toasts each outcome', async () => {
    const { user, table, backend } = await openList();
    const posts = () => backend.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    const reautograde = () =>
      user.click(rowOf(table, 'Student 1').getByRole('button', { name: /^Reautograde/ }));

    await reautograde();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reautograde Rune Trials by Student 1?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);

    backend.on('POST courses/1/admin/grading/1/autograde', () => new Response(null, { status: 204 }));
    await reautograde();
    await user.click(await screen.findByRole('button', { name: 'Reautograde' }));
    expect(await screen.findByText('Autograde job queued successfully.')).toBeTruthy();
    expect(posts()).toEqual(['courses/1/admin/grading/1/autograde']);

    backend.on('POST courses/1/admin/grading/1/autograde', () => text('Submission not submitted yet', 400));
    await reautograde();
    await user.click(await screen.findByRole('button', { name: 'Reautograde' }));
    expect(await screen.findByText('Cannot reautograde non-submitted submission.')).toBeTruthy();

    backend.on('POST courses/1/admin/grading/1/autograde', () => text('Oops', 500));
    await reautograde();
    await user.click(await screen.findByRole('button', { name: 'Reautograde' }));
    expect(await screen.findByText('Failed to queue autograde job.')).toBeTruthy();
  });

  it('unsubmits after confirming and shows the list again', async () => {
    const { user, table, backend, queries } = await openList();
    backend.on('POST courses/1/admin/grading/1/unsubmit', () => text('OK'));
    const before = queries.length;
    await user.click(rowOf(table, 'Student 1').getByRole('button', { name: /^Unsubmit/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Unsubmit Rune Trials by Student 1?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unsubmit' }));
    expect(await screen.findByText('Unsubmit successful')).toBeTruthy();
    expect(
      backend.calls.some((c) => c.method === 'POST' && c.path === 'courses/1/admin/grading/1/unsubmit'),
    ).toBe(true);
    await waitFor(() => expect(queries.length).toBeGreaterThan(before + 1));

    backend.on('POST courses/1/admin/grading/1/unsubmit', () =>
      text('Grading has not been unpublished', 403),
    );
    await user.click(rowOf(table, 'Student 1').getByRole('button', { name: /^Unsubmit/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unsubmit' }),
    );
    expect(await screen.findByText(/Error while communicating with backend: 403/)).toBeTruthy();
  });

  it('offers publishing a grading only when submitted, graded by hand and fully graded', async () => {
    const list = listBackend();
    const rows = [
      ...ROWS,
      row(4, { gradedCount: 2, assessment: { ...row(4).assessment, isManuallyGraded: false } }),
      row(5, { gradedCount: 2, isGradingPublished: true }),
    ];
    list.backend.on('GET courses/1/admin/grading', () => json({ count: rows.length, data: rows }));
    const { table } = await openList(list);
    const action = (name: string) =>
      rowOf(table, name).getByRole('button', { name: /^(Unpublish|Publish) grading/ });
    const enabled = (name: string) => !action(name).hasAttribute('disabled');
    // 1 is half graded, 2 not submitted, 4 autograded; 3 and 5 are ready.
    expect(['Student 1', 'Student 2', 'Student 4'].map(enabled)).toEqual([false, false, false]);
    expect(enabled('(user has yet to log in)')).toBe(true);
    expect(action('Student 5').textContent).toBe('Unpublish grading');
    expect(enabled('Student 5')).toBe(true);
  });

  it('publishes after confirming, refreshes the list, and toasts a refusal in the server’s words', async () => {
    const { user, table, backend, queries } = await openList();
    const publish = () =>
      user.click(rowOf(table, '(user has yet to log in)').getByRole('button', { name: /^Publish grading/ }));
    await publish();
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Publish the grading of Rune Trials by (user has yet to log in)?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.filter((c) => c.method === 'POST')).toEqual([]);

    backend.on('POST courses/1/admin/grading/3/publish_grades', () => text('OK'));
    const before = queries.length;
    await publish();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published successfully!')).toBeTruthy();
    await waitFor(() => expect(queries.length).toBeGreaterThan(before + 1));

    backend.on('POST courses/1/admin/grading/3/publish_grades', () =>
      text('Only manually graded assessments can be individually published', 400),
    );
    await publish();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Only manually graded assessments can be individually published'),
    ).toBeTruthy();
  });

  it('exports every matching row as CSV with the course and date in the file name', async () => {
    const { user, backend, lastQuery } = await openList();
    const exported: GradingExportResponse = {
      columns: [...GRADING_EXPORT_COLUMNS],
      rows: [
        [
          'Rune Trials',
          'Missions',
          'Ada, "the first"',
          'Alpha',
          'submitted',
          'graded',
          2,
          2,
          0,
          0,
          0,
          0,
          50,
          5,
          55,
          200,
          0,
        ],
      ],
    };
    backend.on('GET courses/1/admin/grading/export', () => json(exported));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.type(screen.getByRole('textbox', { name: 'Filter submissions' }), 'rune{Enter}');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(lastQuery()).toEqual({ group: 'true', search: 'rune' });
    expect(names[0]).toMatch(/^grading-CS1101S-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await blobs[0]?.text();
    const [header, line] = csv?.split('\r\n') ?? [];
    expect(header).toBe(
      'assessmentName,assessmentCategory,studentName,groupName,submissionStatus,gradingStatus,questionCount,' +
        'gradedCount,initialGrade,gradeAdjustment,currentGrade,maxGrade,initialXp,xpAdjustment,currentXp,maxXp,xpBonus',
    );
    expect(line).toBe(
      'Rune Trials,Missions,"Ada, ""the first""",Alpha,submitted,graded,2,2,0,0,0,0,50,5,55,200,0',
    );
  });
});
