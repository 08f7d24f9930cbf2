import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo/demo-users';
import { parseProviderSettings } from './config';

const oidc = {
  id: 'nus',
  kind: 'oidc',
  issuer: 'https://login.example.edu',
  clientId: 'c',
  clientSecret: 's',
};
const github = { id: 'github', kind: 'github', name: 'GitHub', clientId: 'gc', clientSecret: 'gs' };

function parse(value: unknown, demo = false) {
  return parseProviderSettings(JSON.stringify(value), demo);
}

describe('parseProviderSettings', () => {
  afterEach(() => {
    delete process.env.TEST_PROVIDER_SECRET;
  });

  it('offers the test provider with the demo users on a demo server without AUTH_PROVIDERS', () => {
    expect(parseProviderSettings(undefined, true)).toEqual([
      { id: 'test', kind: 'test', name: 'Test', isDefault: true, users: DEMO_USERS.map((u) => ({ ...u })) },
    ]);
  });

  it('offers no providers on a non-demo server without AUTH_PROVIDERS', () => {
    expect(parseProviderSettings(undefined, false)).toEqual([]);
  });

  it('keeps the configured order and makes the first the default', () => {
    const list = parse([github, oidc]);
    expect(list.map((p) => [p.id, p.isDefault])).toEqual([
      ['github', true],
      ['nus', false],
    ]);
  });

  it('honours an explicit default', () => {
    const list = parse([github, { ...oidc, isDefault: true }]);
    expect(list.map((p) => p.isDefault)).toEqual([false, true]);
  });

  it('fills in the documented defaults', () => {
    const [nus, gh] = parse([oidc, github]);
    expect(nus).toEqual({
      id: 'nus',
      kind: 'oidc',
      name: 'Unnamed provider',
      isDefault: true,
      issuer: 'https://login.example.edu',
      clientId: 'c',
      clientSecret: 's',
      scope: 'openid profile email',
      nameClaim: 'name',
      tokenEndpointAuthMethod: 'client_secret_basic',
      allowInsecureHttp: false,
    });
    expect(gh).toMatchObject({
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      apiUrl: 'https://api.github.com',
    });
  });

  it('accepts custom test users without roles', () => {
    const [test] = parse([{ id: 'test', kind: 'test', users: [{ code: 'x', username: 'u', name: 'U' }] }]);
    expect(test).toMatchObject({ users: [{ code: 'x', username: 'u', name: 'U' }] });
  });

  it('reads a secret from the variable named by clientSecretEnv', () => {
    process.env.TEST_PROVIDER_SECRET = 'from-env';
    const [gh] = parse([{ ...github, clientSecret: undefined, clientSecretEnv: 'TEST_PROVIDER_SECRET' }]);
    expect(gh).toMatchObject({ clientSecret: 'from-env' });
    expect(gh).not.toHaveProperty('clientSecretEnv');
  });

  it.each([
    ['invalid JSON', '[{', /not valid JSON/],
    ['not an array', '{}', /AUTH_PROVIDERS: /],
    ['a bad id', JSON.stringify([{ ...github, id: 'Git Hub' }]), /AUTH_PROVIDERS\[0\]\.id: must match/],
    ['an unknown kind', JSON.stringify([{ ...github, kind: 'saml' }]), /AUTH_PROVIDERS\[0\]\.kind/],
    ['a bad issuer', JSON.stringify([github, { ...oidc, issuer: 'nope' }]), /AUTH_PROVIDERS\[1\]\.issuer/],
    ['a misspelt key', JSON.stringify([{ ...github, clientSecert: 'x' }]), /clientSecert/],
    [
      'a missing secret',
      JSON.stringify([{ ...oidc, clientSecret: undefined }]),
      /\[0\]\.clientSecret: required/,
    ],
    [
      'an unset secret variable',
      JSON.stringify([{ ...oidc, clientSecret: undefined, clientSecretEnv: 'TEST_PROVIDER_SECRET' }]),
      /\[0\]\.clientSecretEnv: environment variable TEST_PROVIDER_SECRET is not set/,
    ],
    [
      'duplicate ids',
      JSON.stringify([github, { ...oidc, id: 'github' }]),
      /\[1\]\.id: duplicate id 'github'/,
    ],
    [
      'two defaults',
      JSON.stringify([
        { ...github, isDefault: true },
        { ...oidc, isDefault: true },
      ]),
      /\[1\]\.isDefault: only one/,
    ],
    [
      'two test providers',
      JSON.stringify([
        { id: 'a', kind: 'test' },
        { id: 'b', kind: 'test' },
      ]),
      /\[1\]\.kind: only one provider may be of kind 'test'/,
    ],
  ])('rejects %s with a message naming the field', (_, raw, message) => {
    expect(() => parseProviderSettings(raw, true)).toThrow(message);
  });
});
