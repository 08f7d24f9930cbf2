import {
  DEVICE_SECRET_NOT_FOUND,
  DEVICE_SECRET_RATE_LIMITED,
  DEVICE_UNKNOWN_TYPE,
  MQTT_WEBSOCKET_PATH,
  routes,
} from '@sa/contracts';
import { deviceTypeById } from '@sa/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { HttpError, notFound } from '../../http/errors';
import { countRequest } from '../../http/request-limit';
import { createRouter } from '../../http/route';
import { registerUpgrade } from '../../http/upgrades';
import { startBroker } from './broker/broker';
import { signBrowserCredential } from './broker/credentials';
import { clientNamePrefix, thingName } from './broker/topics';
import { brokerUrl } from './endpoint';
import { newDeviceKeyPair } from './keys';
import {
  deleteRegistration,
  findRegisteredDevice,
  listRegistrations,
  registerDevice,
  registeredDeviceId,
  renameRegistration,
  type StoredDevice,
  storeKeyPairOnce,
} from './queries';

/** Requests to the per-secret routes one address may make per window (a device needs four at boot). */
export const DEVICE_SECRET_REQUESTS_PER_WINDOW = 60;
const DEVICE_SECRET_WINDOW_MS = 60_000;

/**
 * Remote devices (issue 21): a user's registrations, the credentials a device fetches with its
 * secret, and the MQTT broker at /mqtt that both the device and the user's browser join
 * (broker/). The broker lives and dies with the app.
 */
export const deviceRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db, guards, now } = deps;
  const { thingPrefix } = config.devices;
  const broker = await startBroker({ config, db, now, log: app.log });
  registerUpgrade(app, MQTT_WEBSOCKET_PATH, (request, socket, head) => broker.upgrade(request, socket, head));
  // Before the server stops listening: its close waits for open sockets, so they are closed first.
  app.addHook('preClose', async () => broker.close());

  const route = createRouter(app, guards);
  route(routes.devices.list, ({ user }) => listRegistrations(db, user.id));
  route(routes.devices.register, ({ body, user }) => {
    if (!deviceTypeById(body.type)) throw new HttpError(400, DEVICE_UNKNOWN_TYPE);
    return registerDevice(db, user.id, body);
  });
  route(routes.devices.rename, async ({ params, body, user }) => {
    await renameRegistration(db, user.id, params.id, body.title);
  });
  route(routes.devices.remove, async ({ params, user }) => {
    // A device connected right now stays connected (its own topics only); no browser can get a
    // new credential for this registration, and one already handed out lapses within 300 s.
    await deleteRegistration(db, user.id, params.id);
  });
  route(routes.devices.wsEndpoint, async ({ params, user, request }) => {
    const deviceId = await registeredDeviceId(db, user.id, params.id);
    const thing = thingName(thingPrefix, deviceId);
    const prefix = clientNamePrefix(thingPrefix, user.id);
    const credential = await signBrowserCredential(
      config.jwtSecret,
      { kind: 'browser', userId: user.id, thing, clientNamePrefix: prefix },
      now(),
    );
    const base = brokerUrl(config.publicUrl, request.protocol, request.host);
    return { endpoint: `${base}?credential=${credential}`, thingName: thing, clientNamePrefix: prefix };
  });

  /** The device behind a secret, within the caller's rate limit; 404 when nobody registered it. */
  async function deviceOf(request: FastifyRequest, secret: string): Promise<StoredDevice> {
    await takeSecretRateLimit(app, request);
    const device = await findRegisteredDevice(db, secret);
    if (!device) throw notFound(DEVICE_SECRET_NOT_FOUND);
    return device;
  }
  async function keyPairOf(request: FastifyRequest, secret: string) {
    const device = await deviceOf(request, secret);
    if (device.clientKey && device.clientCert)
      return { clientKey: device.clientKey, clientCert: device.clientCert };
    return storeKeyPairOnce(db, device.id, await newDeviceKeyPair());
  }
  route(
    routes.devices.key,
    async ({ params, request }) => (await keyPairOf(request, params.secret)).clientKey,
  );
  route(
    routes.devices.cert,
    async ({ params, request }) => (await keyPairOf(request, params.secret)).clientCert,
  );
  route(routes.devices.clientId, async ({ params, request }) =>
    thingName(thingPrefix, (await deviceOf(request, params.secret)).id),
  );
  route(routes.devices.mqttEndpoint, async ({ params, request }) => {
    await deviceOf(request, params.secret);
    return brokerUrl(config.publicUrl, request.protocol, request.host);
  });
};

/**
 * The per-secret routes are public and hand out private keys: an address guessing secrets is
 * cut off after a few dozen tries a minute (counted in this process, as the sign-in limits).
 */
async function takeSecretRateLimit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const retryAfter = await countRequest(app, request, `device-secret:${request.ip}`, {
    max: DEVICE_SECRET_REQUESTS_PER_WINDOW,
    windowMs: DEVICE_SECRET_WINDOW_MS,
  });
  if (retryAfter === null) return;
  throw new HttpError(429, DEVICE_SECRET_RATE_LIMITED, { 'retry-after': String(retryAfter) });
}
