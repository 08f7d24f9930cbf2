import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, NoCourseError } from '../api/errors';
import { callErrorText, saveErrorText } from './callErrors';

const forbidden = (body: string) => new ApiError(403, 'Forbidden', body);
const GENERIC_403 =
  'Error while communicating with backend: 403 Forbidden; try logging in again, after manually saving any work.';

describe('callErrorText', () => {
  it("shows the server's reason for a refused change", () => {
    expect(callErrorText(new ApiError(400, 'Bad Request', ' Missing TASK '))).toBe('Missing TASK');
    expect(callErrorText(new ApiError(409, 'Conflict', 'Team already exists'))).toBe('Team already exists');
  });

  it('keeps the generic texts for 401, 403, 5xx and empty bodies', () => {
    expect(callErrorText(forbidden('Forbidden'))).toBe(GENERIC_403);
    expect(callErrorText(new ApiError(500, 'Internal Server Error', 'boom'))).toBe(
      'Error while communicating with backend: 500 Internal Server Error',
    );
    expect(callErrorText(new ApiError(400, 'Bad Request', '  '))).toBe(
      'Error while communicating with backend: 400 Bad Request',
    );
    expect(callErrorText(new NetworkError(new Error('offline')))).toBe(
      'Error while communicating with backend; check your network?',
    );
    expect(callErrorText(new Error('odd'))).toBe('Something went wrong');
  });

  it('says nothing when the client has already spoken', () => {
    expect(callErrorText(new NoCourseError())).toBeNull();
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
    expect(saveErrorText(new ApiError(403, 'Forbidden', 'x'.repeat(101)))).toBe(GENERIC_403);
    expect(saveErrorText(new ApiError(500, 'Internal Server Error', 'boom'))).toBe(
      'Error while communicating with backend: 500 Internal Server Error',
    );
    expect(saveErrorText(new NetworkError(new Error('offline')))).toBe(
      'Error while communicating with backend; check your network?',
    );
    expect(saveErrorText(new NoCourseError())).toBeNull();
  });
});
