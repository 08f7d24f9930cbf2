import type { Device } from '@sa/contracts';
import type { DeviceCompileOutcome } from '@sa/runner';
import { describe, expect, it, vi } from 'vitest';
import { createExecution, EXECUTION_ABORTED } from '../../../workspace/execution';
import { createWorkspaceStore } from '../../../workspace/state';
import { createFakeSession, finished } from '../../../workspace/test/fakeSession';
import { createRemoteController, holdsRuns } from './controller';
import { createRoutedSession } from './routedSession';
import { fakeLinks } from './test/fakeLink';

const EV3: Device = { id: 3, title: 'Robbie', type: 'EV3', secret: 's3' };

/** The playground's wiring with the browser runner and the Sling client replaced at their edges. */
function setup() {
  const store = createWorkspaceStore({ editorValue: 'display(ev3_motorA());', chapter: 1 });
  const browser = createFakeSession();
  const compiles: Array<{ code: string; chapter: number }> = [];
  browser.compileForDevice = async (code, chapter): Promise<DeviceCompileOutcome> => {
    compiles.push({ code, chapter });
    if (code.includes('oops')) {
      const text = 'Line 1: Name oops not declared.';
      return {
        status: 'error',
        text,
        errors: [{ type: 'Runtime', severity: 'Error', line: 1, column: 0, text, isTimeout: false }],
      };
    }
    return { status: 'compiled', program: new Uint8Array([1, 2, 3]) };
  };
  browser.runEnvModel = async () => finished('env');
  const links = fakeLinks();
  const controller = createRemoteController({
    store,
    endpoint: async () => ({
      endpoint: 'ws://x/mqtt',
      thingName: 'source-academy:3',
      clientNamePrefix: 'p-',
    }),
    loadLinks: async () => links,
    notify: () => undefined,
  });
  const session = createRoutedSession(browser, controller);
  const execution = createExecution({
    store,
    createSession: async () => session,
    holdRun: () => holdsRuns(controller.getState().status),
  });
  const link = () => {
    const last = links.links.at(-1);
    if (!last) throw new Error('not connected');
    return last;
  };
  return { store, browser, compiles, controller, session, execution, link };
}

describe('the routed session', () => {
  it('runs in the browser while no device is chosen', async () => {
    const { store, browser, execution, session } = setup();
    browser.queue.push({ outputs: ['x'], outcome: finished('1') });
    await execution.run();
    expect(browser.runs.map((r) => r.code)).toEqual(['display(ev3_motorA());']);
    expect(store.getState().output).toEqual([
      { kind: 'output', text: 'x' },
      { kind: 'result', text: '1' },
    ]);
    expect(session.runEnvModel).toBeDefined();
  });

  it('while CONNECTED, Run compiles and sends; display, result and the running flag follow the device', async () => {
    const { store, browser, compiles, controller, execution, link, session } = setup();
    await controller.connect(EV3);
    link().emit('connected');
    expect(session.runEnvModel).toBeUndefined();
    const running = execution.run();
    await vi.waitFor(() =>
      expect(link().sent).toEqual([{ type: 'run', program: new Uint8Array([1, 2, 3]) }]),
    );
    expect(compiles).toEqual([{ code: 'display(ev3_motorA());', chapter: 3 }]);
    expect(store.getState().isRunning).toBe(true);
    link().emit('running', true);
    link().emit('display', '0', 'output');
    link().emit('display', 'undefined', 'result');
    link().emit('running', false);
    await running;
    expect(store.getState().isRunning).toBe(false);
    expect(store.getState().output).toEqual([
      { kind: 'output', text: '0' },
      { kind: 'result', text: 'undefined' },
    ]);
    expect(browser.runs).toEqual([]);
  });

  it('marks compile errors in the editor as a browser run does', async () => {
    const { store, controller, execution, link } = setup();
    await controller.connect(EV3);
    link().emit('connected');
    store.setState({ editorValue: 'oops;' });
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'error', text: 'Line 1: Name oops not declared.' }]);
    expect(store.getState().errorMarks).toEqual([
      { line: 1, column: 0, text: 'Line 1: Name oops not declared.' },
    ]);
    expect(link().sent).toEqual([]);
  });

  it('REPL input runs on the device as a program', async () => {
    const { store, compiles, controller, execution, link, browser } = setup();
    await controller.connect(EV3);
    link().emit('connected');
    store.setState({ replValue: 'ev3_motorGetPosition(ev3_motorA());' });
    const evaluating = execution.evaluateRepl();
    await vi.waitFor(() => expect(link().sent).toHaveLength(1));
    link().emit('running', true);
    link().emit('display', '360', 'result');
    link().emit('running', false);
    await evaluating;
    expect(compiles.map((c) => c.code)).toEqual(['ev3_motorGetPosition(ev3_motorA());']);
    expect(browser.evaluations).toEqual([]);
    expect(store.getState().output.at(-1)).toEqual({ kind: 'result', text: '360' });
  });

  it('Stop sends stop to the device; the run ends when the device is idle', async () => {
    const { store, controller, execution, link } = setup();
    await controller.connect(EV3);
    link().emit('connected');
    store.setState({ editorValue: 'while (true) {}' });
    const running = execution.run();
    await vi.waitFor(() => expect(link().sent).toHaveLength(1));
    link().emit('running', true);
    execution.stop();
    await vi.waitFor(() => expect(link().sent.at(-1)).toEqual({ type: 'stop' }));
    expect(store.getState().isRunning).toBe(true);
    link().emit('running', false);
    await running;
    expect(store.getState().isRunning).toBe(false);
    expect(store.getState().output).toEqual([{ kind: 'notice', text: EXECUTION_ABORTED }]);
  });

  it('a Run while the device is CONNECTING or FAILED runs nowhere and only clears the running flag', async () => {
    const { store, browser, controller, execution, link } = setup();
    await controller.connect(EV3);
    expect(controller.getState().status).toBe('CONNECTING');
    store.setState({ isRunning: true });
    await execution.run();
    expect(store.getState().isRunning).toBe(false);
    link().emit('lost');
    expect(controller.getState().status).toBe('FAILED');
    await execution.run();
    execution.stop();
    expect(browser.runs).toEqual([]);
    expect(link().sent).toEqual([]);
    expect(store.getState().output).toEqual([]);
  });
});
