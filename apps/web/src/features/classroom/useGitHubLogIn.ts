import { CLASSROOM_ERROR_TOAST_MS } from '@sa/domain';
import { useCallback } from 'react';
import { useDeployment } from '../../app/deployment';
import { useNotifier } from '../../app/toaster';
import { useGitHubSessionStore } from '../../lib/github/session';
import { signInToGitHub } from '../../lib/github/signIn';
import { PopupClosedError } from '../../lib/oauth-popup/popup';
import { loggedInAs } from './texts';

/**
 * 'Log In': the playground's popup sign-in to GitHub. The returned handler must run straight
 * from a click, or the browser blocks the popup.
 */
export function useGitHubLogIn(): () => void {
  const settings = useDeployment().github;
  const sessionStore = useGitHubSessionStore();
  const notifier = useNotifier();
  return useCallback(() => {
    signInToGitHub(settings, sessionStore).then(
      ({ user }) => notifier.show(loggedInAs(user.login), { intent: 'success' }),
      (error: unknown) => {
        // Closing the popup is the user's own choice, not a failure to report.
        if (error instanceof PopupClosedError) return;
        notifier.show(error instanceof Error ? error.message : String(error), {
          timeout: CLASSROOM_ERROR_TOAST_MS,
        });
      },
    );
  }, [settings, sessionStore, notifier]);
}
