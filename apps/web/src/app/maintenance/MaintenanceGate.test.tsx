import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployment, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { MAINTENANCE_CHECK_MS } from './MaintenanceGate';

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance', () => {
  it('disables the app for students during a period, with the reason', async () => {
    const settings = deployment({
      maintenancePeriods: [{ start: iso(-60_000), end: iso(60_000), reason: 'Server upgrade' }],
    });
    renderApp({ path: '/courses/1', profile: userResponse({ role: 'student' }), deployment: settings });
    expect(await screen.findByRole('heading', { name: 'Disabled' })).toBeTruthy();
    expect(
      screen.getByText('The Source Academy has been disabled for this reason: Server upgrade.'),
    ).toBeTruthy();
  });

  it('lets staff through', async () => {
    const settings = deployment({
      maintenancePeriods: [{ start: iso(-60_000), end: iso(60_000), reason: null }],
    });
    renderApp({ path: '/courses/1', profile: userResponse({ role: 'staff' }), deployment: settings });
    expect(await screen.findByRole('heading', { name: 'Programming Methodology' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Disabled' })).toBeNull();
  });

  it('notices a period starting within one check interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const settings = deployment({
      maintenancePeriods: [{ start: iso(3000), end: iso(600_000), reason: null }],
    });
    renderApp({ path: '/welcome', profile: userResponse({ role: null }), deployment: settings });
    expect(await screen.findByText('Your account has no course information.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(MAINTENANCE_CHECK_MS);
    });
    expect(screen.getByRole('heading', { name: 'Disabled' })).toBeTruthy();
    expect(screen.queryByText(/for this reason/)).toBeNull();
  });
});
