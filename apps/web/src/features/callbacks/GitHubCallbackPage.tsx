import { NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon, GitRepoIcon } from '@blueprintjs/icons';
import { authRoutes } from '@sa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useOptionalDeployment } from '../../app/deployment';
import { useServices } from '../../app/services';
import { GITHUB_SIGN_IN_CHANNEL } from '../../lib/github/signIn';
import { postPopupOutcome, takeExpectedState } from '../../lib/oauth-popup/popup';
import { checkCallback, GITHUB_CALLBACK_ERRORS, GITHUB_CALLBACK_TITLE } from './githubCallback';

type Phase = { kind: 'initial' } | { kind: 'loading' } | { kind: 'error'; message: string };

/**
 * /callback/github, in the sign-in popup (spec 3 sections 2.9 and 4): exchanges GitHub's code at
 * our server for the token, hands it to the opener on a BroadcastChannel and closes itself.
 */
export default function GitHubCallbackPage() {
  const { call } = useServices();
  const clientId = useOptionalDeployment()?.github.clientId;
  const [phase, setPhase] = useState<Phase>({ kind: 'initial' });
  const started = useRef(false);

  useEffect(() => {
    // A code can be exchanged once: a second run of the effect (StrictMode) must not try again.
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      setPhase({ kind: 'error', message });
      postPopupOutcome(GITHUB_SIGN_IN_CHANNEL, { ok: false, error: message });
    };
    const check = checkCallback(
      new URLSearchParams(window.location.search),
      clientId,
      takeExpectedState(GITHUB_SIGN_IN_CHANNEL),
    );
    if (!check.ok) {
      fail(GITHUB_CALLBACK_ERRORS[check.error]);
      return;
    }
    setPhase({ kind: 'loading' });
    call(
      authRoutes.githubToken,
      { body: { code: check.code, clientId: check.clientId } },
      { quiet: true },
    ).then(
      ({ access_token }) => {
        postPopupOutcome(GITHUB_SIGN_IN_CHANNEL, { ok: true, token: access_token });
        window.close();
      },
      () => fail(GITHUB_CALLBACK_ERRORS.denied),
    );
  }, [call, clientId]);

  if (phase.kind === 'error') {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={GITHUB_CALLBACK_TITLE}
        description={phase.message}
      />
    );
  }
  if (phase.kind === 'loading') return <NonIdealState icon={<Spinner />} title="Logging In..." />;
  return <NonIdealState icon={<GitRepoIcon size={48} />} title="GitHub sign-in" />;
}
