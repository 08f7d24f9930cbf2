import type { ProviderSettings } from './config';
import { GitHubProvider } from './github';
import { OpenIdConnectProvider } from './openid-connect';
import { TestProvider } from './test-provider';
import type { AuthProvider } from './types';

/** Pino's (and so Fastify's) `log.warn(object, message)`, so main can pass `app.log`. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}

const consoleLogger: WarnLogger = {
  warn: (details, message) => console.warn(message, details),
};

/** Builds the providers in configuration order (the order of the login buttons). */
export function createProviders(settings: ProviderSettings[]): AuthProvider[] {
  return settings.map(createProvider);
}

function createProvider(entry: ProviderSettings): AuthProvider {
  switch (entry.kind) {
    case 'test':
      return new TestProvider(entry);
    case 'oidc':
      return new OpenIdConnectProvider(entry);
    case 'github':
      return new GitHubProvider(entry);
  }
}

/**
 * Runs OpenID Connect discovery for every OIDC provider, in parallel. A provider that cannot be
 * reached is logged and left in place: its button points at the issuer and sign-in retries
 * discovery, so one unreachable provider neither stops the server nor hides the others.
 */
export async function prepareProviders(
  providers: AuthProvider[],
  log: WarnLogger = consoleLogger,
): Promise<void> {
  await Promise.all(
    providers.map(async (provider) => {
      if (!(provider instanceof OpenIdConnectProvider)) return;
      try {
        await provider.prepare();
      } catch (error) {
        log.warn(
          { provider: provider.id, err: error },
          'OpenID Connect discovery failed; will retry at sign-in',
        );
      }
    }),
  );
}

/** The provider clients name as `provider`, or undefined when none has that id. */
export function findProvider(providers: readonly AuthProvider[], id: string): AuthProvider | undefined {
  return providers.find((provider) => provider.id === id);
}
