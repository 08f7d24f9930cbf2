import { describe, expect, it } from 'vitest';
import { FAKE_API_URL, fakeGoogleFetch } from '../../test/fakeGoogle';
import { createDriveClient, DriveError, DriveUnauthorizedError, multipartBody } from './drive';

function client() {
  const fake = fakeGoogleFetch();
  const token = fake.google.issueToken();
  const drive = createDriveClient({
    apiUrl: FAKE_API_URL,
    token,
    fetch: fake.fetch,
    boundary: () => 'b0undary',
  });
  return { ...fake, drive };
}

describe('multipartBody', () => {
  it('puts the JSON metadata part first and the program second, with CRLF line ends', () => {
    expect(multipartBody('xyz', { name: 'a.js' }, 'display(1);', 'text/plain')).toBe(
      '--xyz\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{"name":"a.js"}\r\n' +
        '--xyz\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\ndisplay(1);\r\n--xyz--\r\n',
    );
  });
});

describe('Drive client', () => {
  it('lists every page of files, without folders or binned files', async () => {
    const { drive, requests } = client();
    const files = await drive.listFiles();
    expect(files.map((f) => f.name).sort()).toEqual(['lists.js', 'notes.js', 'squares.js', 'streams.js']);
    // The fake holds two files a page: the client followed nextPageToken to the end.
    const lists = requests.filter((r) => new URL(r.url).pathname === '/drive/v3/files');
    expect(lists).toHaveLength(2);
    expect(new URL(lists[1]?.url ?? '').searchParams.get('pageToken')).toBe('page-2');
    expect(files.find((f) => f.name === 'lists.js')?.appProperties).toEqual({
      source_chapter: '2',
      source_variant: 'lazy',
    });
  });

  it('lists folders for Save As', async () => {
    const { drive } = client();
    expect((await drive.listFolders()).map((f) => f.name)).toEqual(['CS1101S']);
  });

  it("opens a file's metadata and content", async () => {
    const { drive } = client();
    const { file, content } = await drive.openFile('file-plain');
    expect(file).toMatchObject({ id: 'file-plain', name: 'notes.js' });
    expect(file.appProperties).toBeUndefined();
    expect(content).toBe('// written elsewhere\n1 + 2;');
  });

  it("answers a missing file with the status and Google's message", async () => {
    const { drive } = client();
    const error = await drive.openFile('no-such-file').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriveError);
    expect(error).toMatchObject({ status: 404, message: 'File not found: no-such-file.' });
  });

  it('tells a refused token apart from other failures', async () => {
    const fake = fakeGoogleFetch();
    const drive = createDriveClient({ apiUrl: FAKE_API_URL, token: 'ya29.made-up', fetch: fake.fetch });
    await expect(drive.listFiles()).rejects.toBeInstanceOf(DriveUnauthorizedError);
  });

  it('creates a text file with its properties in the chosen folder', async () => {
    const { drive, google } = client();
    const created = await drive.createFile({
      name: 'new.js',
      parent: 'folder-cs1101s',
      appProperties: { source_chapter: '3', source_variant: 'concurrent' },
      content: 'const x = 1;\r\nx;',
    });
    expect(created).toMatchObject({ name: 'new.js', mimeType: 'text/plain' });
    expect(google.files().find((f) => f.id === created.id)).toMatchObject({
      parents: ['folder-cs1101s'],
      content: 'const x = 1;\r\nx;',
      appProperties: { source_chapter: '3', source_variant: 'concurrent' },
    });
  });

  it('updates the content and properties of a file', async () => {
    const { drive, google } = client();
    await drive.updateFile('file-squares', {
      content: 'square(6);',
      appProperties: { source_chapter: '2', source_variant: 'default' },
    });
    expect(google.files().find((f) => f.id === 'file-squares')).toMatchObject({
      name: 'squares.js',
      content: 'square(6);',
      appProperties: { source_chapter: '2', source_variant: 'default' },
    });
  });
});
