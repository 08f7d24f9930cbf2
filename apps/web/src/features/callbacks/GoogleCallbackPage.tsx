import { NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readGoogleCallback } from '../../lib/google/callback';
import { GOOGLE_CHANNEL } from '../../lib/google/token';
import { postPopupOutcome, takeExpectedState } from '../../lib/oauth-popup/popup';

/**
 * /callback/google: where Google's consent popup comes back (spec 3 sections 2.9 and 4, states
 * loading and error). It hands the token or the error to the playground and closes; the error
 * stays on screen should the window not close (opened by hand rather than as a popup).
 */
export default function GoogleCallbackPage() {
  const [error, setError] = useState<string | null>(null);
  const answered = useRef(false);
  const { hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Once only: the state is used up by the first reading (StrictMode runs effects twice).
    if (answered.current) return;
    answered.current = true;
    const outcome = readGoogleCallback(hash, takeExpectedState(GOOGLE_CHANNEL));
    // The token must not linger in the address bar or the history.
    void navigate('/callback/google', { replace: true });
    postPopupOutcome(GOOGLE_CHANNEL, outcome);
    if (!outcome.ok) setError(outcome.error);
    window.close();
  }, [hash, navigate]);

  if (error) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title="We couldn't sign you in to Google"
        description={error}
      />
    );
  }
  return <NonIdealState icon={<Spinner />} title="Logging In..." />;
}
