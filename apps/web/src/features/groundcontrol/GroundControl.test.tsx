import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { groundControlArea } from '.';
import { groundControlBackend, memberProfile } from './testSupport';

describe('Ground Control area', () => {
  it('is linked for staff as Ground Control', async () => {
    const staff = memberProfile('staff');
    renderApp({
      path: '/courses/1/groundcontrol',
      profile: staff,
      backend: groundControlBackend([], staff),
      areas: [groundControlArea],
    });
    const link = await screen.findByRole('link', { name: 'Ground Control' });
    expect(link.getAttribute('href')).toBe('/courses/1/groundcontrol');
  });

  it('keeps students out', async () => {
    const student = memberProfile('student');
    renderApp({
      path: '/courses/1/groundcontrol',
      profile: student,
      backend: groundControlBackend([], student),
      areas: [groundControlArea],
    });
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByRole('main', { name: 'Ground Control' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ground Control' })).toBeNull();
  });
});
