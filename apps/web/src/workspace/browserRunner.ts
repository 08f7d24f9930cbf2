import type { SourceSession } from '@sa/runner';

/**
 * The runner's browser host, imported only when a workspace opens: the module, its worker and
 * js-slang are chunks of their own, so the login page and the shell never load them.
 */
export async function loadBrowserSession(): Promise<SourceSession> {
  const { createBrowserSession } = await import('@sa/runner/browser');
  return createBrowserSession();
}
