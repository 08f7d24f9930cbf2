import { WS_ENDPOINT_TTL_SECONDS } from '@sa/contracts';
import { errors, importSPKI, jwtVerify, SignJWT } from 'jose';
import type { BrokerIdentity } from './topics';

/** Marks our browser credentials, so no other token of ours (an access token) passes as one. */
const AUDIENCE = 'source-academy:mqtt';
/** A device's password may be at most this old (its agent signs one for every connection). */
const DEVICE_PASSWORD_MAX_AGE_SECONDS = 600;
/** Clocks of small devices drift: a password "from the future" by this much still passes. */
const CLOCK_TOLERANCE_SECONDS = 60;

export type BrowserIdentity = Extract<BrokerIdentity, { kind: 'browser' }>;

/**
 * The credential of `ws_endpoint`: an HS256 JWT with the server's secret, naming the user, the
 * one thing they may talk to, and the prefix their client id must start with.
 */
export function signBrowserCredential(
  secret: Uint8Array,
  identity: BrowserIdentity,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ thing: identity.thing, prefix: identity.clientNamePrefix })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(String(identity.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + WS_ENDPOINT_TTL_SECONDS)
    .sign(secret);
}

/** The identity a credential grants, or undefined when it is forged, expired or malformed. */
export async function verifyBrowserCredential(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<BrowserIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const { thing, prefix, sub } = payload;
    if (typeof thing !== 'string' || typeof prefix !== 'string' || !sub || !/^[1-9][0-9]{0,15}$/.test(sub))
      return undefined;
    return { kind: 'browser', userId: Number(sub), thing, clientNamePrefix: prefix };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

/**
 * A device's MQTT password: a compact ES256 JWS of `{ sub: <thing>, iat, exp }` made with the
 * private key it fetched from `/key`, checked with the stored public key. A key we cannot read
 * (never the case for keys we made) fails like a wrong signature.
 */
export async function verifyDevicePassword(
  publicKeyPem: string,
  password: string,
  thing: string,
  now: Date,
): Promise<boolean> {
  try {
    const key = await importSPKI(publicKeyPem, 'ES256');
    const { payload } = await jwtVerify(password, key, {
      algorithms: ['ES256'],
      subject: thing,
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: DEVICE_PASSWORD_MAX_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    // A password valid for years would be as good as a stolen key: bound how far ahead it runs.
    const exp = payload.exp ?? 0;
    return exp - now.getTime() / 1000 <= DEVICE_PASSWORD_MAX_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return false;
    throw error;
  }
}
