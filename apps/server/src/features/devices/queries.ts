import {
  DEVICE_ALREADY_REGISTERED,
  DEVICE_NOT_FOUND,
  DEVICE_SECRET_TYPE_CONFLICT,
  DEVICES_PER_USER,
  type Device,
  type DeviceRegistration,
  devicesLimitText,
} from '@sa/contracts';
import { and, asc, count, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceRegistrations, devices } from '../../db/devices-schema';
import { HttpError, notFound } from '../../http/errors';

/** The advisory lock class of "one user registering a device" (the second key is the user id). */
const REGISTER_LOCK = 21_001;

const deviceColumns = {
  id: deviceRegistrations.id,
  title: deviceRegistrations.title,
  type: devices.type,
  secret: devices.secret,
};

export async function listRegistrations(db: Database, userId: number): Promise<Device[]> {
  return db
    .select(deviceColumns)
    .from(deviceRegistrations)
    .innerJoin(devices, eq(devices.id, deviceRegistrations.deviceId))
    .where(eq(deviceRegistrations.userId, userId))
    .orderBy(asc(deviceRegistrations.id));
}

/**
 * Registers a device for a user. The device row is shared by everyone who registers the same
 * secret (the secret is the device); its type is fixed by the first registration. The user's
 * lock makes the limit hold under racing requests, and the unique (user, device) pair decides a
 * second registration of the same device.
 */
export async function registerDevice(
  db: Database,
  userId: number,
  input: DeviceRegistration,
): Promise<Device> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK}, ${userId}::int)`);
    const [counted] = await tx
      .select({ n: count() })
      .from(deviceRegistrations)
      .where(eq(deviceRegistrations.userId, userId));
    if ((counted?.n ?? 0) >= DEVICES_PER_USER) throw new HttpError(429, devicesLimitText(DEVICES_PER_USER));
    await tx.insert(devices).values({ secret: input.secret, type: input.type }).onConflictDoNothing();
    const [device] = await tx
      .select({ id: devices.id, type: devices.type })
      .from(devices)
      .where(eq(devices.secret, input.secret));
    if (!device) throw new Error('the device row vanished inside its own transaction');
    if (device.type !== input.type) throw new HttpError(400, DEVICE_SECRET_TYPE_CONFLICT);
    const [registration] = await tx
      .insert(deviceRegistrations)
      .values({ title: input.title, userId, deviceId: device.id })
      .onConflictDoNothing()
      .returning({ id: deviceRegistrations.id });
    if (!registration) throw new HttpError(409, DEVICE_ALREADY_REGISTERED);
    return { id: registration.id, title: input.title, type: device.type, secret: input.secret };
  });
}

const ownRegistration = (userId: number, id: number) =>
  and(eq(deviceRegistrations.id, id), eq(deviceRegistrations.userId, userId));

export async function renameRegistration(db: Database, userId: number, id: number, title: string) {
  const changed = await db
    .update(deviceRegistrations)
    .set({ title })
    .where(ownRegistration(userId, id))
    .returning({ id: deviceRegistrations.id });
  if (changed.length === 0) throw notFound(DEVICE_NOT_FOUND);
}

export async function deleteRegistration(db: Database, userId: number, id: number) {
  const deleted = await db
    .delete(deviceRegistrations)
    .where(ownRegistration(userId, id))
    .returning({ id: deviceRegistrations.id });
  if (deleted.length === 0) throw notFound(DEVICE_NOT_FOUND);
}

/** The device row id behind one of the user's registrations; another user's is not found. */
export async function registeredDeviceId(db: Database, userId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ deviceId: deviceRegistrations.deviceId })
    .from(deviceRegistrations)
    .where(ownRegistration(userId, id));
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return row.deviceId;
}

/** Whether the user still has the device registered (a credential outlives a deleted registration). */
export async function hasRegistered(db: Database, userId: number, deviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deviceRegistrations.id })
    .from(deviceRegistrations)
    .where(and(eq(deviceRegistrations.userId, userId), eq(deviceRegistrations.deviceId, deviceId)));
  return row !== undefined;
}

export interface StoredDevice {
  id: number;
  clientKey: string | null;
  clientCert: string | null;
}

/**
 * A device by its secret, only while someone has it registered: a secret nobody registered (or
 * whose every registration was deleted) tells a caller nothing.
 */
export async function findRegisteredDevice(db: Database, secret: string): Promise<StoredDevice | undefined> {
  const [row] = await db
    .select({ id: devices.id, clientKey: devices.clientKey, clientCert: devices.clientCert })
    .from(devices)
    .where(
      and(
        eq(devices.secret, secret),
        exists(
          db
            .select({ one: sql`1` })
            .from(deviceRegistrations)
            .where(eq(deviceRegistrations.deviceId, devices.id)),
        ),
      ),
    );
  return row;
}

/**
 * Stores a key pair unless the device already has one, and answers the one it has: of two first
 * fetches racing, the conditional update lets one pair in and both answer that one.
 */
export async function storeKeyPairOnce(
  db: Database,
  deviceId: number,
  pair: { clientKey: string; clientCert: string },
): Promise<{ clientKey: string; clientCert: string }> {
  await db
    .update(devices)
    .set(pair)
    .where(and(eq(devices.id, deviceId), isNull(devices.clientKey)));
  const [row] = await db
    .select({ clientKey: devices.clientKey, clientCert: devices.clientCert })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!row?.clientKey || !row.clientCert)
    throw new Error(`device ${deviceId} has no key pair after storing one`);
  return { clientKey: row.clientKey, clientCert: row.clientCert };
}

/** The public key the broker checks a device's password with (null: never fetched, cannot connect). */
export async function devicePublicKey(db: Database, deviceId: number): Promise<string | null> {
  const [row] = await db.select({ cert: devices.clientCert }).from(devices).where(eq(devices.id, deviceId));
  return row?.cert ?? null;
}
