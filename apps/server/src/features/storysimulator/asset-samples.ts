/** Small files of each kind the uploader takes, real enough for their signatures (tests). */

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The start and end of a JFIF JPEG. */
export const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
/** An MP3 with an ID3 tag and one silent frame. */
export const MP3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413),
]);

/** A PCM WAV header with no samples. */
export function wav(): Buffer {
  const bytes = Buffer.alloc(44);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(36, 4);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(8000, 24);
  bytes.writeUInt32LE(8000, 28);
  bytes.writeUInt16LE(1, 32);
  bytes.writeUInt16LE(8, 34);
  bytes.write('data', 36);
  return bytes;
}

/** A multipart form with `bytes` as the file in `field` (the uploader's 'upload'). */
export function assetForm(bytes: Uint8Array, name = 'file', field = 'upload'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return form;
}
