import { z } from 'zod';
import { defineRoute } from '../http/route';
import {
  SHORT_LINK_NEEDS_SIGN_IN,
  SHORT_LINK_NO_FILES,
  SHORT_LINK_NOT_A_FORM,
  SHORT_LINK_NOT_FOUND,
  SHORT_LINK_NOT_PLAYGROUND,
  SHORT_LINK_RATE_LIMITED,
  SHORT_LINK_URL_TOO_LONG,
  ShortenAnswer,
  ShortenFields,
  ShortLinkParams,
  shortLinkKeywordTaken,
} from '../short-links';

/**
 * Our own URL shortener, in the request and answer shape of the spec's YOURLS-style service, so
 * the public reference client can use it: `POST /s/yourls-api.php`, and `/s/{keyword}` opens it.
 */
export const shortLinkRoutes = {
  shorten: defineRoute({
    method: 'POST',
    path: '/s/yourls-api.php',
    feature: 'short-links',
    // Either a signed-in user or the deployment's signature: the handler checks which (401 if neither).
    access: 'public',
    summary:
      "Shortens a link to this deployment's playground: a signed-in user (bearer token) or a caller with the deployment's signature",
    form: { fields: ShortenFields, files: [] },
    response: ShortenAnswer,
    produces: 'application/json',
    errors: [
      { status: 400, text: SHORT_LINK_NOT_PLAYGROUND },
      { status: 400, text: SHORT_LINK_NO_FILES },
      { status: 415, text: SHORT_LINK_NOT_A_FORM },
      { status: 401, text: SHORT_LINK_NEEDS_SIGN_IN },
      { status: 409, text: shortLinkKeywordTaken('<keyword>') },
      { status: 413, text: SHORT_LINK_URL_TOO_LONG },
      { status: 429, text: SHORT_LINK_RATE_LIMITED },
    ],
    differs:
      'Our own YOURLS-compatible shortener (the reference uses an outside YOURLS): errors are JSON `{status: "fail", code, message, statusCode}` with the message above; only playground links of this deployment are taken; the form may also be application/x-www-form-urlencoded.',
  }),
  open: defineRoute({
    method: 'GET',
    path: '/s/:keyword',
    feature: 'short-links',
    access: 'public',
    summary: 'Opens a short link: a 302 redirect to the playground with its program',
    params: ShortLinkParams,
    response: z.string(),
    produces: 'text/html',
    errors: [{ status: 404, text: SHORT_LINK_NOT_FOUND }],
    ours: true,
  }),
};
