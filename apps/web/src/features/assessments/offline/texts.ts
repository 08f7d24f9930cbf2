/** The offline save queue's texts (issue 26; not in the spec). */

/** The Save button's label while the question's answer waits on this device. */
export const WAITING_LABEL = 'Waiting to be sent';
export const WAITING_DETAIL = 'Saved on this device; it will be sent when you are back online.';
/** An MCQ choice or votes waiting: said above the question. */
export const WAITING_CHOICE =
  'Your answer is saved on this device; it will be sent when you are back online.';
export const SENT = 'Your answers saved on this device were sent.';
export const refusedText = (reason: string) => `An answer saved on this device could not be sent: ${reason}`;

/** The listing's card. */
export const LISTING_WAITING = 'Answers waiting to be sent';
export const LISTING_CONFLICT = 'Choose between two versions of an answer';

/** Finalize Submission, while it cannot be done. */
export const FINALISE_OFFLINE = 'Finalising needs the network: you are offline.';
export const FINALISE_WAITING =
  'Finalising needs the network: answers saved on this device must be sent first.';

/** The conflict dialog. */
export const CONFLICT_TITLE = 'Two versions of your answer';
export const CONFLICT_TEXT =
  'While this answer waited on this device, another version was saved on the server (from another device or tab). Choose the one to keep.';
export const MINE_LABEL = 'Saved on this device';
export const SERVER_LABEL = 'On the server';
export const KEEP_MINE = 'Keep my version';
export const USE_SERVERS = "Use the server's version";
export const LOADING_SERVER = "Getting the server's version...";
export const SERVER_UNREACHABLE =
  "The server's version could not be fetched. Check your network and try again.";
export const NO_ANSWER_YET = '(no answer)';
export const conflictQuestion = (title: string, index: number) => `${title}, question ${index + 1}`;
