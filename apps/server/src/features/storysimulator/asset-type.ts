import { fileTypeFromBuffer } from 'file-type';
import type { AssetExtension } from './asset-path';

/** What `file-type` calls each kind the uploader takes (jpeg is jpg there). */
const DETECTED: Readonly<Record<Exclude<AssetExtension, 'txt'>, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  png: 'png',
  wav: 'wav',
  mp3: 'mp3',
};

/**
 * Whether the bytes are what the name says: a picture or sound by its signature (`file-type`),
 * a text file as UTF-8 with no NUL that no signature claims. A renamed program or page cannot
 * pass as art, and the game never parses a binary as a checkpoint.
 */
export async function bytesMatchExtension(extension: AssetExtension, bytes: Buffer): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (extension === 'txt') return detected === undefined && isPlainUtf8(bytes);
  return detected?.ext === DETECTED[extension];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainUtf8(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
