import { describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '../../sw/cache-names';
import { clearApiCache } from './api-cache';

describe('clearApiCache', () => {
  it('deletes the API cache and only that one', async () => {
    const storage = { delete: vi.fn(async () => true) };
    await clearApiCache(storage);
    expect(storage.delete).toHaveBeenCalledExactlyOnceWith(CACHE_NAMES.api);
    expect(CACHE_NAMES.api).toBe('sa-api');
  });

  it('does nothing without Cache Storage, and never throws', async () => {
    await expect(clearApiCache(undefined)).resolves.toBeUndefined();
    const failing = { delete: vi.fn(async () => Promise.reject(new Error('SecurityError'))) };
    await expect(clearApiCache(failing)).resolves.toBeUndefined();
  });
});
