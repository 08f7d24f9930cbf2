import redisPersistence, { type RedisPersistence } from 'aedes-persistence-redis';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';
import type { DevicesConfig } from '../../../config';
import { MqttEmitter } from './mqtt-emitter';

/** What aedes shares with the other server processes; nothing (all in memory) for a single one. */
export interface Backbone {
  mq?: { close(done: () => void): void };
  persistence?: RedisPersistence;
  /** Lets go of what the broker did not close itself (its persistence). */
  close(): Promise<void>;
}

/**
 * REDIS_URL: sessions, subscriptions and retained messages in Redis and messages over its
 * pub/sub, so a client on one process hears a device on another. MQTT_URL: messages through that
 * broker instead (it wins over Redis for messages; Redis still keeps the state when both are set).
 */
export async function openBackbone(
  devices: DevicesConfig,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<Backbone> {
  const connection = redisUrl ? new Redis(redisUrl) : undefined;
  const persistence = connection ? redisPersistence({ conn: connection }) : undefined;
  let mq: Backbone['mq'];
  if (devices.mqttUrl) {
    mq = await MqttEmitter.open(devices.mqttUrl, `${devices.thingPrefix}/broker`, log);
  } else if (redisUrl) {
    mq = MQEmitterRedis({
      subConn: quietlyQuitting(new Redis(redisUrl)),
      pubConn: quietlyQuitting(new Redis(redisUrl)),
      matchEmptyLevels: true,
    });
  }
  return {
    ...(mq ? { mq } : {}),
    ...(persistence ? { persistence } : {}),
    close: async () => {
      // Not the persistence's destroy, which drops the connection at once: what aedes still
      // writes while its clients close (fire-and-forget) would fail unheard. QUIT answers those first.
      await connection?.quit().catch(() => undefined);
    },
  };
}

/**
 * mqemitter-redis closes with QUIT and drops the promise: when the socket closes before Redis
 * answers (it often does on close), that rejection would go unhandled. The connection is over
 * either way, so a failed QUIT is as good as a successful one.
 */
function quietlyQuitting(connection: Redis): Redis {
  const quit = connection.quit.bind(connection);
  connection.quit = () => quit().catch(() => 'OK' as const);
  return connection;
}
