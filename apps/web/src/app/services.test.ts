import { compressToUTF16 } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { createServices } from './services';
import { SESSION_STORAGE_KEY } from './session/store';

describe('services start-up', () => {
  it("toasts 'Error loading from local storage' for a corrupt stored session", () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, compressToUTF16('not json'));
    const notifier = { show: vi.fn() };
    const services = createServices({ notifier, storage: window.localStorage });
    expect(notifier.show).toHaveBeenCalledWith('Error loading from local storage');
    expect(services.session.getSnapshot().tokens).toBeNull();
  });
});
