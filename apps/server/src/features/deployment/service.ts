import { DeploymentSettings } from '@sa/contracts';
import type { AuthProvider } from '../../auth/providers/types';
import type { AppConfig } from '../../config';

/**
 * GET /v2/deployment: what the web app needs before anyone signs in. Endpoints are absolute
 * URLs on `origin` (PUBLIC_URL, or the origin the request came to) so that the test provider's
 * page, served by this server, is reachable from the browser.
 */
export function deploymentSettings(
  config: AppConfig,
  providers: readonly AuthProvider[],
  origin: string,
  now: Date,
): DeploymentSettings {
  return DeploymentSettings.parse({
    name: config.deploymentName,
    authProviders: providers.map((p) => ({
      id: p.id,
      name: p.name,
      endpoint: p.endpoint(origin),
      isDefault: p.isDefault,
    })),
    playgroundOnly: config.playgroundOnly,
    enableResearchPrompt: config.enableResearchPrompt,
    researchLogSyncMs: config.researchLogSyncMs,
    enableRepositoryAssessments: config.enableRepositoryAssessments,
    // Periods that ended while the server ran are of no use to the client.
    maintenancePeriods: config.maintenancePeriods
      .filter((p) => Date.parse(p.end) > now.getTime())
      .map((p) => ({ start: p.start, end: p.end, reason: p.reason ?? null })),
    moduleBackendUrl: config.moduleBackendUrl,
    textbookUrl: config.textbookDir ? `${origin}/textbook/` : config.textbookUrl,
    urlShortenerBase: `${origin}/s/`,
    sharedbBackendUrl: `${origin}/sharedb/`,
    github: {
      clientId: config.github.clientId ?? null,
      url: config.github.url,
      apiUrl: config.github.apiUrl,
    },
    google: {
      clientId: config.google.clientId ?? null,
      accountsUrl: config.google.accountsUrl,
      apiUrl: config.google.apiUrl,
    },
  });
}
