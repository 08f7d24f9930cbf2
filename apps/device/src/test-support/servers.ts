// Test support: a real aedes broker that admits a device only with a valid ES256 password, and a
// tiny HTTP server answering the device's per-secret credential routes as the platform does.
import { generateKeyPairSync } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { DEVICE_SECRET_NOT_FOUND } from '@sa/contracts';
import { Aedes, type AuthenticateError } from 'aedes';
import { importSPKI, jwtVerify } from 'jose';

export function makeDeviceKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

async function listen(server: Server | ReturnType<typeof createHttpServer>, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A broker on a free port. With `devices`, a client that claims one of those things (as its id or
 * username) gets in only with a password signed by that thing's key; other clients (the tests'
 * stand-in for a browser) are let in: checking them is the server's broker's job.
 */
export async function startBroker(devices?: Map<string, string>, atPort = 0) {
  const broker = await Aedes.createBroker();
  if (devices) {
    broker.authenticate = (client, username, password, done) => {
      const refuse = () =>
        done(Object.assign(new Error('Bad credentials'), { returnCode: 4 }) as AuthenticateError, false);
      const claimed = devices.has(client.id) ? client.id : username;
      if (claimed === undefined || !devices.has(claimed)) return done(null, true);
      const publicPem = devices.get(claimed);
      if (!publicPem || username !== client.id || !password) return refuse();
      importSPKI(publicPem, 'ES256')
        .then((key) => jwtVerify(password.toString(), key, { algorithms: ['ES256'], subject: username }))
        .then(
          () => done(null, true),
          () => refuse(),
        );
    };
  }
  const server = createServer(broker.handle);
  const port = await listen(server, atPort);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    broker,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** GET /v2/devices/:secret/{client_id,key,mqtt_endpoint} for the registered secrets. */
export async function startCredentialServer(
  registered: Map<string, { thingName: string; privatePem: string }>,
  mqttEndpoint: string,
) {
  const server = createHttpServer((request, response) => {
    const match = /^\/v2\/devices\/([^/]+)\/(client_id|key|mqtt_endpoint)$/.exec(request.url ?? '');
    const device = match?.[1] ? registered.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !device) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(DEVICE_SECRET_NOT_FOUND);
      return;
    }
    const body =
      match[2] === 'client_id' ? device.thingName : match[2] === 'key' ? device.privatePem : mqttEndpoint;
    response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
