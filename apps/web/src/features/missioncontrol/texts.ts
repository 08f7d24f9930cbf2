/** The mission editor's texts (spec 3 sections 2.5, 4 and 8), verbatim where the spec gives them. */
export const MISSION_TEXTS = {
  importSuccess: 'Success!',
  importInvalid: 'Invalid XML!',
  importLabel: 'Import XML',
  trustWarning:
    'Only import XML from a source you trust: the mission text and programs it holds are shown and run in this browser.',
  newMission: 'Create a New Mission',
  noSavedMission: 'No mission is saved in this browser yet. Import an XML file or start a new mission.',
  loadError: 'Error loading from local storage',
  saveError: 'Error saving to local storage',
  saved: 'Saved to local storage',
  unsavedConfirm: 'You have unsaved changes. They will be saved first. Continue?',
  resetConfirm: 'Discard the unsaved changes and go back to the last save?',
  exportXml: 'Export XML',
  uploadToGroundControl: 'Upload to Ground Control',
} as const;
