import { DEVICE_SECRET_MAX, DEVICE_TITLE_MAX, deviceSecretProblem, deviceTitleProblem } from '@sa/domain';
import { z } from 'zod';

/**
 * Remote devices (issue 21; reference: Devices). A user registers a device by its secret, which
 * the device shows; the device fetches its own credentials with that secret and joins the MQTT
 * broker, and the user's browser joins with a short-lived credential from `ws_endpoint`. Both
 * then talk Sling on the topics `{thingName}/{run|stop|ping|input|status|display|hello|monitor}`.
 */

export const DEVICE_NOT_FOUND = 'Registration not found';
export const DEVICE_SECRET_TYPE_CONFLICT =
  'A device with this secret is already registered with another type';
export const DEVICE_UNKNOWN_TYPE = 'Unknown device type';
export const DEVICE_ALREADY_REGISTERED = 'You have already registered this device';
/** The per-secret routes of a device whose secret nobody registered. */
export const DEVICE_SECRET_NOT_FOUND = 'Device not found';

/** The per-secret routes are public: one address may ask them only so often (they hand out keys). */
export const DEVICE_SECRET_RATE_LIMITED = 'Too many requests for device credentials. Please try again later.';

/** The most devices one user may register. */
export const DEVICES_PER_USER = 50;
export const devicesLimitText = (limit: number) => `You may register at most ${limit} devices`;

const title = z
  .string()
  .max(DEVICE_TITLE_MAX)
  .superRefine((value, ctx) => {
    const problem = deviceTitleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });
const secret = z
  .string()
  .max(DEVICE_SECRET_MAX)
  .superRefine((value, ctx) => {
    const problem = deviceSecretProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

/** One registration as its owner sees it (the reference's shape). */
export const Device = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  secret: z.string(),
});
export type Device = z.infer<typeof Device>;

/** POST /v2/devices. The type must be one of DEVICE_TYPES. */
export const DeviceRegistration = z.object({ title, type: z.string().min(1).max(32), secret });
export type DeviceRegistration = z.infer<typeof DeviceRegistration>;

/** POST /v2/devices/:id: only the title can change (the type is fixed, the secret read-only). */
export const DeviceRename = z.object({ title });
export type DeviceRename = z.infer<typeof DeviceRename>;

export const DeviceIdParams = z.object({ id: z.coerce.number().int().positive() });
export const DeviceSecretParams = z.object({ secret: z.string().max(DEVICE_SECRET_MAX) });

/**
 * GET /v2/devices/:id/ws_endpoint. `endpoint` is a websocket URL carrying a credential that
 * admits its holder for WS_ENDPOINT_TTL_SECONDS, to this device's topics only, with a client id
 * that starts with `clientNamePrefix` (the client adds 16 random letters and digits).
 */
export const WsEndpoint = z.object({
  endpoint: z.string(),
  thingName: z.string(),
  clientNamePrefix: z.string(),
});
export type WsEndpoint = z.infer<typeof WsEndpoint>;

export const WS_ENDPOINT_TTL_SECONDS = 300;

/** Where the broker listens for websockets on our own server. */
export const MQTT_WEBSOCKET_PATH = '/mqtt';
/** The largest MQTT packet the broker takes (a compiled program is far smaller). */
export const MQTT_MAX_PACKET_BYTES = 256 * 1024;
