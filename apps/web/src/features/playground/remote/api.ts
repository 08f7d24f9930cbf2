import { type DeviceRegistration, deviceRoutes as devices } from '@sa/contracts';
import type { RouteCaller } from '../../../api/call';

/**
 * The devices calls of the Remote Execution tab. The writes are quiet: the tab words their failure
 * itself ('Failed to register: {text}'), with the server's reason as the text.
 */
export function deviceEndpoints(call: RouteCaller) {
  return {
    list: () => call(devices.list, undefined, { quiet: true }),
    register: (body: DeviceRegistration) => call(devices.register, { body }, { quiet: true }),
    rename: (id: number, title: string) =>
      call(devices.rename, { params: { id }, body: { title } }, { quiet: true }),
    remove: (id: number) => call(devices.remove, { params: { id } }, { quiet: true }),
    wsEndpoint: (id: number) => call(devices.wsEndpoint, { params: { id } }, { quiet: true }),
  };
}

export type DeviceEndpoints = ReturnType<typeof deviceEndpoints>;

/** The React Query key of the signed-in user's devices. */
export const DEVICES_KEY = ['devices'] as const;
