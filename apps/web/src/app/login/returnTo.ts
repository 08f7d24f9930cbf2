/**
 * Where a visitor was going when they were sent to sign in (a shared session's invitation,
 * `/playground?session=...`). The provider's redirect_uri must stay fixed, so the address waits in
 * this tab's sessionStorage while the sign-in happens elsewhere, and is taken once on return.
 */
const RETURN_KEY = 'sa-login-return';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage switched off: the user lands on the home page instead
  }
}

/** Only this app's own paths are kept: never another origin ('//host', 'https://...'). */
export function isOwnPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/login')
  );
}

export function rememberReturnTo(path: string): void {
  if (isOwnPath(path)) storage()?.setItem(RETURN_KEY, path);
}

/** The remembered address, once: later sign-ins go home as before. */
export function takeReturnTo(): string | null {
  const store = storage();
  const path = store?.getItem(RETURN_KEY) ?? null;
  store?.removeItem(RETURN_KEY);
  return path !== null && isOwnPath(path) ? path : null;
}
