import { describe, expect, it } from 'vitest';
import { parseProviderSettings } from './config';
import { createProviders, findProvider } from './registry';
import { ProviderError } from './types';

describe('test provider', () => {
  const providers = createProviders(parseProviderSettings(undefined, true));
  const test = findProvider(providers, 'test')!;

  it('signs each demo user in by code', async () => {
    await expect(test.authenticate({ code: 'admin_code' })).resolves.toEqual({
      username: 'admin',
      name: 'Ada Admin',
    });
    await expect(test.authenticate({ code: 'student_code' })).resolves.toEqual({
      username: 'student',
      name: 'Stu Student',
    });
  });

  it('rejects an unknown code at the validate stage', async () => {
    const failure = test.authenticate({ code: 'nobody_code' });
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ stage: 'validate', message: 'Invalid code' });
  });

  it('points at the sign-in page this server serves', () => {
    expect(test.endpoint('http://localhost:8000')).toBe('http://localhost:8000/v2/auth/test/authorize');
    expect(test.endpoint('https://sa.example/')).toBe('https://sa.example/v2/auth/test/authorize');
  });

  it('is found by id, and unknown ids are not', () => {
    expect(test).toMatchObject({ id: 'test', kind: 'test', name: 'Test', isDefault: true });
    expect(findProvider(providers, 'github')).toBeUndefined();
  });
});
