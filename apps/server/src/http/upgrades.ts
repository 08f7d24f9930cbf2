import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Takes over a websocket upgrade request whose path starts with the prefix it was registered for. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

const handlersByServer = new WeakMap<object, Map<string, UpgradeHandler>>();

/**
 * Websocket upgrades bypass Fastify's routing: Node hands a request with `Upgrade:` to the
 * server's 'upgrade' listeners instead of to Fastify. One listener per server dispatches them by
 * path prefix (so several features can each own a websocket address), and answers 404 to an
 * upgrade nobody owns instead of leaving the socket hanging. A plain GET of the same address
 * still reaches Fastify's routes (the shared sessions' GET /sharedb/:id does).
 */
export function registerUpgrade(app: FastifyInstance, prefix: string, handler: UpgradeHandler): void {
  const server = app.server;
  let handlers = handlersByServer.get(server);
  if (!handlers) {
    const owned = new Map<string, UpgradeHandler>();
    handlers = owned;
    handlersByServer.set(server, owned);
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      for (const [start, take] of owned) {
        if (path.startsWith(start)) return take(request, socket, head);
      }
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  }
  handlers.set(prefix, handler);
}
