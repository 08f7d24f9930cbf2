import type { DeviceLink, DeviceLinkEvents, DeviceLinks } from '../link';

/**
 * A stand-in for the Sling client in unit tests of the controller and the tab: it records what was
 * sent and lets the test play the device's side. The real client has its own tests against a broker,
 * and the journey (e2e/tests/remote-execution.spec.ts) runs the two together.
 */
export class FakeLink implements DeviceLink {
  connectedWith: { endpoint: string; clientId: string; thingName: string } | null = null;
  sent: Array<{ type: 'run'; program: Uint8Array } | { type: 'stop' }> = [];
  disconnected = false;
  /** What sendRun answers (false: the broker connection is down). */
  acceptsRuns = true;
  private readonly listeners = new Map<keyof DeviceLinkEvents, Set<(...args: never[]) => void>>();

  connect(options: { endpoint: string; clientId: string; thingName: string }): void {
    this.connectedWith = options;
  }

  on<E extends keyof DeviceLinkEvents>(
    event: E,
    listener: (...args: DeviceLinkEvents[E]) => void,
  ): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(listener as (...args: never[]) => void);
    return () => set.delete(listener as (...args: never[]) => void);
  }

  emit<E extends keyof DeviceLinkEvents>(event: E, ...args: DeviceLinkEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...a: DeviceLinkEvents[E]) => void)(...args);
    }
  }

  sendRun(program: Uint8Array): boolean {
    if (!this.acceptsRuns) return false;
    this.sent.push({ type: 'run', program });
    return true;
  }

  sendStop(): boolean {
    this.sent.push({ type: 'stop' });
    return true;
  }

  disconnect(): void {
    this.disconnected = true;
  }
}

export function fakeLinks(): DeviceLinks & { links: FakeLink[] } {
  const links: FakeLink[] = [];
  return {
    links,
    create: () => {
      const link = new FakeLink();
      links.push(link);
      return link;
    },
    clientId: (prefix) => `${prefix}ABCDEFGHIJKLMNOP`,
  };
}
