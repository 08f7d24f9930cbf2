import type { NotificationOutput } from '@sa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../app/area-rules/types';
import { notification, profileWith } from '../../test/assessmentFixtures';
import { createFakeBackend, json, text } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { useAcknowledgeAssessment, useNotifications } from './useNotifications';

/** Course 1's unread notifications, and an acknowledge route that takes any. */
const listingBackend = ({ notifications }: { notifications: NotificationOutput[] }) =>
  createFakeBackend({
    'GET user': () => json(profileWith()),
    'GET courses/1/notifications': () => json(notifications),
    'POST courses/1/notifications/acknowledge': () => text('OK'),
  });

const openAssessments = (
  path: string,
  options: { backend: ReturnType<typeof listingBackend>; areas: Area[] },
) => renderApp({ path, profile: profileWith(), ...options });

/** A page that opens assessment :id the way the workspace does. */
const probe: Area = {
  id: 'probe',
  courseRoutes: [
    {
      path: 'probe/:id',
      load: async () => ({
        default: () => {
          const id = Number(useParams().id);
          useAcknowledgeAssessment(id);
          const left = useNotifications().data?.length;
          return <p>{left === undefined ? 'loading' : `${left} left`}</p>;
        },
      }),
    },
  ],
};

describe('useAcknowledgeAssessment', () => {
  it("acknowledges the opened assessment's notifications once, except staff 'submitted' ones", async () => {
    const backend = listingBackend({
      notifications: [
        notification(1, 5, 'Missions'),
        notification(2, 5, 'Missions', 'submitted'),
        notification(3, 6, 'Missions'),
        notification(4, 5, 'Missions', 'unsubmitted'),
      ],
    });
    openAssessments('/courses/1/probe/5', { backend, areas: [probe] });
    // Dropped from the cached list at once: every badge clears without a refetch.
    expect(await screen.findByText('2 left')).toBeTruthy();
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.path === 'courses/1/notifications/acknowledge')).toEqual([
        expect.objectContaining({ method: 'POST', body: { notificationIds: [1, 4] } }),
      ]),
    );
  });

  it('sends nothing when the assessment has no notifications', async () => {
    const backend = listingBackend({ notifications: [notification(3, 6, 'Missions')] });
    openAssessments('/courses/1/probe/5', { backend, areas: [probe] });
    expect(await screen.findByText('1 left')).toBeTruthy();
    expect(backend.calls.some((c) => c.path.endsWith('acknowledge'))).toBe(false);
  });
});
