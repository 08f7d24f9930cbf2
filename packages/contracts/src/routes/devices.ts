import { z } from 'zod';
import {
  DEVICE_ALREADY_REGISTERED,
  DEVICE_NOT_FOUND,
  DEVICE_SECRET_NOT_FOUND,
  DEVICE_SECRET_RATE_LIMITED,
  DEVICE_SECRET_TYPE_CONFLICT,
  DEVICE_UNKNOWN_TYPE,
  DEVICES_PER_USER,
  Device,
  DeviceIdParams,
  DeviceRegistration,
  DeviceRename,
  DeviceSecretParams,
  devicesLimitText,
  WsEndpoint,
} from '../devices';
import { defineRoute, type ErrorText, NoContent } from '../http/route';

const credentialsDiffer =
  "The reference hands out AWS IoT certificates; our broker is part of this server (ADR 22): the key signs the device's MQTT password and the certificate is the key's public half.";

const secretErrors: ErrorText[] = [
  { status: 404, text: DEVICE_SECRET_NOT_FOUND },
  { status: 429, text: DEVICE_SECRET_RATE_LIMITED },
];

/**
 * Remote devices (reference: Devices; no course scope). The registration routes are the owner's
 * alone: another user's device is 'Registration not found', as is one that does not exist. The
 * per-secret routes are public: the device itself calls them with the secret it shows.
 */
export const deviceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/devices',
    feature: 'devices',
    access: 'signed-in',
    summary: "The caller's registered devices",
    response: z.array(Device),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v2/devices',
    feature: 'devices',
    access: 'signed-in',
    summary: 'Registers a device by its secret (a device row is created or reused by secret)',
    body: DeviceRegistration,
    response: Device,
    errors: [
      { status: 400, text: DEVICE_SECRET_TYPE_CONFLICT },
      { status: 400, text: DEVICE_UNKNOWN_TYPE },
      { status: 409, text: DEVICE_ALREADY_REGISTERED },
      { status: 429, text: devicesLimitText(DEVICES_PER_USER) },
    ],
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/v2/devices/:id',
    feature: 'devices',
    access: 'signed-in',
    summary: "Renames one of the caller's devices (the title only)",
    params: DeviceIdParams,
    body: DeviceRename,
    response: NoContent,
    errors: [{ status: 404, text: DEVICE_NOT_FOUND }],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v2/devices/:id',
    feature: 'devices',
    access: 'signed-in',
    summary: "Deletes one of the caller's device registrations",
    params: DeviceIdParams,
    response: NoContent,
    errors: [{ status: 404, text: DEVICE_NOT_FOUND }],
  }),
  wsEndpoint: defineRoute({
    method: 'GET',
    path: '/v2/devices/:id/ws_endpoint',
    feature: 'devices',
    access: 'signed-in',
    summary: "A websocket address of the MQTT broker with a credential for this device's topics, valid 300 s",
    params: DeviceIdParams,
    response: WsEndpoint,
    errors: [{ status: 404, text: DEVICE_NOT_FOUND }],
    differs:
      "The reference presigns an AWS IoT address; ours is this server's own broker at /mqtt with a signed credential in the query (ADR 22).",
  }),
  cert: defineRoute({
    method: 'GET',
    path: '/v2/devices/:secret/cert',
    feature: 'devices',
    access: 'public',
    summary: "The device's certificate (PEM), made with its key on first fetch",
    params: DeviceSecretParams,
    response: z.string(),
    produces: 'text/plain',
    errors: secretErrors,
    differs: credentialsDiffer,
  }),
  key: defineRoute({
    method: 'GET',
    path: '/v2/devices/:secret/key',
    feature: 'devices',
    access: 'public',
    summary: "The device's private key (PEM), made on first fetch",
    params: DeviceSecretParams,
    response: z.string(),
    produces: 'text/plain',
    errors: secretErrors,
    differs: credentialsDiffer,
  }),
  clientId: defineRoute({
    method: 'GET',
    path: '/v2/devices/:secret/client_id',
    feature: 'devices',
    access: 'public',
    summary: "The device's MQTT client id and topic prefix (its thing name)",
    params: DeviceSecretParams,
    response: z.string(),
    produces: 'text/plain',
    errors: secretErrors,
  }),
  mqttEndpoint: defineRoute({
    method: 'GET',
    path: '/v2/devices/:secret/mqtt_endpoint',
    feature: 'devices',
    access: 'public',
    summary: "Where the device connects: the broker's websocket address on this server",
    params: DeviceSecretParams,
    response: z.string(),
    produces: 'text/plain',
    errors: secretErrors,
  }),
};
