import type { AdminAssessmentConfig, CourseUser } from '@sa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { typeConfig as sharedTypeConfig } from '../../test/assessmentFixtures';
import { createFakeBackend, type FakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { adminPanelArea } from '.';
import { USERS_LIST_LABEL } from './UsersTable';

export const adminProfile = userResponse({ role: 'admin', courseId: 1 });

/** A type as the admin panel lists it: with how many assessments use it. */
export const typeConfig = (
  id: number,
  type: string,
  extra: Partial<AdminAssessmentConfig> = {},
): AdminAssessmentConfig => ({ ...sharedTypeConfig(id, type), assessmentCount: 0, ...extra });

export const courseUser = (
  courseRegId: number,
  username: string,
  role: CourseUser['role'],
  group: string | null = null,
) => ({
  courseRegId,
  course_id: 1,
  courseId: 1,
  name: `Name ${username}`,
  provider: 'test',
  username,
  role,
  group,
});

/** A fake backend answering the panel's reads; tests add handlers for the writes they make. */
export function adminBackend(types: object[], users: object[] = []): FakeBackend {
  return createFakeBackend({
    'GET courses/1/admin/config/assessment_configs': () => json(types),
    'GET courses/1/admin/users': () => json(users),
    'GET user': () => json(adminProfile),
    'PUT courses/1/admin/config/assessment_configs': () => text('OK'),
    'PUT courses/1/admin/config': () => text('OK'),
  });
}

/**
 * happy-dom lays nothing out, and the users table draws the rows that fit its scrolling box: the
 * box is 360 px (ten rows) high here, as on a small screen.
 */
function layOutUsersList() {
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
  height.mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('aria-label') === USERS_LIST_LABEL ? 360 : 0;
  });
}

/** The admin panel of course 1 for its admin, on the given tab. */
export async function openPanel(backend: FakeBackend, tab?: 'Users' | 'Add Users' | 'Research') {
  layOutUsersList();
  const user = userEvent.setup();
  const app = renderApp({
    path: '/courses/1/adminpanel',
    profile: adminProfile,
    backend,
    areas: [adminPanelArea],
  });
  // The first test of a file also waits for the panel's lazy chunk, which a busy machine loads slowly.
  await screen.findByRole('tab', { name: 'Configuration' }, { timeout: 5000 });
  if (tab) await user.click(screen.getByRole('tab', { name: tab }));
  return { user, ...app };
}
