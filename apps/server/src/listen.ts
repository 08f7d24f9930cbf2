import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

const ALL_INTERFACES = new Set(['0.0.0.0', '::']);

/**
 * Listens on exactly the address HOST names and the port PORT names; main calls this. The default
 * 0.0.0.0 is every network interface of the machine (what a container or a server behind a proxy
 * on another machine needs); HOST=127.0.0.1 keeps the server to this machine, e.g. behind a
 * reverse proxy on the same host. Returns the address to show to people.
 */
export async function listenAsConfigured(
  app: FastifyInstance,
  config: Pick<AppConfig, 'host' | 'port' | 'publicUrl'>,
): Promise<string> {
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (ALL_INTERFACES.has(config.host)) {
    app.log.info(`Listening on every network interface (HOST=${config.host}), port ${port}`);
  }
  const shown = ALL_INTERFACES.has(config.host) ? 'localhost' : config.host;
  return config.publicUrl ?? `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
