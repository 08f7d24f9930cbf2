/**
 * The workspace's own texts. The spec's exact ones live in the domain (CLASSROOM_TEXTS); these are
 * ours, where the spec only describes what is said.
 */
export const WORKSPACE_TEXTS = {
  loading: 'Loading',
  loadFailed: 'The mission could not be read from GitHub.',
  nothingToSave: 'There are no changes to save.',
  resetTitle: 'Reset the mission?',
  resetQuestion: 'Go back to the mission as it was last loaded or saved? Your unsaved changes will be lost.',
  moveTitle: 'Unsaved changes',
  moveQuestion:
    'You have unsaved changes. Go to the other task anyway? Your changes stay in this mission until you save or reset it.',
  unsavedLeave: 'You have changes that may not be saved. Are you sure you want to leave?',
  saveDialogTitle: 'Save the mission to a new repository',
  repositoryTitle: 'Repository title',
  filesToCreate: 'Files to create',
  newMission: 'New mission',
  readOnlyNote: 'Only the repository owner can change the task, briefing and testcases.',
} as const;

export const taskLabel = (index: number, count: number) => `Task ${index + 1} of ${count}`;
