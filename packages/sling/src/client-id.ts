const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CLIENT_ID_RANDOM_LENGTH = 16;

/**
 * A browser's MQTT client id: the prefix the server handed out (`clientNamePrefix`) and 16 random
 * letters and digits, so two tabs of one user never take each other's session at the broker.
 */
export function makeClientId(prefix: string): string {
  // 62 * 4 = 248: bytes from 248 up are redrawn so every character is equally likely.
  let out = '';
  while (out.length < CLIENT_ID_RANDOM_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CLIENT_ID_RANDOM_LENGTH))) {
      if (byte < 248 && out.length < CLIENT_ID_RANDOM_LENGTH) out += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return `${prefix}${out}`;
}

/** A message id for client-to-device messages, which the device does not order: any non-zero u32. */
export function randomMessageId(): number {
  const [value = 1] = crypto.getRandomValues(new Uint32Array(1));
  return value === 0 ? 1 : value;
}
