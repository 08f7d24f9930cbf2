import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fakeBackend';
import { adminBackend, courseUser, openPanel, typeConfig } from './testSupport';
import { FILTER_LABEL } from './UsersTab';
import { USERS_LIST_LABEL } from './UsersTable';
import { usersToCsv } from './users-csv';

const csvFile = (content: string, name = 'users.csv') => new File([content], name, { type: 'text/csv' });
const previewRows = () =>
  within(screen.getByRole('table', { name: 'Users to add' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Add Users tab', () => {
  it('previews the CSV, adds the users with the chosen provider and says so', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    backend.on('PUT courses/1/admin/users', () => text('OK'));
    const { user } = await openPanel(backend, 'Add Users');
    expect(screen.getByLabelText('Authentication Provider')).toHaveProperty('value', 'test');
    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('e001,student,Group A\r\n\r\n"e,002",Staff\n'),
    );
    await waitFor(() =>
      expect(previewRows()).toEqual([
        ['e001', 'student', 'Group A'],
        ['e,002', 'staff', ''],
      ]),
    );
    // A second file adds to the list.
    await user.upload(screen.getByLabelText('CSV file'), csvFile('e003,admin\n'));
    await waitFor(() => expect(previewRows()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    expect(await screen.findByText('Users added!')).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'PUT' && c.path === 'courses/1/admin/users')?.body).toEqual(
      {
        provider: 'test',
        users: [
          { username: 'e001', role: 'student', group: 'Group A' },
          { username: 'e,002', role: 'staff' },
          { username: 'e003', role: 'admin' },
        ],
      },
    );
  });

  it("shows each CSV problem under 'Invalid CSV file provided!' and keeps the list as it was", async () => {
    const { user } = await openPanel(adminBackend([typeConfig(1, 'Missions')]), 'Add Users');
    const input = screen.getByLabelText('CSV file');
    const cases: Array<[string, string]> = [
      [
        'a,student\nb\n',
        'Invalid format (line 2)! Please ensure that the username and role is specified for each row entry!',
      ],
      [
        'a,student\n\nb,teacher\n',
        'Invalid role (line 3)! Please ensure that the second column of each entry contains one of the following: admin, staff, student',
      ],
      ['a,student\na,staff\n', 'There are duplicate usernames in the uploaded CSV(s)!'],
      [
        Array.from({ length: 1001 }, (_, i) => `u${i},student`).join('\n'),
        'Please limit each upload to 1000 entries!',
      ],
    ];
    for (const [content, message] of cases) {
      await user.upload(input, csvFile(content));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain(message));
      expect(alert.textContent).toContain('Invalid CSV file provided!');
    }
    expect(previewRows()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Users' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const { user } = await openPanel(adminBackend([typeConfig(1, 'Missions')]), 'Add Users');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('x'.repeat(1024 * 1024 + 1)));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please upload a CSV file no larger than 1 MB!',
    );
  });
});

describe('Users tab', () => {
  const members = [
    courseUser(70, 'student', 'admin'), // the signed-in admin (courseRegId 70 in the fake profile)
    courseUser(71, 'bob', 'student', 'G1'),
    courseUser(72, 'carol', 'admin'),
  ];

  it("changes another member's role but never your own", async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')], members);
    backend.on('PUT courses/1/admin/users/71/role', () => text('OK'));
    const { user } = await openPanel(backend, 'Users');
    const own = await screen.findByRole('combobox', { name: 'Role of student' });
    expect(own.hasAttribute('disabled')).toBe(true);
    await user.hover(own.parentElement ?? own);
    expect(await screen.findByText('You cannot downgrade yourself from an admin role!')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of bob' }), 'staff');
    expect(await screen.findByText('Role updated!')).toBeTruthy();
    expect(backend.calls.find((c) => c.path === 'courses/1/admin/users/71/role')?.body).toEqual({
      role: 'staff',
    });
  });

  it('deletes after a confirmation that mentions the answers; admins cannot be deleted', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')], members);
    backend.on('DELETE courses/1/admin/users/71', () => text('OK'));
    const { user } = await openPanel(backend, 'Users');
    await user.click(await screen.findByRole('button', { name: 'Delete carol' }));
    expect(await screen.findByText('You cannot delete an admin user!')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('All of their assessment answers will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted!')).toBeTruthy();
    expect(backend.calls.some((c) => c.method === 'DELETE' && c.path === 'courses/1/admin/users/71')).toBe(
      true,
    );
  });

  it('exports name, username, group and role', () => {
    expect(usersToCsv(members.slice(1, 2))).toBe('name,username,group,role\r\nName bob,bob,G1,student');
  });
});

describe('Users tab with a large course', () => {
  const many = [
    courseUser(70, 'student', 'admin'),
    ...Array.from({ length: 2000 }, (_, i) =>
      courseUser(1000 + i, `e${String(i).padStart(4, '0')}`, 'student'),
    ),
  ];
  const table = () => screen.getByRole('table', { name: 'Course users' });
  const roleOf = (username: string) => screen.queryByRole('combobox', { name: `Role of ${username}` });

  it('keeps a real table of all 2,001 members while drawing only the rows in view', async () => {
    await openPanel(adminBackend([typeConfig(1, 'Missions')], many), 'Users');
    await screen.findByRole('combobox', { name: 'Role of e0000' });
    expect(table().getAttribute('aria-rowcount')).toBe('2002');
    const rows = within(table()).getAllByRole('row');
    expect(rows.length).toBeLessThan(50);
    expect(rows.slice(0, 3).map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
    expect(roleOf('e1500')).toBeNull();
  });

  it('finds a member by scrolling to it', async () => {
    await openPanel(adminBackend([typeConfig(1, 'Missions')], many), 'Users');
    await screen.findByRole('combobox', { name: 'Role of e0000' });
    const list = screen.getByRole('region', { name: USERS_LIST_LABEL });
    // e1500 is the 1,502nd member: row 1,503 after the header, 36 px a row.
    list.scrollTop = 1501 * 36;
    fireEvent.scroll(list);
    const select = await screen.findByRole('combobox', { name: 'Role of e1500' });
    expect(select.closest('tr')?.getAttribute('aria-rowindex')).toBe('1503');
    expect(roleOf('e0000')).toBeNull();
  });

  it('finds a member by filtering, and counts only the matching rows', async () => {
    const { user } = await openPanel(adminBackend([typeConfig(1, 'Missions')], many), 'Users');
    await screen.findByRole('combobox', { name: 'Role of e0000' });
    await user.type(screen.getByRole('searchbox', { name: FILTER_LABEL }), 'E1999');
    await waitFor(() => expect(table().getAttribute('aria-rowcount')).toBe('2'));
    expect(roleOf('e1999')).toBeTruthy();
    expect(roleOf('e0000')).toBeNull();
  });
});
