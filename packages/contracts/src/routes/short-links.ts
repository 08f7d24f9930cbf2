/**
 * Our own URL shortener, in the request and answer shape of the spec's YOURLS-style service, so
 * the public reference client can use it: `POST /s/yourls-api.php`, and `/s/{keyword}` opens it.
 */
export const shortLinkRoutes = {};
