/** Local storage, or undefined where it is switched off (the workspace still works, keeping no drafts). */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
