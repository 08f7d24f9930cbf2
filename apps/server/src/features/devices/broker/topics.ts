/**
 * Who may use which topics (the agreement between server, device and web app, issue 21). Every
 * topic is `<thing>/<type>`; a browser commands one thing and hears it, a device hears commands
 * and speaks only on its own topics. Topics are compared exactly: no wildcard ever matches
 * someone else's thing.
 */

/** What a browser sends and its device receives (Sling). */
export const CLIENT_TO_DEVICE = ['run', 'stop', 'ping', 'input'] as const;
/** What a device sends and the browsers watching it receive (Sling). */
export const DEVICE_TO_CLIENT = ['status', 'display', 'hello', 'monitor'] as const;

export type BrokerIdentity =
  | { kind: 'browser'; userId: number; thing: string; clientNamePrefix: string }
  | { kind: 'device'; thing: string };

export const thingName = (prefix: string, deviceId: number) => `${prefix}:${deviceId}`;

/** The device row id a thing name stands for, or undefined for anything else. */
export function deviceIdOfThing(prefix: string, thing: string): number | undefined {
  if (!thing.startsWith(`${prefix}:`)) return undefined;
  const id = thing.slice(prefix.length + 1);
  return /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : undefined;
}

/** Every browser client of this user starts with it; the browser adds 16 letters and digits. */
export const clientNamePrefix = (prefix: string, userId: number) => `${prefix}-u${userId}-`;

const CLIENT_SUFFIX = /^[A-Za-z0-9]{16}$/;

/** A browser's client id: its credential's prefix and 16 random letters or digits, nothing else. */
export function isBrowserClientId(clientId: string, prefix: string): boolean {
  return clientId.startsWith(prefix) && CLIENT_SUFFIX.test(clientId.slice(prefix.length));
}

function topicOf(thing: string, topic: string, types: readonly string[]): boolean {
  if (!topic.startsWith(`${thing}/`)) return false;
  return types.includes(topic.slice(thing.length + 1));
}

export function maySubscribe(identity: BrokerIdentity, topic: string): boolean {
  const types = identity.kind === 'browser' ? DEVICE_TO_CLIENT : CLIENT_TO_DEVICE;
  return topicOf(identity.thing, topic, types);
}

export function mayPublish(identity: BrokerIdentity, topic: string): boolean {
  const types = identity.kind === 'browser' ? CLIENT_TO_DEVICE : DEVICE_TO_CLIENT;
  return topicOf(identity.thing, topic, types);
}
