import type { AssessmentOverview, NotificationOutput } from '@sa/contracts';
import userEvent from '@testing-library/user-event';
import type { Area } from '../../app/area-rules/types';
import { profileWith } from '../../test/assessmentFixtures';
import { createFakeBackend, type FakeBackend, json, text } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { assessmentsArea } from '.';

export {
  daysFromNow,
  notification,
  overview,
  profileWith,
  TYPES,
  typeConfig,
} from '../../test/assessmentFixtures';

export interface ListingBackendOptions {
  overviews?: AssessmentOverview[];
  notifications?: NotificationOutput[];
  role?: 'student' | 'staff' | 'admin';
}

/** A fake backend answering the listing's reads; tests add handlers for what they change. */
export function listingBackend(options: ListingBackendOptions = {}): FakeBackend {
  return createFakeBackend({
    'GET user': () => json(profileWith(options.role)),
    'GET courses/1/assessments': () => json(options.overviews ?? []),
    'GET courses/1/notifications': () => json(options.notifications ?? []),
    'POST courses/1/notifications/acknowledge': () => text('OK'),
  });
}

/** The app at `path` for a member of course 1 with the assessments area (and any others given). */
export function openAssessments(
  path: string,
  options: ListingBackendOptions & { backend?: FakeBackend; areas?: Area[] } = {},
) {
  const user = userEvent.setup();
  const backend = options.backend ?? listingBackend(options);
  const app = renderApp({
    path,
    profile: profileWith(options.role),
    backend,
    areas: [assessmentsArea, ...(options.areas ?? [])],
  });
  return { user, ...app };
}
