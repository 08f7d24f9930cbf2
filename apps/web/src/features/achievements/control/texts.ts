/**
 * Labels of the achievement editor that the spec does not word; the spec's own texts
 * ('Publish Changes', 'Saved changes locally', ...) come from @sa/domain where they are rules.
 */
export const PAGE_LABEL = 'Achievement Control';
export const PUBLISH_CHANGES = 'Publish Changes';
export const PUBLISHED = 'Updated successfully!';
export const NEW_ACHIEVEMENT = 'New Achievement';
export const NEW_GOAL = 'New Goal';
export const TASK_VIEW = 'Task';
export const DETAIL_VIEW = 'View';
export const LOADING = 'Loading achievements...';
export const UNSUPPORTED_GOAL = 'This goal type cannot be edited here.';
export const NO_GOALS_YET = 'No goals yet';
export const NO_PREREQUISITES_AVAILABLE = 'No achievement can be a prerequisite';
/** Accessible names of cards whose title or text has been cleared. */
export const UNTITLED_ACHIEVEMENT = 'Untitled achievement';
export const UNTITLED_GOAL = 'Untitled goal';
