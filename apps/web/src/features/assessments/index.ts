import type { Area } from '../../app/area-rules/types';

const load = () => import('./AssessmentTypePage');

/**
 * Assessments (spec 1 sections 2.2, 2.6, 2.7): one listing per assessment type at
 * /courses/{id}/{type slug}, and the workspace at {slug}/{assessmentId}/{questionId}. The type
 * segment is a parameter checked against the course's types by the page, so an unknown slug is a
 * 404 there; static course routes (adminpanel, grading...) rank above it. Everything is lazy: this
 * object is all the shell bundles.
 */
export const assessmentsArea: Area = {
  id: 'assessments',
  courseRoutes: [
    { path: ':assessmentType', load, requires: { role: 'student' } },
    { path: ':assessmentType/:assessmentId/:questionId?', load, requires: { role: 'student' } },
  ],
};

// The public surface other areas use: the learner's assessment calls and their query keys (Ground
// Control and achievements read the same lists), and the question parts grading and the
// Classroom's workspace show (testcases, MCQ, the Save action).
export { assessmentEndpoints, assessmentKeys, useAssessmentEndpoints } from './api';
// The offline save queue's app-level sender and conflict dialog (issue 26), mounted in the layout.
export { OfflineSaves } from './offline/OfflineSaves';
export { AutograderTab } from './workspace/autograder/AutograderTab';
export { ResultCard } from './workspace/autograder/ResultCard';
export { createTestcaseRunner, type TestcaseRunner } from './workspace/autograder/testcaseRunner';
export { saveAction } from './workspace/controls/actions';
export { McqPanel } from './workspace/mcq/McqPanel';
export { testcaseAborted } from './workspace/texts';
