import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../../test/assessmentFixtures';
import { createFakeBackend, json } from '../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../test/hoverTimers';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { sourcereelArea } from '.';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker; it has its own tests. Here the page's own behaviour matters.
vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

function open(role: 'staff' | 'student') {
  const profile = memberProfile(role);
  const backend = createFakeBackend({ 'GET user': () => json(profile) });
  backend.on('GET courses/1/sourcecast', () => json([]));
  return renderApp({ path: '/courses/1/sourcereel', profile, backend, areas: [sourcereelArea] });
}

describe('the Sourcereel page', () => {
  const getUserMedia = vi.fn(() =>
    Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
  );
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('asks for the microphone on opening and says why there is none; Record stays off', async () => {
    open('staff');
    expect(await screen.findByText('Microphone not found: Requested device not found')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: expect.anything() }));
    expect(screen.getByRole('button', { name: 'Record' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status', { name: 'Recording time' }).textContent).toBe('00:00');
    expect(screen.getByRole('link', { name: 'Sourcereel' })).toBeTruthy();
    // The workspace opens on the Introduction, never on the Stepper (whose Run computes steps).
    expect(screen.getByRole('tab', { name: 'Introduction' }).getAttribute('aria-selected')).toBe('true');
    // The course's sourcecasts below the workspace.
    expect(await screen.findByText('There are no sourcecasts yet.')).toBeTruthy();
  });

  it('is not there for students', async () => {
    open('student');
    expect(await screen.findByText(/404 Not Found|not allowed/i)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recording' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sourcereel' })).toBeNull();
  });
});
