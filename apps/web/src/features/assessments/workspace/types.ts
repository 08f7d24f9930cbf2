import type { Assessment, Question } from '@sa/contracts';

/** Either scope: a student's assessment, or staff's with every testcase and the solutions. */
export type WorkspaceAssessment = Assessment;
export type WorkspaceQuestion = Question;
