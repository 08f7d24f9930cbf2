// The package ships no types; this is the part of its async persistence that we call.
declare module 'aedes-persistence-redis/asyncPersistence.js' {
  import type { Redis } from 'ioredis';

  export default class AsyncRedisPersistence {
    constructor(options: { conn: Redis });
    setup(broker: unknown): Promise<void>;
    destroy(): Promise<void>;
  }
}
