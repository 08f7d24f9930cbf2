import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, NoCourseError } from '../../../api/errors';
import { loadFailure } from './loadFailure';
import { saveErrorText } from './saveErrors';

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

describe('saveErrorText', () => {
  it("shows the server's short reason, 403 included", () => {
    expect(saveErrorText(forbidden('Assessment submission already finalised'))).toBe(
      'Assessment submission already finalised',
    );
    expect(saveErrorText(new ApiError(400, 'Bad Request', 'Missing or invalid parameter(s)'))).toBe(
      'Missing or invalid parameter(s)',
    );
  });

  it('falls back to the generic texts', () => {
    expect(saveErrorText(new ApiError(403, 'Forbidden', 'x'.repeat(101)))).toBe(
      'Error while communicating with backend: 403 Forbidden; try logging in again, after manually saving any work.',
    );
    expect(saveErrorText(new ApiError(500, 'Internal Server Error', 'boom'))).toBe(
      'Error while communicating with backend: 500 Internal Server Error',
    );
    expect(saveErrorText(new NetworkError(new Error('offline')))).toBe(
      'Error while communicating with backend; check your network?',
    );
    expect(saveErrorText(new NoCourseError())).toBeNull();
  });
});
