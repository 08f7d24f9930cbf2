import type { PeripheralReading } from '@sa/domain';

/**
 * What the tab needs of a Sling client (@sa/sling's SlingClient): the connection to one device
 * through the broker. Declared here so the controller and its tests do not load mqtt; the real
 * client is loaded only when the user connects (loadDeviceLinks), as a chunk of its own.
 */
export type DeviceDisplayKind = 'output' | 'error' | 'result';

export type DeviceLinkEvents = {
  /** The device answered for the first time. */
  connected: [];
  /** The device started (true) or finished (false) running a program. */
  running: [running: boolean];
  display: [text: string, kind: DeviceDisplayKind];
  monitor: [reading: PeripheralReading];
  /** The device has said nothing for the keep-alive time although it was pinged. */
  lost: [];
  /** A lost device is heard again. */
  back: [];
  /** The broker refused or dropped the connection. */
  error: [error: Error];
};

export interface DeviceLink {
  connect(options: { endpoint: string; clientId: string; thingName: string }): void;
  on<E extends keyof DeviceLinkEvents>(
    event: E,
    listener: (...args: DeviceLinkEvents[E]) => void,
  ): () => void;
  /** False when the program could not be sent (not connected to the broker, too large). */
  sendRun(program: Uint8Array): boolean;
  sendStop(): boolean;
  disconnect(): void;
}

/** Makes links and the client ids the broker admits (the endpoint's prefix + 16 random characters). */
export interface DeviceLinks {
  create(): DeviceLink;
  clientId(prefix: string): string;
}
