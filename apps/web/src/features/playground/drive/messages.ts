/** Spec 3 section 8's Drive messages, and our own where the spec is silent. */
export const OPEN_ERROR = 'Error while opening file.';
export const SAVE_ERROR = 'Error while saving file.';
export const NOT_CONFIGURED = 'Google Drive is not configured on this deployment.';
export const SIGN_IN_AGAIN = 'Your Google sign-in has ended. Log in to Google Drive again.';
export const EMPTY_NAME = 'Please enter a file name.';
export const LIST_ERROR = 'Could not list your Google Drive files.';

export const loadedMessage = (name: string) => `Successfully loaded ${name}.`;
export const savedMessage = (name: string) => `Successfully saved ${name}.`;
