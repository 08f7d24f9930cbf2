/** Spec 2 section 7's success toasts. */
export const PUBLISHED = 'Published successfully!';
export const UNPUBLISHED = 'Unpublished successfully!';

// Texts of this implementation (not in the spec).
export const PUBLISH_GRADING = 'Publish grading';
export const UNPUBLISH_GRADING = 'Unpublish grading';
export const publishQuestion = (about: string) => `Publish the grading of ${about}?`;
export const unpublishQuestion = (about: string) => `Unpublish the grading of ${about}?`;
export const PUBLISH_EFFECT = 'The student will see the XP and comments on their report card.';
export const UNPUBLISH_EFFECT = 'The student will no longer see the XP and comments.';
