import type { Device, WsEndpoint } from '@sa/contracts';
import {
  DEVICE_DEFAULT_CHAPTER,
  type DeviceConnectionStatus,
  type DeviceType,
  deviceMessages,
  deviceTypeById,
  type SourceChapter,
} from '@sa/domain';
import type { DeviceCompileOutcome, RunListener, RunOutcome, SourceErrorLine } from '@sa/runner';
import { createStore, type Store } from '../../../workspace/createStore';
import type { ReplEntry, WorkspaceStore } from '../../../workspace/state';
import type { DeviceDisplayKind, DeviceLink, DeviceLinks } from './link';
import { freshReadings, MONITOR_STALE_MS, type TimedReading, withReading } from './monitorReadings';

/** The remote execution session as the tab shows it (spec 1 section 4). */
export interface RemoteState {
  status: DeviceConnectionStatus;
  /** The device connected, or being connected to, or that failed; null when NOT CONNECTED. */
  device: Device | null;
  /** Why the state is FAILED. */
  error: string | null;
  /** The device's motors and sensors, each its latest reading of the last MONITOR_STALE_MS. */
  readings: readonly TimedReading[];
}

/** The text of a FAILED state whose device stopped answering while connected. */
export const deviceLostText = (title: string) => `${title} is not responding`;
/** ...and of one that never answered after CONNECTING. */
export const DEVICE_SILENT = 'the device did not answer';
/** A compiled program the broker connection would not take. */
export const PROGRAM_NOT_SENT = 'The program could not be sent to the device.';

/** A device is chosen but not CONNECTED: runs are held, only clearing the running flag (spec 3 section 4). */
export function holdsRuns(status: DeviceConnectionStatus): boolean {
  return status === 'CONNECTING' || status === 'FAILED';
}

export interface RemoteControllerDeps {
  store: WorkspaceStore;
  /** GET /v2/devices/:id/ws_endpoint; rejects when it fails. */
  endpoint(deviceId: number): Promise<WsEndpoint>;
  /** Loads the Sling client (mqtt with it) on the first connect. */
  loadLinks(): Promise<DeviceLinks>;
  notify(message: string): void;
  now?: () => number;
}

export interface RemoteController {
  getState(): RemoteState;
  subscribe(listener: () => void): () => void;
  connect(device: Device): Promise<void>;
  disconnect(): void;
  /**
   * Runs `code` on the connected device: compiled by `compile`, sent, and answered when the device
   * is idle again - its display lines to the listener, its error or result as the outcome.
   */
  run(
    code: string,
    compile: (
      code: string,
      chapter: SourceChapter,
      internalFunctions: readonly string[],
    ) => Promise<DeviceCompileOutcome>,
    listener?: RunListener,
  ): Promise<RunOutcome>;
  /** Sends stop, only while CONNECTED; a run waiting on a device that is not is ended here. */
  stop(): void;
  dispose(): void;
}

const NOT_CONNECTED: RemoteState = { status: 'NOT CONNECTED', device: null, error: null, readings: [] };

interface PendingRun {
  listener: RunListener | undefined;
  resolve(outcome: RunOutcome): void;
  /** The device said it is running this program: its next idle ends the run. */
  started: boolean;
  result: string | null;
  errors: string[];
  stopRequested: boolean;
}

function errorOutcome(texts: readonly string[]): RunOutcome {
  const errors: SourceErrorLine[] = texts.map((text) => ({
    type: 'Runtime',
    severity: 'Error',
    line: null,
    column: null,
    text,
    isTimeout: false,
  }));
  return { status: 'error', errors, text: texts.join('\n') };
}

function typeOf(device: Device): DeviceType | undefined {
  return deviceTypeById(device.type);
}

/**
 * The playground's connection to one remote device, and the runs it makes there. Display lines the
 * device sends while no run of ours waits (a program started before a reload, a late line) go
 * straight to the REPL, and its running status then sets the workspace's running flag.
 */
export function createRemoteController(deps: RemoteControllerDeps): RemoteController {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const state: Store<RemoteState> = createStore<RemoteState>(NOT_CONNECTED);
  let link: DeviceLink | null = null;
  let unlisten: (() => void)[] = [];
  let pruneTimer: ReturnType<typeof setInterval> | null = null;
  /** Bumped by every connect and disconnect: answers for an older attempt are dropped. */
  let attempt = 0;
  let pending: PendingRun | null = null;

  const settle = (outcome: RunOutcome) => {
    const run = pending;
    pending = null;
    run?.resolve(outcome);
  };
  const outcomeOf = (run: PendingRun): RunOutcome => {
    if (run.errors.length > 0) return errorOutcome(run.errors);
    if (run.result !== null) {
      return { status: 'finished', value: run.result, valueIsUndefined: run.result === 'undefined' };
    }
    if (run.stopRequested) return { status: 'stopped', reason: 'user' };
    return { status: 'finished', value: 'undefined', valueIsUndefined: true };
  };

  const closeLink = () => {
    for (const off of unlisten) off();
    unlisten = [];
    link?.disconnect();
    link = null;
    if (pruneTimer !== null) clearInterval(pruneTimer);
    pruneTimer = null;
  };
  const fail = (error: string) => {
    state.setState({ status: 'FAILED', error });
    if (pending) settle(errorOutcome([error]));
  };

  const onConnected = (device: Device) => {
    state.setState({ status: 'CONNECTED', error: null });
    // Spec 3 section 4: the device's chapter, the default variant, and its library's names.
    const type = typeOf(device);
    store.setState({
      chapter: type?.languageChapter ?? DEVICE_DEFAULT_CHAPTER,
      variant: 'default',
      library: type ? { name: type.libraryName, symbols: [...type.internalFunctions] } : null,
    });
  };
  const onRunning = (running: boolean) => {
    const run = pending;
    if (run) {
      if (running) run.started = true;
      else if (run.started) settle(outcomeOf(run));
      return;
    }
    if (store.getState().isRunning !== running) store.setState({ isRunning: running });
  };
  const onDisplay = (text: string, kind: DeviceDisplayKind) => {
    const run = pending;
    if (run) {
      if (kind === 'output') run.listener?.onOutput?.(text);
      else if (kind === 'result') run.result = text;
      else run.errors.push(text);
      return;
    }
    const entry: ReplEntry = { kind, text };
    store.setState((s) => ({ output: [...s.output, entry] }));
  };

  const listen = (current: DeviceLink, device: Device, mine: number) => {
    const live =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (attempt === mine) handler(...args);
      };
    // The device answered on this link: a later refusal is a connection that had worked.
    let answered = false;
    unlisten = [
      current.on(
        'connected',
        live(() => {
          answered = true;
          onConnected(device);
        }),
      ),
      current.on(
        'back',
        live(() => onConnected(device)),
      ),
      current.on('running', live(onRunning)),
      current.on('display', live(onDisplay)),
      current.on(
        'monitor',
        live((reading) => state.setState((s) => ({ readings: withReading(s.readings, reading, now()) }))),
      ),
      current.on(
        'lost',
        live(() =>
          fail(
            state.getState().status === 'CONNECTING'
              ? deviceMessages.couldNotConnect(device.title, DEVICE_SILENT)
              : deviceLostText(device.title),
          ),
        ),
      ),
      current.on(
        'error',
        live((error) => {
          // A working connection that drops reconnects with its first credential, which expires
          // after WS_ENDPOINT_TTL_SECONDS: the broker then refuses it. Such a connection starts
          // afresh once, with a new credential; a refusal before the device ever answered is FAILED.
          if (answered) {
            void connect(device);
            return;
          }
          const text = deviceMessages.couldNotConnect(device.title, error.message);
          closeLink();
          fail(text);
          deps.notify(text);
        }),
      ),
    ];
  };

  const disconnect = () => {
    attempt += 1;
    if (pending && state.getState().status === 'CONNECTED') link?.sendStop();
    closeLink();
    const wasRemote = state.getState().status !== 'NOT CONNECTED';
    state.setState(NOT_CONNECTED);
    if (pending) settle({ status: 'stopped', reason: 'user' });
    // Spec 3 section 4: leaving the device resets the external library to none.
    if (wasRemote) store.setState({ library: null });
  };

  const connect = async (device: Device): Promise<void> => {
    disconnect();
    const mine = attempt;
    state.setState({ status: 'CONNECTING', device, error: null, readings: [] });
    let endpoint: WsEndpoint;
    try {
      endpoint = await deps.endpoint(device.id);
    } catch {
      if (attempt !== mine) return;
      fail(deviceMessages.noEndpoint);
      deps.notify(deviceMessages.noEndpoint);
      return;
    }
    let links: DeviceLinks;
    try {
      links = await deps.loadLinks();
    } catch (error) {
      if (attempt !== mine) return;
      const text = deviceMessages.couldNotConnect(
        device.title,
        error instanceof Error ? error.message : undefined,
      );
      fail(text);
      deps.notify(text);
      return;
    }
    if (attempt !== mine) return;
    const created = links.create();
    link = created;
    listen(created, device, mine);
    pruneTimer = setInterval(() => {
      const { readings } = state.getState();
      const fresh = freshReadings(readings, now());
      if (fresh.length !== readings.length) state.setState({ readings: fresh });
    }, MONITOR_STALE_MS / 3);
    created.connect({
      endpoint: endpoint.endpoint,
      clientId: links.clientId(endpoint.clientNamePrefix),
      thingName: endpoint.thingName,
    });
  };

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    disconnect,
    dispose: disconnect,
    connect,

    run(code, compile, listener) {
      const { device, status } = state.getState();
      if (status !== 'CONNECTED' || !device) return Promise.resolve({ status: 'stopped', reason: 'user' });
      if (pending) settle({ status: 'stopped', reason: 'user' });
      const type = typeOf(device);
      return new Promise<RunOutcome>((resolve) => {
        // Waiting from the start: a status the device sends while the program compiles is not ours.
        const run: PendingRun = {
          listener,
          resolve,
          started: false,
          result: null,
          errors: [],
          stopRequested: false,
        };
        pending = run;
        compile(code, type?.languageChapter ?? DEVICE_DEFAULT_CHAPTER, type?.internalFunctions ?? []).then(
          (compiled) => {
            if (pending !== run) return; // ended meanwhile (Disconnect, a lost device)
            if (compiled.status === 'error') {
              settle({ status: 'error', errors: compiled.errors, text: compiled.text });
            } else if (run.stopRequested || state.getState().status !== 'CONNECTED' || !link) {
              settle({ status: 'stopped', reason: 'user' });
            } else if (!link.sendRun(compiled.program)) {
              settle(errorOutcome([PROGRAM_NOT_SENT]));
            }
          },
          (error: unknown) => {
            if (pending === run)
              settle(errorOutcome([error instanceof Error ? error.message : String(error)]));
          },
        );
      });
    },

    stop() {
      if (state.getState().status === 'CONNECTED') {
        link?.sendStop();
        if (pending) pending.stopRequested = true;
        return;
      }
      if (pending) settle({ status: 'stopped', reason: 'user' });
    },
  };
}
