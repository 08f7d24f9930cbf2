import { DeploymentSettings } from '@sa/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from '../../auth/providers/types';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const external: AuthProvider = {
  id: 'nus',
  kind: 'oidc',
  name: 'NUS',
  isDefault: true,
  endpoint: () => 'https://login.example.edu/authorize?client_id=sa',
  authenticate: async () => ({ username: 'x', name: null }),
};

describe('GET /v2/deployment', () => {
  it('is public and lists the demo test provider at this server’s origin', async () => {
    s = await startTestServer();
    const res = await s.signedOut.get('/v2/deployment', { headers: { host: 'academy.local:8000' } });
    expect(res.statusCode).toBe(200);
    expect(DeploymentSettings.parse(res.json())).toEqual({
      name: 'Source Academy',
      authProviders: [
        {
          id: 'test',
          name: 'Test',
          endpoint: 'http://academy.local:8000/v2/auth/test/authorize',
          isDefault: true,
        },
      ],
      playgroundOnly: false,
      enableResearchPrompt: true,
      researchLogSyncMs: 10_000,
      enableRepositoryAssessments: false,
      maintenancePeriods: [],
      moduleBackendUrl: '/modules',
      textbookUrl: 'https://sicp.sourceacademy.org/',
      urlShortenerBase: 'http://academy.local:8000/s/',
      sharedbBackendUrl: 'http://academy.local:8000/sharedb/',
      github: { clientId: null, url: 'https://github.com', apiUrl: 'https://api.github.com' },
      google: {
        clientId: null,
        accountsUrl: 'https://accounts.google.com',
        apiUrl: 'https://www.googleapis.com',
      },
    });
  });

  it('reflects the configuration, PUBLIC_URL and each provider’s own endpoint', async () => {
    const now = Date.now();
    const upcoming = {
      start: new Date(now + 3_600_000).toISOString(),
      end: new Date(now + 7_200_000).toISOString(),
    };
    const ended = { start: new Date(now - 7_200_000).toISOString(), end: new Date(now - 1000).toISOString() };
    s = await startTestServer({
      config: {
        deploymentName: 'My Academy',
        playgroundOnly: true,
        enableResearchPrompt: false,
        enableRepositoryAssessments: true,
        publicUrl: 'https://academy.example.org',
        maintenancePeriods: [{ ...upcoming, reason: 'Upgrade' }, ended, { ...upcoming }],
        moduleBackendUrl: 'https://cdn.example.org/sa-modules',
      },
      providers: [
        external,
        { ...external, id: 'gh', name: 'GitHub', isDefault: false, endpoint: (o: string) => `${o}/gh` },
      ],
    });
    const body = (await s.signedOut.get('/v2/deployment')).json<DeploymentSettings>();
    expect(body).toMatchObject({
      name: 'My Academy',
      playgroundOnly: true,
      enableResearchPrompt: false,
      enableRepositoryAssessments: true,
      moduleBackendUrl: 'https://cdn.example.org/sa-modules',
    });
    expect(body.authProviders).toEqual([
      {
        id: 'nus',
        name: 'NUS',
        endpoint: 'https://login.example.edu/authorize?client_id=sa',
        isDefault: true,
      },
      { id: 'gh', name: 'GitHub', endpoint: 'https://academy.example.org/gh', isDefault: false },
    ]);
    // The period that already ended is left out; a missing reason is null.
    expect(body.maintenancePeriods).toEqual([
      { ...upcoming, reason: 'Upgrade' },
      { ...upcoming, reason: null },
    ]);
  });

  it('offers no providers when none are configured', async () => {
    s = await startTestServer({ config: { providers: [] } });
    expect((await s.signedOut.get('/v2/deployment')).json<DeploymentSettings>().authProviders).toEqual([]);
  });
});
