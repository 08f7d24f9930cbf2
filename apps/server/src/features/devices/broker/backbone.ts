import AsyncRedisPersistence from 'aedes-persistence-redis/asyncPersistence.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import MQEmitterRedis from 'mqemitter-redis';
import type { DevicesConfig } from '../../../config';
import { MqttEmitter } from './mqtt-emitter';

/** What aedes shares with the other server processes; nothing (all in memory) for a single one. */
export interface Backbone {
  mq?: { close(done: () => void): void };
  persistence?: AsyncRedisPersistence;
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
  const persistence = redisUrl ? new AsyncRedisPersistence({ conn: new Redis(redisUrl) }) : undefined;
  let mq: Backbone['mq'];
  if (devices.mqttUrl) {
    mq = await MqttEmitter.open(devices.mqttUrl, `${devices.thingPrefix}/broker`, log);
  } else if (redisUrl) {
    mq = MQEmitterRedis({ connectionString: redisUrl, matchEmptyLevels: true });
  }
  return {
    ...(mq ? { mq } : {}),
    ...(persistence ? { persistence } : {}),
    close: async () => {
      await persistence?.destroy();
    },
  };
}
