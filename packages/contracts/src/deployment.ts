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
});
export type DeploymentSettings = z.infer<typeof DeploymentSettings>;
