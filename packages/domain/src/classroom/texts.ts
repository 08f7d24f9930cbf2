/**
 * Every text of the Classroom (repository missions) that the spec words exactly (spec 3
 * sections 2.4, 5 and 8), in one place so that the pages, their tests and the journeys use the
 * same strings. Texts the spec only describes are marked as ours.
 */

/** At most this many tasks (folders Q1..Q20) in a mission (spec 3 sections 5 and 9). */
export const MAX_MISSION_TASKS = 20;

export const CLASSROOM_TEXTS = {
  // Course discovery (section 8; shown as 2 s toasts).
  courseInfoRepoMissing: 'The course-info repository cannot be located.',
  courseInfoFileMissing: 'The course-info.json file cannot be located.',
  fileContentError: 'Error occurred while trying to retrieve file content',
  // Listing pages (section 2.4).
  loading: 'Loading...',
  createAssessment: 'Create a New Assessment!',
  refreshAssessments: 'Refresh Assessments',
  noAssessments: 'There are no assessments.',
  fetchingAssessment: 'Fetching assessment...',
  noDueDate: 'No due date',
  accept: 'Accept',
  reviewAnswers: 'Review Answers',
  open: 'Open',
  // Tasks (section 5).
  tooManyTasks: `Cannot have more than ${MAX_MISSION_TASKS} Tasks in a Mission!`,
  onlyRemainingTask: 'Cannot delete the only remaining task!',
  /** Ours: the spec asks the deletion to be confirmed with a warning that it cannot be undone. */
  confirmDeleteTask: 'Are you sure you want to delete this task? This cannot be undone.',
  // Saving (sections 5 and 8).
  noRepositoryTitle: 'Cannot create repository without title!',
  pastDueDate: 'It is past the due date for this assessment!',
  signInFirst: 'Please sign in with GitHub!',
  createRepositoryFailed: 'Something went wrong while creating the repository!',
  saveFileFailed: 'Something went wrong when trying to save the file.',
  deleteFolderFailed: 'Something went wrong when trying to delete the folder.',
  /** Ours: a 409/422 means someone else changed the repository; we never overwrite silently. */
  changedElsewhere:
    'The mission has changed on GitHub since it was opened. Nothing else was saved: reload it, then make your changes again.',
  // Signing out (section 5).
  unsavedChanges: 'You have unsaved changes!',
  // The file pickers of this area (section 5).
  selectFile: 'Please select a file!',
  logInAndRetry: 'Please log in and try again',
  fileUnreachable: 'Connection denied or file does not exist.',
  cantOpenFolder: "Can't open folder as a file!",
  noFileName: 'No file name given.',
  cantSaveOverFolder: "Can't save over a folder!",
  noRepositorySelected: 'No repository selected!',
} as const;

/** 'Due: {date}', the date written by the caller's formatter (the reader's locale). */
export const dueLabel = (formattedDate: string): string => `Due: ${formattedDate}`;

/** Success toasts: 'Successfully loaded/saved/created/deleted {what}!' (section 8). */
export const successfully = (done: 'loaded' | 'saved' | 'created' | 'deleted', what: string): string =>
  `Successfully ${done} ${what}!`;

/** Commits made by the Classroom (spec 3 section 7). */
export const CLASSROOM_COMMIT_MESSAGE = 'Changes made from Source Academy';
/** A commit's author email when the GitHub profile shows none (spec 3 section 7). */
export const NO_PUBLIC_EMAIL = 'No public email provided';
/** Ours: the name proposed in the save dialog for a new mission's repository. */
export const DEFAULT_NEW_REPOSITORY_NAME = 'new-mission-repository';

/** Toast durations of this area (spec 3 section 9). */
export const CLASSROOM_ERROR_TOAST_MS = 2000;
export const FILE_CONTENT_WARNING_MS = 1000;
