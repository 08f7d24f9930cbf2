import { bigint, bigserial, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema';

const timestamps = () => ({
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Remote devices (issue 21), one row per physical device, found by the secret it shows. The key
 * pair is made on the first fetch of `/key` or `/cert`: `client_key` is the private key the device
 * signs its MQTT password with (PKCS#8 PEM), `client_cert` its public half (SPKI PEM), which the
 * broker verifies that password with. Both null until then, and a device without them cannot
 * connect.
 */
export const devices = pgTable('devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  secret: text('secret').notNull().unique('devices_secret_index'),
  type: text('type').notNull(),
  clientKey: text('client_key'),
  clientCert: text('client_cert'),
  ...timestamps(),
});

/** A user's name for a device they registered; deleting either side deletes the registration. */
export const deviceRegistrations = pgTable(
  'device_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('device_registrations_user_id_device_id_index').on(t.userId, t.deviceId),
    index('device_registrations_device_id_index').on(t.deviceId),
  ],
);
