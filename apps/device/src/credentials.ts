import { DEVICE_SECRET_NOT_FOUND } from '@sa/contracts';
import { importPKCS8, SignJWT } from 'jose';

/** What a device learns from the server with its secret (the public per-secret routes). */
export interface DeviceCredentials {
  thingName: string;
  privateKeyPem: string;
  mqttEndpoint: string;
}

/** A failure the CLI reports as it is, and exits 1. */
export class AgentError extends Error {
  override name = 'AgentError';
}

/** The lifetime of a signed password; the broker refuses older ones. */
export const PASSWORD_TTL_SECONDS = 300;

async function fetchText(
  server: string,
  secret: string,
  leaf: string,
  fetchImpl: typeof fetch,
): Promise<string> {
  const url = `${server.replace(/\/+$/, '')}/v2/devices/${encodeURIComponent(secret)}/${leaf}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new AgentError(`Cannot reach the server at ${server}${reason ? ` (${reason})` : ''}`);
  }
  const body = await response.text().catch(() => '');
  if (response.status === 404 && body.trim() === DEVICE_SECRET_NOT_FOUND) {
    throw new AgentError(
      `${DEVICE_SECRET_NOT_FOUND}: nobody has registered a device with the secret "${secret}". ` +
        'Register it first in the playground (Remote Execution tab, Add new device), then start the agent again.',
    );
  }
  if (!response.ok) {
    throw new AgentError(
      `The server answered ${response.status} to GET ${url}${body ? `: ${body.slice(0, 200)}` : ''}`,
    );
  }
  return body.trim();
}

export async function fetchCredentials(
  server: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DeviceCredentials> {
  const thingName = await fetchText(server, secret, 'client_id', fetchImpl);
  const privateKeyPem = await fetchText(server, secret, 'key', fetchImpl);
  const mqttEndpoint = await fetchText(server, secret, 'mqtt_endpoint', fetchImpl);
  return { thingName, privateKeyPem, mqttEndpoint };
}

/**
 * The device's MQTT password: a compact ES256 JWS over `{ sub: thing, iat, exp: iat + 300 }`,
 * signed with its private key; the broker checks it with the public key the server keeps.
 */
export async function passwordSigner(thingName: string, privateKeyPem: string, now: () => number = Date.now) {
  let key: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    key = await importPKCS8(privateKeyPem, 'ES256');
  } catch (error) {
    throw new AgentError(`The key the server gave is not a P-256 private key (${(error as Error).message})`);
  }
  return async () => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(thingName)
      .setIssuedAt(iat)
      .setExpirationTime(iat + PASSWORD_TTL_SECONDS)
      .sign(key);
  };
}
