/** The submission routes' params, declared in the contracts with the routes (kept here for grading's routes). */
export { SubmissionParams, SubmissionQuestionParams } from '@sa/contracts';
