import { createFakeGoogle, type FakeGoogle } from '../../../../e2e/fixtures/fake-google/google';

export { FAKE_CLIENT_ID, type FakeGoogle } from '../../../../e2e/fixtures/fake-google/google';

export const FAKE_API_URL = 'https://www.googleapis.com';

/**
 * The journeys' fake Google (e2e/fixtures/fake-google), called in-process: the same protocol code
 * answers, without a socket per unit test. `requests` records every address asked for.
 */
export function fakeGoogleFetch(google: FakeGoogle = createFakeGoogle()) {
  const requests: Array<{ method: string; url: string }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push({ method: request.method, url: request.url });
    return google.handle(request);
  };
  return { google, fetch, requests };
}
