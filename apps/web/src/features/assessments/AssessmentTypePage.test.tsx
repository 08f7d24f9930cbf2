import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Area } from '../../app/area-rules/types';
import { openAssessments, overview } from './testSupport';

// The workspace page is its own feature with its own tests; here only the dispatch to it matters.
vi.mock('./workspace/AssessmentWorkspacePage', () => ({
  default: () => {
    const { assessmentId, questionId } = useParams();
    return <p>{`workspace of ${assessmentId}, question ${questionId ?? 'default'}`}</p>;
  },
}));

describe('assessment routes', () => {
  it('sends the bare course path to the first assessment type', async () => {
    const { router } = openAssessments('/courses/1', { overviews: [overview(1)] });
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses/1/missions');
    expect(await screen.findByRole('article', { name: 'Mission 1' })).toBeTruthy();
  });

  it('routes every type by its slug', async () => {
    openAssessments('/courses/1/path-quests', {
      overviews: [overview(1, { type: 'Path Quests', title: 'PQ' })],
    });
    expect(await screen.findByRole('heading', { name: 'Path Quests' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'PQ' })).toBeTruthy();
  });

  it("answers '404 Not Found' for a slug that names no type of the course, or a non-numeric id", async () => {
    const first = openAssessments('/courses/1/contests');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    first.unmount();
    const second = openAssessments('/courses/1/missions/abc/0');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    second.unmount();
    openAssessments('/courses/1/missions/3/x');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
  });

  it('opens the workspace with an assessment id, the question being optional', async () => {
    const first = openAssessments('/courses/1/missions/42/3');
    expect(await screen.findByText('workspace of 42, question 3')).toBeTruthy();
    first.unmount();
    openAssessments('/courses/1/quests/7');
    expect(await screen.findByText('workspace of 7, question default')).toBeTruthy();
  });

  it('leaves static course routes of other areas to them', async () => {
    const grading: Area = {
      id: 'grading',
      courseRoutes: [{ path: 'grading', load: async () => ({ default: () => <p>grading page</p> }) }],
    };
    openAssessments('/courses/1/grading', { areas: [grading], role: 'staff' });
    expect(await screen.findByText('grading page')).toBeTruthy();
  });
});
