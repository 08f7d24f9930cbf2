import type { DeviceLinks } from './link';

/**
 * The Sling client and mqtt, loaded when the user first connects to a device: mqtt's browser build
 * is large, and most playground visits never connect (as the shared-session client is loaded).
 */
export async function loadDeviceLinks(): Promise<DeviceLinks> {
  const { SlingClient, makeClientId } = await import('@sa/sling');
  return { create: () => new SlingClient(), clientId: makeClientId };
}
