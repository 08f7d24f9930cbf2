/** The grading list (helper area `grading`), where an out-of-range question goes back to. */
export function gradingListPath(courseId: number): string {
  return `/courses/${courseId}/grading`;
}

/** One question (0-based) of a submission being graded. */
export function gradingQuestionPath(courseId: number, submissionId: number, index: number): string {
  return `/courses/${courseId}/grading/${submissionId}/${index}`;
}
