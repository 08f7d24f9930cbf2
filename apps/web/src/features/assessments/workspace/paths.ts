/** Where the workspace sends the learner: another question, or back to the type's listing. */
export function questionPath(courseId: number, slug: string, assessmentId: number, index: number): string {
  return `/courses/${courseId}/${slug}/${assessmentId}/${index}`;
}

export function listingPath(courseId: number, slug: string): string {
  return `/courses/${courseId}/${slug}`;
}
