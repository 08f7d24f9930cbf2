import { describe, expect, it } from 'vitest';
import { showsAssessmentTypesMenu } from './BrandMenu';

describe('showsAssessmentTypesMenu', () => {
  it('holds for the playground, textbook, contributors, sourcecast, achievements and game pages', () => {
    for (const path of [
      '/playground',
      '/sicpjs/index',
      '/contributors',
      '/sourcecast',
      '/achievements/3',
      '/courses/1/sourcecast',
      '/courses/12/sourcecast/4',
      '/courses/1/achievements',
      '/courses/1/game',
    ]) {
      expect(showsAssessmentTypesMenu(path), path).toBe(true);
    }
  });

  it('does not hold on the course pages or lookalike paths', () => {
    for (const path of [
      '/',
      '/login',
      '/welcome',
      '/courses/1',
      '/courses/1/missions',
      '/courses/1/gamesimulator',
      '/playgrounds',
      '/x/playground',
    ]) {
      expect(showsAssessmentTypesMenu(path), path).toBe(false);
    }
  });
});
