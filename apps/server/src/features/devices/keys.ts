import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const makeKeyPair = promisify(generateKeyPair);

/**
 * A new P-256 key pair as PEM: the private key (PKCS#8) the device signs its MQTT password with,
 * and the public key (SPKI) the broker verifies it with. The reference served an AWS IoT
 * certificate here; our broker needs only the public key, which `/cert` serves (ADR 22).
 */
export async function newDeviceKeyPair(): Promise<{ clientKey: string; clientCert: string }> {
  const { privateKey, publicKey } = await makeKeyPair('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { clientKey: privateKey, clientCert: publicKey };
}
