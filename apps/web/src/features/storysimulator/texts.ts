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
