import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './download';

describe('downloadText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a link to a blob of the text under the file name, then frees the blob', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:file';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadText('users.csv', 'a,b\r\n1,2');

    expect(clicked).toEqual([{ href: 'blob:file', download: 'users.csv' }]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('a,b\r\n1,2');
    expect(revoke).toHaveBeenCalledWith('blob:file');
  });
});
