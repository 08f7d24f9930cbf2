import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearChosen, readChosen, STORAGE_KEYS, writeChosen } from './storage';

const storage = window.sessionStorage;

describe("the steps' storage", () => {
  beforeEach(() => storage.clear());
  // The web project runs its files in one environment (isolate: false): leave nothing behind.
  afterEach(() => storage.clear());

  it('keeps each step under the keys game-facts 5 names', () => {
    expect(STORAGE_KEYS).toEqual({ default: 'defaultChapter', checkpoint: 'checkpointTxt' });
    writeChosen(storage, 'checkpoint', { name: 'cp1.txt', text: 'objectives\n    a\n' });
    writeChosen(storage, 'default', { name: 'stories/defaultCheckpoint.txt', text: 'locations\n' });
    expect(readChosen(storage, 'checkpoint')).toEqual({ name: 'cp1.txt', text: 'objectives\n    a\n' });
    expect(readChosen(storage, 'default')).toEqual({
      name: 'stories/defaultCheckpoint.txt',
      text: 'locations\n',
    });
    expect(JSON.parse(storage.getItem('checkpointTxt') ?? '')).toEqual({
      name: 'cp1.txt',
      text: 'objectives\n    a\n',
    });
  });

  it('reads nothing from an empty storage, and a bare text under its key', () => {
    expect(readChosen(storage, 'default')).toBeNull();
    storage.setItem('checkpointTxt', 'startingLoc: dock');
    expect(readChosen(storage, 'checkpoint')).toEqual({ name: 'checkpointTxt', text: 'startingLoc: dock' });
    storage.setItem('defaultChapter', '{"name": 3}');
    expect(readChosen(storage, 'default')).toEqual({ name: 'defaultChapter', text: '{"name": 3}' });
  });

  it('clears both steps and nothing else', () => {
    writeChosen(storage, 'checkpoint', { name: 'a.txt', text: 'a' });
    writeChosen(storage, 'default', { name: 'b.txt', text: 'b' });
    storage.setItem('other', 'kept');
    clearChosen(storage);
    expect(readChosen(storage, 'checkpoint')).toBeNull();
    expect(readChosen(storage, 'default')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('says so when the storage refuses a file', () => {
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      getItem: () => null,
      key: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeChosen(full, 'checkpoint', { name: 'big.txt', text: 'x' })).toBe(false);
    expect(writeChosen(storage, 'checkpoint', { name: 'small.txt', text: 'x' })).toBe(true);
  });
});
