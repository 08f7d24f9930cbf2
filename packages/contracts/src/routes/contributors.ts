import { CONTRIBUTORS_UNAVAILABLE, ContributorsResponse } from '../contributors';
import { defineRoute } from '../http/route';

/** The contributors page's one call (spec 3 section 2.8). Public: the page exists signed out. */
export const contributorRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/contributors',
    feature: 'contributors',
    access: 'public',
    summary:
      "The organisation's repositories with their contributors, fetched by this server from the code-hosting API and kept for hours",
    response: ContributorsResponse,
    errors: [{ status: 503, text: CONTRIBUTORS_UNAVAILABLE }],
    ours: true,
  }),
};
