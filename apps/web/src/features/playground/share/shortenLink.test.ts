import { SHORT_LINK_FAILED, shortLinkKeywordTaken } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { ShortenError, shortenLink } from './shortenLink';

const BASE = 'https://academy.example/s/';
const LONG = 'https://academy.example/playground#chap=1&exec=1000&lz=abc&variant=default';

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const success = (keyword: string) => ({
  status: 'success',
  code: '',
  url: { keyword, url: LONG, title: 'Playground', date: '2026-11-26 10:00:00' },
  message: `${LONG} added to database`,
  title: 'Playground',
  shorturl: `https://academy.example/s/${keyword}`,
  statusCode: 200,
});

interface Sent {
  url: string;
  authorization: string | null;
  fields: Record<string, string>;
}

/** The network edge: records each request and answers from the list, in order. */
function network(...answers: Array<Response | 'hang'>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const form = init?.body instanceof FormData ? init.body : new FormData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), fields });
    const answer = answers.shift();
    if (answer === 'hang' || answer === undefined) {
      // Like a server that never answers: only the abort ends it.
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return answer;
  };
  return { fetch, sent };
}

// The app passes the API client's authorizedFetch, which adds the token (tested with the client).
const request = (fetch: typeof globalThis.fetch) => ({ base: BASE, longUrl: LONG, keyword: '', fetch });

describe('shortenLink', () => {
  it("posts the spec's form and answers the short link", async () => {
    const net = network(json(success('abc1234')));
    const link = await shortenLink({ ...request(net.fetch), keyword: 'mine' });
    expect(link).toBe('https://academy.example/s/abc1234');
    expect(net.sent).toEqual([
      {
        url: `${BASE}yourls-api.php`,
        authorization: null,
        fields: { signature: '', action: 'shorturl', format: 'json', keyword: 'mine', url: LONG },
      },
    ]);
  });

  it("takes the URL's existing link (YOURLS' 'fail' with a shorturl) as the link", async () => {
    const existing = { ...success('old1234'), status: 'fail', code: 'error:url' };
    expect(await shortenLink(request(network(json(existing)).fetch))).toBe(
      'https://academy.example/s/old1234',
    );
  });

  it("keeps the server's message for a taken keyword, and the generic one otherwise", async () => {
    const taken = {
      status: 'fail',
      code: 'error:keyword',
      message: shortLinkKeywordTaken('mine'),
      statusCode: 409,
    };
    await expect(shortenLink(request(network(json(taken, 409)).fetch))).rejects.toEqual(
      new ShortenError(shortLinkKeywordTaken('mine')),
    );
    const broken = network(new Response('Internal server error', { status: 500 }));
    await expect(shortenLink(request(broken.fetch))).rejects.toEqual(new ShortenError(SHORT_LINK_FAILED));
    const refused = network(json({ status: 'fail', code: 'error:auth', message: 'x', statusCode: 401 }, 401));
    await expect(shortenLink(request(refused.fetch))).rejects.toEqual(new ShortenError(SHORT_LINK_FAILED));
  });

  it('gives up with the generic error when the service does not answer in time', async () => {
    const net = network('hang');
    await expect(shortenLink({ ...request(net.fetch), timeoutMs: 20 })).rejects.toEqual(
      new ShortenError(SHORT_LINK_FAILED),
    );
  });
});
