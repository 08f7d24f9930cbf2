import { DEFAULT_CHAPTER, DEFAULT_VARIANT, type SourceChapter } from '@sa/domain';
import type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
import { NO_VIDEO_FILTER } from '../modules/module-contexts';
import type {
  DeviceCompileOutcome,
  RunListener,
  RunOutcome,
  RunSettings,
  SourceSession,
  StagesOutcome,
  VideoFilterOutcome,
} from '../protocol';
import { variantSupport } from '../variants';
import type { EnvRunOptions } from '../visualizers/env/types';
import { stepperSupport } from '../visualizers/stepper/types';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { RerunLimit } from './rerun-limit';
import { VIDEO_FILTER_LIMIT_MS, VIDEO_FILTER_TOO_SLOW } from './video-limits';

/** Omit over each member of a union (the plain Omit would merge the members). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** How a worker ended without answering, as seen by its host. */
export type WorkerFailure = { kind: 'out-of-memory' } | { kind: 'crash'; message: string };

/** The little a session needs from a worker, whatever the platform. */
export interface WorkerPort {
  /** `transfer`: buffers moved rather than copied (a video frame's pixels); a Node port copies. */
  post(message: HostToWorker, transfer?: ArrayBuffer[]): void;
  terminate(): void;
}

export interface WorkerEvents {
  message(message: WorkerToHost): void;
  failure(failure: WorkerFailure): void;
}

export interface SessionCoreOptions {
  spawn(events: WorkerEvents): WorkerPort;
  /**
   * A limit enforced from outside by terminating the worker; null for none (the browser's Stop).
   * `programs` is how many programs the call runs one after the other (several for runStages).
   */
  hardTimeoutMs?(settings: RunSettings, programs: number): number | null;
  /** "Press run again" raises the limit tenfold, as js-slang's timeout message promises. */
  extendLimitOnRerun: boolean;
}

const FALLBACK_SETTINGS: RunSettings = {
  chapter: DEFAULT_CHAPTER,
  variant: DEFAULT_VARIANT,
  execTimeMs: 1000,
};

interface Slot {
  port: WorkerPort;
  /** Settles when the worker has loaded js-slang, or rejects if it failed before that. */
  ready: Promise<void>;
  failBeforeReady(reason: string): void;
}

interface Pending {
  id: number;
  slot: Slot;
  listener: RunListener | undefined;
  /** `stage` comes with a 'stages' call's answer; a call ended from outside has none. */
  resolve(outcome: RunOutcome, stage?: number): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** A video frame out at the worker; at most one at a time. */
interface VideoCall {
  id: number;
  slot: Slot;
  resolve(outcome: VideoFilterOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

/** A device compile out at a worker; several may queue there behind a call. */
interface CompileCall {
  slot: Slot;
  resolve(outcome: DeviceCompileOutcome): void;
}

/** How long past the time limit a module call may go unanswered before its worker is ended. */
export const MODULE_CALL_MARGIN_MS = 2000;

/** A compile whose worker was ended (Stop, a crash) before it answered. */
export const DEVICE_COMPILE_INTERRUPTED = 'The program was not compiled: the interpreter was stopped.';

/**
 * Host-side session logic shared by the browser and Node hosts: one active worker holding the REPL
 * context, one spare worker already loaded, at most one call in flight. A new call while one is in
 * flight stops the old one first (autorun re-runs supersede, they do not queue).
 */
export class SessionCore implements SourceSession {
  private active: Slot | null = null;
  private spare: Slot | null = null;
  private pending: Pending | null = null;
  private video: VideoCall | null = null;
  private readonly compiles = new Map<number, CompileCall>();
  private nextId = 1;
  private lastSettings: RunSettings | null = null;
  private readonly rerun = new RerunLimit();
  private disposed = false;
  private readonly lateListeners = new Set<(outputs: ModuleOutput[]) => void>();
  /** The id of the last call that started a fresh context: late outputs of older ones are stale. */
  private contextSince = 0;

  constructor(private readonly options: SessionCoreOptions) {
    this.spare = this.spawn();
  }

  /**
   * Resolves once a worker is loaded and warm: the next call starts without delay. Rejects if the
   * worker could not load (e.g. a bundling problem), so a UI can say so instead of waiting forever.
   */
  whenReady(): Promise<void> {
    return (this.active ?? this.spare ?? this.takeSpareOrSpawn()).ready;
  }

  run(code: string, settings: RunSettings, listener?: RunListener): Promise<RunOutcome> {
    this.supersede();
    this.lastSettings = settings;
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return Promise.resolve({ status: 'unavailable', message: support.message });
    const limited = this.options.extendLimitOnRerun ? this.rerun.settingsFor(code, settings) : settings;
    return this.call('run', code, limited, listener).then((outcome) => {
      if (this.options.extendLimitOnRerun) this.rerun.record(code, settings, limited, outcome);
      return outcome;
    });
  }

  evaluate(
    code: string,
    listener?: RunListener,
    moduleInputs?: Readonly<Record<string, unknown>>,
  ): Promise<RunOutcome> {
    this.supersede();
    const settings = this.lastSettings ?? FALLBACK_SETTINGS;
    return this.call('evaluate', code, moduleInputs ? { ...settings, moduleInputs } : settings, listener);
  }

  /**
   * A frame for the REPL context's video filter. A frame never supersedes a call (it is skipped
   * while one is in flight, as is a frame while another is out); a filter that does not answer
   * within VIDEO_FILTER_LIMIT_MS ends the worker, and with it the REPL context, as Stop does.
   */
  filterVideoFrame(frame: VideoFrame): Promise<VideoFilterOutcome> {
    if (this.pending || this.video) return Promise.resolve({ status: 'skipped' });
    const slot = this.active;
    if (!slot || this.disposed) return Promise.resolve({ status: 'error', text: NO_VIDEO_FILTER });
    return new Promise((resolve) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.videoTooSlow(), VIDEO_FILTER_LIMIT_MS);
      this.video = { id, slot, resolve, timer };
      const buffer = frame.pixels.buffer;
      slot.port.post(
        { type: 'module/video-frame', id, frame },
        buffer instanceof ArrayBuffer ? [buffer] : [],
      );
    });
  }

  /**
   * Work for a module of the REPL context (the room's `update`, a listener), answered as a call.
   * js-slang's own checks end a runaway function within the time limit; one that still does not
   * answer MODULE_CALL_MARGIN_MS later ends the worker (and the context), as Stop does.
   */
  callModule(module: string, request: unknown, listener?: RunListener): Promise<RunOutcome> {
    this.supersede();
    return new Promise((resolve) =>
      this.start({ type: 'module/call', module, request }, listener, 1, resolve),
    );
  }

  /**
   * Data for a module of the REPL context (a recording's samples), queued in the worker behind any
   * call in flight and never superseding it. Dropped when there is no worker holding a context.
   */
  sendToModule(module: string, data: unknown): void {
    const slot = this.active;
    if (!slot || this.disposed) return;
    slot.port.post({ type: 'module/receive', id: this.nextId++, module, data }, transferablesIn(data));
  }

  /** Outputs the active worker's modules make after a call ended (a timer's callback). */
  onLateModuleOutputs(listener: (outputs: ModuleOutput[]) => void): () => void {
    this.lateListeners.add(listener);
    return () => this.lateListeners.delete(listener);
  }

  /**
   * A program compiled for a remote device by the worker holding the REPL context (or the spare);
   * the REPL context is untouched, and a call in flight is not superseded: the compile waits behind it.
   */
  compileForDevice(
    code: string,
    chapter: SourceChapter,
    internalFunctions: readonly string[],
  ): Promise<DeviceCompileOutcome> {
    if (this.disposed) throw new Error('This Source session has been disposed.');
    this.active ??= this.takeSpareOrSpawn();
    const slot = this.active;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.compiles.set(id, { slot, resolve });
      slot.port.post({
        type: 'device/compile',
        id,
        code,
        chapter,
        internalFunctions: [...internalFunctions],
      });
    });
  }

  runStages(codes: readonly string[], settings: RunSettings): Promise<StagesOutcome> {
    this.supersede();
    this.lastSettings = settings;
    const support = variantSupport(settings.chapter, settings.variant);
    const last = Math.max(0, codes.length - 1);
    if (!support.available) {
      return Promise.resolve({ outcome: { status: 'unavailable', message: support.message }, stage: 0 });
    }
    return new Promise((resolve) => {
      const message = { type: 'stages' as const, codes: [...codes], settings };
      this.start(message, undefined, codes.length, (outcome, stage) =>
        resolve({ outcome, stage: stage ?? last }),
      );
    });
  }

  runEnvModel(
    code: string,
    settings: RunSettings,
    options: EnvRunOptions,
    listener?: RunListener,
  ): Promise<RunOutcome> {
    this.supersede();
    this.lastSettings = settings;
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return Promise.resolve({ status: 'unavailable', message: support.message });
    return new Promise((resolve) =>
      this.start({ type: 'env/run', code, settings, options }, listener, 1, resolve),
    );
  }

  runStepper(
    code: string,
    settings: RunSettings,
    stepLimit: number,
    listener?: RunListener,
  ): Promise<RunOutcome> {
    this.supersede();
    this.lastSettings = settings;
    const support = stepperSupport(settings.chapter, settings.variant);
    if (!support.available) return Promise.resolve({ status: 'unavailable', message: support.message });
    return new Promise((resolve) =>
      this.start({ type: 'stepper/run', code, settings, stepLimit }, listener, 1, resolve),
    );
  }

  stop(): void {
    this.finish({ status: 'stopped', reason: 'user' });
  }

  dispose(): void {
    this.stop();
    this.disposed = true;
    this.active?.port.terminate();
    this.spare?.port.terminate();
    for (const slot of [this.active, this.spare]) if (slot) this.dropCompiles(slot);
    this.active = null;
    this.spare = null;
  }

  private call(
    type: 'run' | 'evaluate',
    code: string,
    settings: RunSettings,
    listener: RunListener | undefined,
  ): Promise<RunOutcome> {
    return new Promise<RunOutcome>((resolve) => this.start({ type, code, settings }, listener, 1, resolve));
  }

  private start(
    message: DistributiveOmit<
      Exclude<
        HostToWorker,
        { type: 'module/video-frame' } | { type: 'module/receive' } | { type: 'device/compile' }
      >,
      'id'
    >,
    listener: RunListener | undefined,
    programs: number,
    resolve: Pending['resolve'],
  ): void {
    if (this.disposed) throw new Error('This Source session has been disposed.');
    this.active ??= this.takeSpareOrSpawn();
    const slot = this.active;
    const id = this.nextId++;
    const limit =
      message.type === 'module/call'
        ? (this.lastSettings ?? FALLBACK_SETTINGS).execTimeMs + MODULE_CALL_MARGIN_MS
        : (this.options.hardTimeoutMs?.(message.settings, programs) ?? null);
    this.pending = { id, slot, listener, resolve, timer: undefined };
    // REPL input and module calls continue the context; everything else starts a fresh one.
    if (message.type !== 'evaluate' && message.type !== 'module/call') this.contextSince = id;
    if (limit !== null) {
      // The hard limit counts from when the worker is ready, so a cold start never eats into it.
      void slot.ready.then(() => {
        if (this.pending?.id === id) {
          this.pending.timer = setTimeout(
            () => this.finish({ status: 'stopped', reason: 'hard-timeout' }),
            limit,
          );
        }
      });
    }
    slot.port.post({ ...message, id } as HostToWorker);
  }

  /** Stops whatever is in flight: the only way to stop js-slang mid-run is to end its worker. */
  private supersede(): void {
    if (this.pending) this.stop();
  }

  /** Resolves the call in flight from outside the worker and replaces the worker, whose state is now lost. */
  private finish(outcome: RunOutcome): void {
    const pending = this.pending;
    if (!pending) return;
    this.settle(pending, outcome);
    // A run waiting behind a frame in the worker: the frame's answer goes with the worker.
    if (this.video?.slot === pending.slot) this.endVideo({ status: 'skipped' });
    pending.slot.port.terminate();
    this.dropCompiles(pending.slot);
    if (this.active === pending.slot) this.active = null;
  }

  /** Compiles queued at a worker that was ended will never be answered: they fail now. */
  private dropCompiles(slot: Slot): void {
    for (const [id, compile] of this.compiles) {
      if (compile.slot !== slot) continue;
      this.compiles.delete(id);
      const line = {
        type: 'Internal' as const,
        severity: 'Error' as const,
        line: null,
        column: null,
        text: DEVICE_COMPILE_INTERRUPTED,
        isTimeout: false,
      };
      compile.resolve({ status: 'error', errors: [line], text: DEVICE_COMPILE_INTERRUPTED });
    }
  }

  private endVideo(outcome: VideoFilterOutcome): void {
    const video = this.video;
    if (!video) return;
    clearTimeout(video.timer);
    this.video = null;
    video.resolve(outcome);
  }

  /** The filter is stuck (a loop without end): only ending its worker stops it. */
  private videoTooSlow(): void {
    const video = this.video;
    if (!video) return;
    this.endVideo({ status: 'error', text: VIDEO_FILTER_TOO_SLOW });
    if (this.pending?.slot === video.slot) this.finish({ status: 'stopped', reason: 'hard-timeout' });
    video.slot.port.terminate();
    this.dropCompiles(video.slot);
    if (this.active === video.slot) this.active = null;
  }

  private settle(pending: Pending, outcome: RunOutcome, stage?: number): void {
    clearTimeout(pending.timer);
    this.pending = null;
    pending.resolve(outcome, stage);
  }

  private takeSpareOrSpawn(): Slot {
    const slot = this.spare ?? this.spawn();
    // Keep the next worker loading in the background so a Stop or a crash costs no start-up time.
    this.spare = this.disposed ? null : this.spawn();
    return slot;
  }

  private spawn(): Slot {
    let markReady: () => void = () => {};
    let markFailed: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    ready.catch(() => {}); // nobody may be waiting; the rejection is for whenReady() callers only
    const slot: Slot = {
      ready,
      failBeforeReady: (reason) => markFailed(new Error(`The Source runner could not start: ${reason}`)),
      port: this.options.spawn({
        message: (message) => {
          if (message.type === 'ready') {
            markReady();
            return;
          }
          if (message.type === 'module/video-frame') {
            if (this.video?.slot === slot && this.video.id === message.id) this.endVideo(message.outcome);
            return;
          }
          if (message.type === 'device/compiled') {
            const compile = this.compiles.get(message.id);
            this.compiles.delete(message.id);
            compile?.resolve(message.outcome);
            return;
          }
          if (message.type === 'module/outputs' && message.late) {
            // A timer of a context a new Run replaced may have fired before the worker got the Run.
            if (this.active === slot && message.id >= this.contextSince) {
              for (const listener of this.lateListeners) listener(message.outputs);
            }
            return;
          }
          const pending = this.pending;
          if (!pending || pending.slot !== slot || pending.id !== message.id) return;
          if (message.type === 'output') pending.listener?.onOutput?.(message.line);
          else if (message.type === 'data/drawing') pending.listener?.onDataDrawing?.(message.drawing);
          else if (message.type === 'env/trace') pending.listener?.onEnvTrace?.(message.trace);
          else if (message.type === 'stepper/steps') pending.listener?.onStepperSteps?.(message.steps);
          else if (message.type === 'module/outputs') pending.listener?.onModuleOutputs?.(message.outputs);
          else this.settle(pending, message.outcome, message.stage);
        },
        failure: (failure) => this.onFailure(slot, failure),
      }),
    };
    return slot;
  }

  private onFailure(slot: Slot, failure: WorkerFailure): void {
    slot.failBeforeReady(failure.kind === 'crash' ? failure.message : 'out of memory');
    if (this.spare === slot) this.spare = null;
    if (this.active === slot) this.active = null;
    this.dropCompiles(slot);
    if (this.video?.slot === slot) {
      this.endVideo({ status: 'error', text: `The interpreter stopped unexpectedly: ${describe(failure)}` });
    }
    if (this.pending?.slot !== slot) return;
    if (failure.kind === 'out-of-memory') {
      this.finish({ status: 'stopped', reason: 'out-of-memory' });
      return;
    }
    const text = `The interpreter stopped unexpectedly: ${failure.message}`;
    this.finish({
      status: 'error',
      text,
      errors: [{ type: 'Internal', severity: 'Error', line: null, column: null, text, isTimeout: false }],
    });
  }
}

/** The buffers of the typed arrays among `data`'s own values (a recording's samples), to transfer. */
function transferablesIn(data: unknown): ArrayBuffer[] {
  if (typeof data !== 'object' || data === null) return [];
  const buffers = new Set<ArrayBuffer>();
  for (const value of [data, ...Object.values(data)]) {
    if (ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer) buffers.add(value.buffer);
  }
  return [...buffers];
}

function describe(failure: WorkerFailure): string {
  return failure.kind === 'crash' ? failure.message : 'out of memory';
}
