import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../api/errors';
import { loadFailure } from './loadFailure';

const forbidden = (body: string) => new ApiError(403, 'Forbidden', body);

describe('loadFailure', () => {
  it('reads the password and not-open refusals; everything else is not found', () => {
    expect(loadFailure(forbidden('Missing Password.'))).toBe('password');
    expect(loadFailure(forbidden('Invalid Password.'))).toBe('wrong-password');
    expect(loadFailure(forbidden('Assessment not open'))).toBe('not-open');
    expect(loadFailure(new ApiError(400, 'Bad Request', 'Assessment not found'))).toBe('not-found');
    expect(loadFailure(forbidden('Something else'))).toBe('not-found');
    expect(loadFailure(new NetworkError(new Error('offline')))).toBe('not-found');
  });
});
