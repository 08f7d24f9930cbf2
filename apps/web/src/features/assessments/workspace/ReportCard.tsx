import { Markdown } from '../../../app/markdown/Markdown';
import type { WorkspaceQuestion } from './types';

/** The label of the student's grading tab (spec 1 section 2.7). */
export const REPORT_CARD_LABEL = 'Report Card';
export const NO_COMMENTS = 'No comments.';

/**
 * Whether the question's grading is there to show: the server masks it (no grader, autograding
 * 'none') until the submission's grading is published, so anything else means published.
 */
export function hasReportCard(question: WorkspaceQuestion): boolean {
  return question.grader !== null || question.autogradingStatus !== 'none';
}

/**
 * The student's Report Card tab: the question's XP (with the grader's adjustment), who graded it
 * and when, and the grader's comments as sanitised markdown (no script in a comment runs).
 */
export function ReportCard({ question }: { question: WorkspaceQuestion }) {
  return (
    <section aria-label={REPORT_CARD_LABEL}>
      <p>
        <strong>XP: </strong>
        {`${question.xp} / ${question.maxXp}`}
      </p>
      {question.grader ? (
        <p>
          {`Graded by ${question.grader.name ?? 'unknown'}`}
          {question.gradedAt ? ` on ${new Date(question.gradedAt).toLocaleString()}` : ''}
        </p>
      ) : null}
      <h4>Comments</h4>
      {question.comments ? <Markdown text={question.comments} /> : <p>{NO_COMMENTS}</p>}
    </section>
  );
}
