import { createServer, type Server } from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';

/** For tests: a real aedes broker on a free loopback TCP port. */
export async function startTestBroker(options: AedesOptions = {}) {
  const broker = await Aedes.createBroker(options);
  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    broker,
    url: `mqtt://127.0.0.1:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
