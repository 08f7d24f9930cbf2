import { QUESTION_NOT_FOUND } from '../assessment-errors';
import { QuestionParams } from '../assessments';
import { defineRoute, OkText } from '../http/route';
import {
  NameVersionRequest,
  NO_ANSWER_YET,
  PROGRAMMING_ONLY,
  SaveVersionRequest,
  VERSION_NOT_FOUND,
  VersionParams,
  VersionResponse,
  VersionsResponse,
} from '../versions';

const PATH = '/v2/courses/:courseId/assessments/question/:questionId/versions';
const questionNotFound = { status: 404, text: QUESTION_NOT_FOUND } as const;
const versionNotFound = { status: 404, text: VERSION_NOT_FOUND } as const;

/**
 * The version history of the caller's answer to a programming question (api-reference-routes
 * 1.3, issue 16); the feature lives in the assessments folder on both sides.
 */
export const versionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: PATH,
    feature: 'assessments',
    access: 'student',
    summary: "The versions of the caller's answer to a question, newest first",
    params: QuestionParams,
    response: VersionsResponse,
    errors: [questionNotFound],
  }),
  get: defineRoute({
    method: 'GET',
    path: `${PATH}/:versionId`,
    feature: 'assessments',
    access: 'student',
    summary: "One version of the caller's answer, with its content",
    params: VersionParams,
    response: VersionResponse,
    errors: [questionNotFound, versionNotFound],
    differs:
      "A version of any other answer, the caller's other questions included, is 404 `Version not found` (ADR 3).",
  }),
  save: defineRoute({
    method: 'POST',
    path: `${PATH}/save`,
    feature: 'assessments',
    access: 'student',
    summary: 'Keeps the given content as a new version, without changing the saved answer',
    params: QuestionParams,
    body: SaveVersionRequest,
    response: VersionResponse,
    errors: [questionNotFound, { status: 400, text: PROGRAMMING_ONLY }, { status: 400, text: NO_ANSWER_YET }],
    differs:
      'Follows the saving rules (open, not finalised) and needs an answer saved first (400); answers the kept version (ADR 3).',
  }),
  name: defineRoute({
    method: 'PUT',
    path: `${PATH}/:versionId/name`,
    feature: 'assessments',
    access: 'student',
    summary: 'Names a version; an empty or blank name takes the name away',
    params: VersionParams,
    body: NameVersionRequest,
    response: OkText,
    errors: [questionNotFound, versionNotFound],
    differs: 'An empty or blank name takes the name away (ADR 3).',
  }),
};
