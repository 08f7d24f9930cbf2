/** The Share popover's words (spec 3 sections 4 and 8 give the states; the generic error is theirs). */
export const NOTHING_TO_SHARE = 'There is no program to share yet. Write one in the editor first.';
export const SIGN_IN_FOR_SHORT_LINKS =
  'Short links need signing in. This long link holds the whole program and works as it is.';
export const GENERATING_LINK = 'Generating link...';
export const KEYWORD_RULE = "Letters, digits, '-' and '_' only, at most 50.";
