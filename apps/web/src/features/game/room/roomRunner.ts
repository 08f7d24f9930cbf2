import type { RoomCall, RoomCommand, RoomInput } from '@sa/modules/protocol';
import type { ModuleOutput, RunOutcome, SourceSession } from '@sa/runner';
import { loadBrowserSession } from '../../../workspace/browserRunner';
import { resolveModuleBackendUrl } from '../../../workspace/modules/moduleSettings';

/** The room runs as Source §4 in the default variant, with the runner's usual 1 s limit. */
export const ROOM_SETTINGS = { chapter: 4, variant: 'default', execTimeMs: 1000 } as const;

/** A call the host ended from outside (silent past the time limit, out of memory), as the REPL says it. */
export const ROOM_STOPPED = 'Execution aborted';

/** What one call of the room program gave: its drawing commands and, if it failed, its error text. */
export interface RoomStep {
  commands: RoomCommand[];
  /** The error exactly as the runner prints it (its outcome's text); null when the call finished. */
  error: string | null;
  /** The call's value as the REPL shows it (the module says 'false' for a function the program lacks). */
  value: string | null;
}

/**
 * The room program's session in the runner's Web Worker (the browser host every workspace uses):
 * the program runs there, never on the page, and each later call (preload, create, update, a
 * listener) is a message answered with the commands it recorded. Calls are made one at a time, in
 * order; `busy` lets the frame loop skip an update rather than queue one behind a slow call.
 */
export class RoomRunner {
  private session: Promise<SourceSession> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private disposed = false;

  constructor(
    private readonly createSession: () => Promise<SourceSession> = loadBrowserSession,
    private readonly moduleBackendUrl: string = resolveModuleBackendUrl(),
  ) {}

  get busy(): boolean {
    return this.inFlight > 0;
  }

  /** Runs the whole program in a fresh context; the page's asset base and canvas size go with it. */
  start(code: string, input: RoomInput): Promise<RoomStep> {
    return this.enqueue((session, onModuleOutputs) =>
      session.run(
        code,
        { ...ROOM_SETTINGS, moduleBackendUrl: this.moduleBackendUrl, moduleInputs: { game: input } },
        { onModuleOutputs },
      ),
    );
  }

  /** One call into the program that ran (its preload, create, update, or a listener). */
  call(request: RoomCall): Promise<RoomStep> {
    return this.enqueue((session, onModuleOutputs) =>
      session.callModule
        ? session.callModule('game', request, { onModuleOutputs })
        : Promise.resolve({ status: 'unavailable', message: 'This runner cannot call the room.' }),
    );
  }

  /** Ends the worker (and the room program with it); later calls find no program. */
  dispose(): void {
    this.disposed = true;
    void this.session?.then((s) => s.dispose()).catch(() => {});
    this.session = null;
  }

  private enqueue(
    send: (session: SourceSession, onModuleOutputs: (outputs: ModuleOutput[]) => void) => Promise<RunOutcome>,
  ): Promise<RoomStep> {
    this.inFlight += 1;
    const step = this.queue.then(async (): Promise<RoomStep> => {
      if (this.disposed) return { commands: [], error: null, value: null };
      this.session ??= this.createSession();
      const session = await this.session;
      const commands: RoomCommand[] = [];
      const outcome = await send(session, (outputs) => {
        for (const output of outputs) if (output.module === 'game') commands.push(...output.commands);
      });
      return { commands, ...describeOutcome(outcome) };
    });
    const settled = step.catch(
      (thrown): RoomStep => ({
        commands: [],
        error: thrown instanceof Error ? thrown.message : String(thrown),
        value: null,
      }),
    );
    this.queue = settled.finally(() => {
      this.inFlight -= 1;
    });
    return settled;
  }
}

/** The text the room shows for an outcome: the runner's own error text, or why nothing ran. */
function describeOutcome(outcome: RunOutcome): Pick<RoomStep, 'error' | 'value'> {
  switch (outcome.status) {
    case 'finished':
      return { error: null, value: outcome.value };
    case 'error':
      return { error: outcome.text, value: null };
    case 'unavailable':
      return { error: outcome.message, value: null };
    case 'stopped':
      // As the workspace's REPL says it (spec 3 section 8): the worker was ended from outside.
      return { error: ROOM_STOPPED, value: null };
  }
}
