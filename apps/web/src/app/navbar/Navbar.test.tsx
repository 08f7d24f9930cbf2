import { HeartIcon } from '@blueprintjs/icons';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deployment, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import type { Area } from '../area-rules/types';

const page = async () => ({ default: () => <p>page</p> });

/** Fake areas mirroring the links of spec 1 section 2.4. */
const AREAS: Area[] = [
  {
    id: 'playground',
    navLinks: [{ label: 'Playground', scope: 'top', path: '/playground', requires: { role: 'student' } }],
  },
  {
    id: 'sourcecast',
    navLinks: [
      {
        label: 'Sourcecast',
        scope: 'course',
        path: 'sourcecast',
        requires: { role: 'student', courseFlag: 'enableSourcecast' },
      },
    ],
  },
  {
    id: 'classroom',
    navLinks: [
      {
        label: 'Classroom',
        scope: 'top',
        path: '/githubassessments',
        requires: { deploymentFlag: 'enableRepositoryAssessments' },
      },
    ],
  },
  {
    id: 'textbook',
    navLinks: [{ label: 'SICP JS', scope: 'top', path: '/sicpjs/index', requires: { signedIn: true } }],
  },
  {
    id: 'grading',
    courseRoutes: [{ path: 'grading', load: page, requires: { role: 'staff' } }],
    navLinks: [
      { label: 'Grading', scope: 'course', path: 'grading', placement: 'staff', requires: { role: 'staff' } },
    ],
  },
  {
    id: 'adminpanel',
    navLinks: [
      {
        label: 'Admin Panel',
        scope: 'course',
        path: 'adminpanel',
        placement: 'staff',
        requires: { role: 'admin' },
      },
    ],
  },
  {
    id: 'contributors',
    navLinks: [
      {
        label: 'Contributors',
        scope: 'top',
        path: '/contributors',
        icon: <HeartIcon />,
        iconOnly: true,
        placement: 'end',
      },
    ],
  },
];

function linkNames(): string[] {
  const nav = document.querySelector('.sa-navbar');
  if (!(nav instanceof HTMLElement)) throw new Error('no navbar');
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.getAttribute('aria-label') ?? a.textContent ?? '');
}

describe('navigation bar', () => {
  it('shows the default brand and only unconditional links when signed out', async () => {
    renderApp({ path: '/login', areas: AREAS });
    await screen.findByRole('heading', { name: 'LOGIN' });
    expect(linkNames()).toEqual(['Source Academy @ NUS', 'Contributors']);
  });

  it('shows a student the role links but no staff links', async () => {
    renderApp({ path: '/courses/1', areas: AREAS, profile: userResponse({ role: 'student' }) });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(linkNames()).toEqual(['CS1101S', 'Playground', 'SICP JS', 'Contributors']);
    expect(screen.getByRole('link', { name: 'CS1101S' }).getAttribute('href')).toBe('/courses/1');
  });

  it('adds course-flag links when the course enables them, and deployment links when on', async () => {
    renderApp({
      path: '/courses/1',
      areas: AREAS,
      profile: userResponse({ course: { enableSourcecast: true } }),
      deployment: deployment({ enableRepositoryAssessments: true }),
    });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(linkNames()).toEqual([
      'CS1101S',
      'Playground',
      'Sourcecast',
      'Classroom',
      'SICP JS',
      'Contributors',
    ]);
    expect(screen.getByRole('link', { name: 'Sourcecast' }).getAttribute('href')).toBe(
      '/courses/1/sourcecast',
    );
  });

  it('gives staff the staff links and admins also the admin panel', async () => {
    const staff = renderApp({ path: '/courses/1', areas: AREAS, profile: userResponse({ role: 'staff' }) });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(linkNames()).toContain('Grading');
    expect(linkNames()).not.toContain('Admin Panel');
    staff.unmount();

    // The bare course path would lead an admin to the (unrouted) fake admin panel: use /welcome.
    renderApp({ path: '/welcome', areas: AREAS, profile: userResponse({ role: 'admin' }) });
    await screen.findByText('Your account has no course information.');
    expect(linkNames()).toEqual(
      expect.arrayContaining(['Grading', 'Admin Panel', 'Playground', 'SICP JS', 'Contributors']),
    );
  });

  it('treats a staff-only route as missing for students', async () => {
    renderApp({ path: '/courses/1/grading', areas: AREAS, profile: userResponse({ role: 'student' }) });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
  });

  it('without any area shows just the brand and the user menu', async () => {
    renderApp({ path: '/courses/1', profile: userResponse() });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(linkNames()).toEqual(['CS1101S']);
    expect(screen.getByRole('button', { name: /\(User menu\)$/ })).toBeTruthy();
  });
});
