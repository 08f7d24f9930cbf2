// The package ships no types; this is the part of it that we call. Its main export wraps the
// async persistence in aedes-persistence's adapter, which hands aedes the node streams it pipes
// (the async class alone answers retained messages as an async generator, which aedes cannot use).
declare module 'aedes-persistence-redis' {
  import type { Redis } from 'ioredis';

  export interface RedisPersistence {
    setup(broker: unknown): Promise<void>;
    destroy(): Promise<void>;
  }

  export default function redisPersistence(options: { conn: Redis }): RedisPersistence;
}
