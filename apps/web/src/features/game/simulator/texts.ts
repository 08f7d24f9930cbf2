/** The story simulator's texts (issue 24; spec 3 sections 2.3, 5 and 8), used verbatim. */
export const SIMULATOR_PANEL = 'Story simulator';
export const WELCOME = 'Welcome to story simulator!';
export const BACK_TO_MENU = 'Back';

export const MODE_LABELS = {
  objectPlacement: 'Object Placement',
  checkpointSim: 'Checkpoint Simulator',
  assetUploader: 'Asset Uploader',
  chapterSim: 'Chapter Simulator',
} as const;

export const NO_UNDO = 'There is no undoing this action!';

// ---- Asset Uploader (issue 24; spec 3 sections 2.3, 5 and 8) ----
export const ASSET_FOLDER_LABEL = 'Folder';
export const ASSET_SUBFOLDER_LABEL = 'Sub-folder (optional)';
export const ASSET_FILES_LABEL = 'Files to upload';
export const UPLOAD = 'Upload';
export const UPLOAD_RESULTS = 'Upload results';
/** One line per uploaded file (spec 3 section 8). */
export const uploadLine = (filename: string, response: string) => `${filename} => ${response}`;
export const assetListLabel = (folder: string) => `Files in ${folder}`;
export const NO_ASSETS = 'This folder has no files yet.';
export const LOADING_ASSETS = 'Loading files...';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';
/** Spec 3 section 7: a delete answers text or 'Successfully Deleted'. */
export const ASSET_DELETED = 'Successfully Deleted';

// ---- Chapter Simulator (issue 24; spec 3 sections 2.3, 3, 5 and 7) ----
export const CHAPTER_LABEL = 'Chapter';
export const CREATE_NEW_CHAPTER = 'Create new chapter';
/** The dropdown's entry of a chapter; `index` is its position by openAt, as the game counts. */
export const chapterOption = (index: number, title: string) => `Chapter ${index}: ${title}`;
export const TITLE_LABEL = 'Title';
export const IMAGE_URL_LABEL = 'Image URL';
export const CHAPTER_IMAGE_PREVIEW = "The chapter's image";
export const OPEN_DATE_LABEL = 'Open date';
export const CHECKPOINT_FILES_LABEL = 'Checkpoint files';
export const ADD_CHECKPOINT_FILE_LABEL = 'Add a file from stories/';
export const ADD = 'Add';
export const NO_CHECKPOINT_FILES = 'No checkpoint files yet.';
export const MISSING_CHECKPOINT_FILE = '(not in stories/)';
export const moveUp = (name: string) => `Move ${name} up`;
export const moveDown = (name: string) => `Move ${name} down`;
export const removeFile = (name: string) => `Remove ${name}`;
export const PUBLISHED_LABEL = 'Published';
export const SAVE = 'Save';
export const CLEAR = 'Clear';
export const CONFIRM = 'Confirm';
export const SIMULATE_CHAPTER = 'Simulate chapter';
export const SAVE_QUESTION = 'Save this chapter? This is what will be sent:';
export const CLEAR_QUESTION = 'Clear the form and start a new chapter?';
export const DELETE_CHAPTER_QUESTION = 'Delete this chapter? Its files stay.';
export const CHAPTER_CREATED = 'Chapter successfully created';
export const CHAPTER_UPDATED = 'Chapter successfully updated';
export const CHAPTER_DELETED = 'Chapter successfully deleted';
/** A new chapter's placeholder title (spec 3 section 3: a draft has a placeholder title). */
export const DRAFT_TITLE = 'Chapter title';
