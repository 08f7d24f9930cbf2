import type { Role } from '@sa/domain';

/**
 * The demo users (two students, so a team of two can be tried). The `test` provider signs them in by code; the demo seed enrols them in
 * the demo course with these roles. Users are unique by (username, provider), so these
 * usernames belong to provider id `test`.
 */
export interface DemoUser {
  code: string;
  username: string;
  name: string;
  role: Role;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { code: 'admin_code', username: 'admin', name: 'Ada Admin', role: 'admin' },
  { code: 'staff_code', username: 'staff', name: 'Sam Staff', role: 'staff' },
  { code: 'student_code', username: 'student', name: 'Stu Student', role: 'student' },
  { code: 'student2_code', username: 'student2', name: 'Sue Student', role: 'student' },
];

export const TEST_PROVIDER_ID = 'test';
