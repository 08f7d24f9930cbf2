import { routes } from '@sa/contracts';
import type { TestProviderSettings } from './config';
import { type AuthenticateInput, type AuthProvider, ProviderError, type ProviderIdentity } from './types';

/** The address of the sign-in page that `providerPages` serves for this provider. */
/** The test provider's sign-in page (a route of the table). */
export const TEST_AUTHORIZE_PATH = routes.auth.testAuthorize.path;

export interface TestUser {
  code: string;
  username: string;
  name: string;
  role?: string | undefined;
}

/**
 * The demo/development provider: each configured user signs in with a fixed code, which our own
 * page at TEST_AUTHORIZE_PATH hands out. It must never be configured on a real deployment.
 */
export class TestProvider implements AuthProvider {
  readonly kind = 'test';
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly users: readonly TestUser[];

  constructor(settings: TestProviderSettings) {
    this.id = settings.id;
    this.name = settings.name;
    this.isDefault = settings.isDefault;
    this.users = settings.users;
  }

  endpoint(serverOrigin: string): string {
    return `${serverOrigin.replace(/\/+$/, '')}${TEST_AUTHORIZE_PATH}`;
  }

  async authenticate({ code }: AuthenticateInput): Promise<ProviderIdentity> {
    const user = this.users.find((candidate) => candidate.code === code);
    if (!user) throw new ProviderError('validate', 'Invalid code');
    return { username: user.username, name: user.name };
  }
}
