import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A small code-hosting API on a local port, in GitHub's shapes, for the contributors tests:
 * GET /orgs/{org}/repos (type=public honoured) and GET /repos/{owner}/{repo}/contributors, paged
 * by `per_page` and `page` with a Link header, extra fields as GitHub sends them. `mode` makes it
 * fail, hang, or answer a shape we do not read; every request is recorded.
 */
export interface FakeRepository {
  name: string;
  description?: string | null;
  fork?: boolean;
  private?: boolean;
  /** login -> contributions; empty: the API's 204 for a repository without commits. */
  contributors: Record<string, number>;
  /** Instead of the API's own contributors link (to test links leading elsewhere). */
  contributorsUrl?: string;
}

export type FakeMode = 'ok' | 'fail' | 'hang' | 'bad-shape';

export interface FakeCodeHost {
  origin: string;
  organisation: string;
  repositories: FakeRepository[];
  mode: FakeMode;
  requests: { path: string; authorization: string | undefined }[];
  /** Requests whose path starts with `prefix` (`/orgs/` or `/repos/`). */
  count(prefix: string): number;
  close(): Promise<void>;
}

/** Stable ids from names, as the real API has (ids are not positions). */
function idOf(text: string): number {
  let id = 7;
  for (const char of text) id = (id * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return id;
}

export async function startFakeCodeHost(
  organisation: string,
  repositories: FakeRepository[],
): Promise<FakeCodeHost> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('expected a TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const fake: FakeCodeHost = {
    origin,
    organisation,
    repositories,
    mode: 'ok',
    requests: [],
    count: (prefix) => fake.requests.filter((r) => r.path.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    fake.requests.push({ path: url.pathname, authorization: req.headers.authorization });
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'fail') return send(res, 502, { message: 'Server Error' });
    const orgRepos = /^\/orgs\/([^/]+)\/repos$/.exec(url.pathname);
    if (orgRepos && orgRepos[1] === organisation) {
      const publicOnly = url.searchParams.get('type') === 'public';
      const listed = repositories.filter((repo) => !publicOnly || !repo.private).map(repoJson);
      if (fake.mode === 'bad-shape')
        return send(
          res,
          200,
          listed.map(({ id, ...rest }) => rest),
        );
      return sendPage(res, url, listed);
    }
    const contributors = /^\/repos\/([^/]+)\/([^/]+)\/contributors$/.exec(url.pathname);
    const repo = repositories.find((r) => contributors?.[1] === organisation && r.name === contributors[2]);
    if (repo) {
      const people = Object.entries(repo.contributors).map(([login, contributions]) => ({
        login,
        id: idOf(login),
        node_id: `U_${login}`,
        avatar_url: `https://avatars.example.org/u/${idOf(login)}?v=4`,
        html_url: `https://code.example.org/${login}`,
        type: login.endsWith('[bot]') ? 'Bot' : 'User',
        site_admin: false,
        contributions,
      }));
      if (people.length === 0) return res.writeHead(204).end();
      return sendPage(res, url, people);
    }
    send(res, 404, { message: 'Not Found' });
  }

  function repoJson(repo: FakeRepository) {
    return {
      id: idOf(repo.name),
      node_id: `R_${repo.name}`,
      name: repo.name,
      full_name: `${organisation}/${repo.name}`,
      private: repo.private ?? false,
      description: repo.description ?? null,
      fork: repo.fork ?? false,
      html_url: `https://code.example.org/${organisation}/${repo.name}`,
      contributors_url: repo.contributorsUrl ?? `${origin}/repos/${organisation}/${repo.name}/contributors`,
      stargazers_count: 3,
      topics: ['education'],
    };
  }

  /** GitHub's paging: `per_page` (default 30, at most 100), `page` from 1, a Link to the next. */
  function sendPage(res: ServerResponse, url: URL, items: unknown[]) {
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(url.href);
      next.searchParams.set('page', String(page + 1));
      const lastUrl = new URL(url.href);
      lastUrl.searchParams.set('page', String(last));
      headers.link = `<${next.href}>; rel="next", <${lastUrl.href}>; rel="last"`;
    }
    send(res, 200, items.slice((page - 1) * perPage, page * perPage), headers);
  }

  return fake;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
