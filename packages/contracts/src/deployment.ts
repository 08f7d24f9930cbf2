import { z } from 'zod';

/**
 * GET /v2/deployment: the deployment settings the web app reads at run time, so changing them
 * needs a server restart but never a rebuild of the web app.
 */
export const AuthProviderInfo = z.object({
  /** The value sent as `provider` to POST /v2/auth/login. */
  id: z.string(),
  /** Shown on the login button: 'Log in with {name}'. */
  name: z.string(),
  /**
   * Where the browser goes to sign in. The web app appends `redirect_uri` (its own
   * /login?provider={id}) and the provider comes back with `code`.
   */
  endpoint: z.string(),
  isDefault: z.boolean(),
});
export type AuthProviderInfo = z.infer<typeof AuthProviderInfo>;

export const MaintenancePeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  reason: z.string().nullable(),
});

export const DeploymentSettings = z.object({
  name: z.string(),
  authProviders: z.array(AuthProviderInfo),
  playgroundOnly: z.boolean(),
  enableResearchPrompt: z.boolean(),
  /** How often the browser sends the stored learning events for research (RESEARCH_LOG_SYNC_MS). */
  researchLogSyncMs: z.number().int().positive().optional(),
  enableRepositoryAssessments: z.boolean(),
  maintenancePeriods: z.array(MaintenancePeriodSchema),
  /**
   * Where browsers load the Source modules from (modules.json, bundles/, tabs/, jsons/):
   * MODULE_BACKEND_URL, `/modules` (this server) unless it names a CDN or bucket. A relative value
   * is resolved against the web app's origin.
   */
  moduleBackendUrl: z.string(),
  /**
   * Where browsers read the textbook (`json/toc.json`, `json/<section>.json`, figures): an
   * absolute address ending in '/'. TEXTBOOK_URL (the public site by default), or this server's
   * `/textbook/` when it serves TEXTBOOK_DIR. Plain GETs, never with our token.
   */
  textbookUrl: z.string(),
  /**
   * The short-link service, as the spec's YOURLS-shaped shortener: POST `{base}yourls-api.php`
   * makes a link, `{base}{keyword}` opens it. This server's `{origin}/s/`.
   */
  urlShortenerBase: z.string(),
  /**
   * The shared-editing service: POST `{base}` creates a session (its id as text), GET `{base}{id}`
   * says whether it exists, and `{base}{id}` as ws(s):// is the session's Yjs websocket.
   * This server's `{origin}/sharedb/`.
   */
  sharedbBackendUrl: z.string(),
  /**
   * The GitHub connection of the playground and Classroom (not platform sign-in). Without a client
   * id the buttons say it is off. `url` serves OAuth (/login/oauth/authorize), `apiUrl` the REST
   * API (GitHub Enterprise: https://host/api/v3); both without a trailing slash.
   */
  github: z.object({ clientId: z.string().nullable(), url: z.string(), apiUrl: z.string() }),
  /**
   * Google Drive in the playground. Without a client id the buttons say it is off. `accountsUrl`
   * serves the OAuth consent page (/o/oauth2/v2/auth), `apiUrl` Drive REST v3 (/drive/v3,
   * /upload/drive/v3); both without a trailing slash.
   */
  google: z.object({ clientId: z.string().nullable(), accountsUrl: z.string(), apiUrl: z.string() }),
});
export type DeploymentSettings = z.infer<typeof DeploymentSettings>;
