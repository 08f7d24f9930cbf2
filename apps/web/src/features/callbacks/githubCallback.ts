/**
 * What /callback/github shows when sign-in fails (spec 3 section 8): a title, and one of three
 * details, each followed by the same advice.
 */
export const GITHUB_CALLBACK_TITLE = "We couldn't authenticate you with GitHub";
const ADVICE = 'Please try again or contact the website administrator.';

export const GITHUB_CALLBACK_ERRORS = {
  denied: `Connection with server was denied, or incorrect payload received. ${ADVICE}`,
  noCode: `Access code not found in callback URL. ${ADVICE}`,
  noClientId: `Client ID not included with deployment. ${ADVICE}`,
} as const;

export type CallbackCheck =
  | { ok: true; code: string; clientId: string }
  | { ok: false; error: keyof typeof GITHUB_CALLBACK_ERRORS };

/**
 * Whether the callback can go on to the exchange: the deployment must name a client, the URL must
 * carry a code, and its `state` must be the one this browser sent (else another site's sign-in
 * is being replayed into ours).
 */
export function checkCallback(
  search: URLSearchParams,
  clientId: string | null | undefined,
  expectedState: string | null,
): CallbackCheck {
  if (!clientId) return { ok: false, error: 'noClientId' };
  const code = search.get('code');
  if (!code) return { ok: false, error: 'noCode' };
  if (!expectedState || search.get('state') !== expectedState) return { ok: false, error: 'denied' };
  return { ok: true, code, clientId };
}
