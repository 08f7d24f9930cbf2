import { describe, expect, it } from 'vitest';
import { buttonState, MESSAGES, type OpenedFile, pathToOpen, pathToSave, prefilledName } from './rules';

const opened: OpenedFile = { repo: { owner: 'ada', name: 'programs' }, path: 'a.js', sha: 'abc', text: 'x;' };

describe('the GitHub menu rules', () => {
  it('shows inactive without a file, saved when the editor matches it, dirty otherwise', () => {
    expect(buttonState(null, 'anything')).toBe('inactive');
    expect(buttonState(opened, 'x;')).toBe('saved');
    expect(buttonState(opened, 'x;\n')).toBe('dirty');
  });

  it('opens a selected file, and says why not for nothing or a folder', () => {
    expect(pathToOpen(null)).toEqual({ ok: false, error: 'Please select a file!' });
    expect(pathToOpen({ path: 'lib', type: 'dir' })).toEqual({
      ok: false,
      error: "Can't open folder as a file!",
    });
    expect(pathToOpen({ path: 'lib/a.js', type: 'file' })).toEqual({ ok: true, path: 'lib/a.js' });
  });

  it('saves the typed name into the selected folder, or beside the selected file', () => {
    expect(pathToSave(null, 'a.js')).toEqual({ ok: true, path: 'a.js' });
    expect(pathToSave({ path: 'lib', type: 'dir' }, 'b.js')).toEqual({ ok: true, path: 'lib/b.js' });
    expect(pathToSave({ path: 'lib/deep/c.js', type: 'file' }, 'd.js')).toEqual({
      ok: true,
      path: 'lib/deep/d.js',
    });
    expect(pathToSave({ path: 'lib', type: 'dir' }, ' /sub/e.js/ ')).toEqual({
      ok: true,
      path: 'lib/sub/e.js',
    });
  });

  it('refuses an empty file name', () => {
    expect(pathToSave({ path: 'lib', type: 'dir' }, '   ')).toEqual({
      ok: false,
      error: 'No file name given.',
    });
    expect(MESSAGES.saveOverFolder).toBe("Can't save over a folder!");
    expect(MESSAGES.denied).toBe('Connection denied or file does not exist.');
  });

  it("prefills '.js' only into an empty name box", () => {
    expect(prefilledName('')).toBe('.js');
    expect(prefilledName('main.js')).toBe('main.js');
  });
});
