import { z } from 'zod';
import { DEMO_USERS, TEST_PROVIDER_ID } from '../../demo/demo-users';

/**
 * AUTH_PROVIDERS: a JSON array of sign-in providers, in the order of the login buttons. Objects are
 * strict so that a misspelt key ("clientSecert") fails at startup instead of being ignored.
 */

const Common = {
  /** The `provider` value clients send to POST /v2/auth/login; also part of each user's identity. */
  id: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'must match ^[a-z0-9_-]+$')
    .max(100),
  name: z.string().min(1).max(100).default('Unnamed provider'),
  isDefault: z.boolean().default(false),
};

const TestUser = z.strictObject({
  code: z.string().min(1).max(200),
  username: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  /** Only shown on the test sign-in page; sign-in itself never grants a role. */
  role: z.string().max(50).optional(),
});

const TestSettings = z.strictObject({
  ...Common,
  kind: z.literal('test'),
  users: z
    .array(TestUser)
    .min(1)
    .default(() => DEMO_USERS.map((user) => ({ ...user }))),
});

/**
 * A secret is written inline (the JSON is itself an environment variable) or read from another
 * environment variable named by `clientSecretEnv`, which keeps it out of a long, often-logged JSON.
 */
const SecretFields = {
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).optional(),
  clientSecretEnv: z.string().min(1).optional(),
};

interface SecretInput {
  clientSecret?: string | undefined;
  clientSecretEnv?: string | undefined;
}

function resolveSecret<T extends SecretInput>(settings: T, ctx: z.RefinementCtx) {
  const { clientSecret, clientSecretEnv, ...rest } = settings;
  if (clientSecret !== undefined && clientSecretEnv !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['clientSecret'],
      message: 'give clientSecret or clientSecretEnv, not both',
    });
    return z.NEVER;
  }
  const secret = clientSecret ?? (clientSecretEnv === undefined ? undefined : process.env[clientSecretEnv]);
  if (!secret) {
    ctx.addIssue({
      code: 'custom',
      path: [clientSecretEnv === undefined ? 'clientSecret' : 'clientSecretEnv'],
      message:
        clientSecretEnv === undefined
          ? 'required (or name an environment variable in clientSecretEnv)'
          : `environment variable ${clientSecretEnv} is not set`,
    });
    return z.NEVER;
  }
  return { ...rest, clientSecret: secret };
}

const OidcSettings = z
  .strictObject({
    ...Common,
    kind: z.literal('oidc'),
    issuer: z.url(),
    ...SecretFields,
    scope: z.string().min(1).default('openid profile email'),
    /** Unset: preferred_username, then a verified email, then sub. Set: only that claim. */
    usernameClaim: z.string().min(1).optional(),
    nameClaim: z.string().min(1).default('name'),
    /** OpenID Connect's default; some providers only accept client_secret_post. */
    tokenEndpointAuthMethod: z
      .enum(['client_secret_basic', 'client_secret_post'])
      .default('client_secret_basic'),
    /** Only for providers on a trusted local network or in tests: allows http:// endpoints. */
    allowInsecureHttp: z.boolean().default(false),
  })
  .transform(resolveSecret);

const GitHubSettings = z
  .strictObject({
    ...Common,
    kind: z.literal('github'),
    ...SecretFields,
    authorizeUrl: z.url().default('https://github.com/login/oauth/authorize'),
    tokenUrl: z.url().default('https://github.com/login/oauth/access_token'),
    apiUrl: z.url().default('https://api.github.com'),
  })
  .transform(resolveSecret);

export const ProviderSettings = z.discriminatedUnion('kind', [TestSettings, OidcSettings, GitHubSettings]);
export type ProviderSettings = z.output<typeof ProviderSettings>;
export type TestProviderSettings = Extract<ProviderSettings, { kind: 'test' }>;
export type OidcProviderSettings = Extract<ProviderSettings, { kind: 'oidc' }>;
export type GitHubProviderSettings = Extract<ProviderSettings, { kind: 'github' }>;

export const ProviderSettingsList = z.array(ProviderSettings).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((provider, index) => {
    if (seen.has(provider.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id '${provider.id}'` });
    }
    seen.add(provider.id);
  });
  const defaults = list.flatMap((provider, index) => (provider.isDefault ? [index] : []));
  if (defaults.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [defaults[1]!, 'isDefault'],
      message: 'only one provider may be the default',
    });
  }
  // The test sign-in page has one fixed address, /v2/auth/test/authorize.
  const tests = list.flatMap((provider, index) => (provider.kind === 'test' ? [index] : []));
  if (tests.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [tests[1]!, 'kind'],
      message: "only one provider may be of kind 'test'",
    });
  }
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`));
      return `AUTH_PROVIDERS${path.join('')}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Reads AUTH_PROVIDERS. Without it, a demo server offers the test provider (the demo users sign in
 * by code) and any other server offers no sign-in at all, so a production deployment can never
 * fall back to the public demo codes by accident.
 */
export function parseProviderSettings(raw: string | undefined, demo: boolean): ProviderSettings[] {
  if (raw === undefined || raw.trim() === '') {
    return demo
      ? withDefault(ProviderSettingsList.parse([{ id: TEST_PROVIDER_ID, kind: 'test', name: 'Test' }]))
      : [];
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`AUTH_PROVIDERS is not valid JSON: ${reason}`);
  }
  const result = ProviderSettingsList.safeParse(json);
  if (!result.success) {
    throw new Error(`Invalid AUTH_PROVIDERS: ${describeIssues(result.error)}`);
  }
  return withDefault(result.data);
}

/** The first provider is the default unless one says otherwise. */
function withDefault(list: ProviderSettings[]): ProviderSettings[] {
  if (list.some((provider) => provider.isDefault)) return list;
  return list.map((provider, index) => (index === 0 ? { ...provider, isDefault: true } : provider));
}
