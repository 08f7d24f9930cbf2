import type { Device } from '@sa/contracts';
import { DEVICE_DEFAULT_CHAPTER, deviceMessages, EV3_FUNCTIONS } from '@sa/domain';
import type { DeviceCompileOutcome, RunOutcome } from '@sa/runner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore } from '../../../workspace/state';
import { createRemoteController, DEVICE_SILENT, deviceLostText, PROGRAM_NOT_SENT } from './controller';
import { MONITOR_STALE_MS } from './monitorReadings';
import { fakeLinks } from './test/fakeLink';

const EV3: Device = { id: 7, title: 'Robbie', type: 'EV3', secret: 'abc-123' };
const ENDPOINT = {
  endpoint: 'ws://localhost/mqtt?credential=t',
  thingName: 'source-academy:7',
  clientNamePrefix: 'source-academy-u1-',
};
const PROGRAM = new Uint8Array([0xad, 0xac, 0x05, 0x50]);
const compiled = async (): Promise<DeviceCompileOutcome> => ({ status: 'compiled', program: PROGRAM });

function setup(endpoint: () => Promise<typeof ENDPOINT> = async () => ENDPOINT) {
  const store = createWorkspaceStore({ chapter: 1, variant: 'default' });
  const links = fakeLinks();
  const notices: string[] = [];
  let clock = 1_000;
  const controller = createRemoteController({
    store,
    endpoint,
    loadLinks: async () => links,
    notify: (message) => notices.push(message),
    now: () => clock,
  });
  const link = () => {
    const last = links.links.at(-1);
    if (!last) throw new Error('no link made');
    return last;
  };
  return { store, controller, links, link, notices, tick: (ms: number) => (clock += ms) };
}

async function connected() {
  const t = setup();
  await t.controller.connect(EV3);
  t.link().emit('connected');
  return t;
}

afterEach(() => vi.useRealTimers());

describe('connecting', () => {
  it('goes CONNECTING with the endpoint and a client id, then CONNECTED with the device chapter and library', async () => {
    const { controller, link, store } = setup();
    const connecting = controller.connect(EV3);
    expect(controller.getState()).toMatchObject({ status: 'CONNECTING', device: EV3 });
    await connecting;
    expect(link().connectedWith).toEqual({
      endpoint: ENDPOINT.endpoint,
      thingName: 'source-academy:7',
      clientId: 'source-academy-u1-ABCDEFGHIJKLMNOP',
    });
    link().emit('connected');
    expect(controller.getState().status).toBe('CONNECTED');
    expect(store.getState()).toMatchObject({
      chapter: 3,
      variant: 'default',
      library: { name: 'EV3', symbols: [...EV3_FUNCTIONS] },
    });
  });

  it('FAILS with the spec text when the endpoint cannot be had', async () => {
    const { controller, notices, links } = setup(async () => {
      throw new Error('404');
    });
    await controller.connect(EV3);
    expect(controller.getState()).toMatchObject({
      status: 'FAILED',
      error: 'Could not retrieve MQTT endpoint',
    });
    expect(notices).toEqual([deviceMessages.noEndpoint]);
    expect(links.links).toEqual([]);
  });

  it('FAILS with "Could not connect to {title}: ..." when the broker refuses, and closes the link', async () => {
    const { controller, link, notices } = setup();
    await controller.connect(EV3);
    link().emit('error', new Error('Connection refused: Not authorized'));
    const text = 'Could not connect to Robbie: Connection refused: Not authorized';
    expect(controller.getState()).toMatchObject({ status: 'FAILED', error: text });
    expect(notices).toEqual([text]);
    expect(link().disconnected).toBe(true);
  });

  it('a working connection the broker drops starts afresh with a new credential, once', async () => {
    let fetched = 0;
    const { controller, links, notices } = setup(async () => {
      fetched += 1;
      return { ...ENDPOINT, endpoint: `ws://localhost/mqtt?credential=${fetched}` };
    });
    await controller.connect(EV3);
    const first = links.links[0];
    first?.emit('connected');
    first?.emit('error', new Error('Connection refused: Not authorized'));
    await vi.waitFor(() => expect(links.links).toHaveLength(2));
    expect(first?.disconnected).toBe(true);
    const second = links.links[1];
    expect(second?.connectedWith?.endpoint).toBe('ws://localhost/mqtt?credential=2');
    expect(notices).toEqual([]);
    second?.emit('error', new Error('Connection refused: Not authorized'));
    expect(controller.getState()).toMatchObject({
      status: 'FAILED',
      error: 'Could not connect to Robbie: Connection refused: Not authorized',
    });
    expect(links.links).toHaveLength(2);
  });

  it('FAILS when the device never answers, and a lost device comes back CONNECTED', async () => {
    const { controller, link } = setup();
    await controller.connect(EV3);
    link().emit('lost');
    expect(controller.getState().error).toBe(deviceMessages.couldNotConnect('Robbie', DEVICE_SILENT));
    link().emit('back');
    link().emit('connected');
    expect(controller.getState()).toMatchObject({ status: 'CONNECTED', error: null });
    link().emit('lost');
    expect(controller.getState()).toMatchObject({ status: 'FAILED', error: deviceLostText('Robbie') });
    link().emit('back');
    expect(controller.getState().status).toBe('CONNECTED');
  });

  it('disconnecting closes the link, resets the library to none and ignores the old link', async () => {
    const { controller, link, store } = await connected();
    controller.disconnect();
    expect(link().disconnected).toBe(true);
    expect(controller.getState()).toMatchObject({ status: 'NOT CONNECTED', device: null });
    expect(store.getState().library).toBeNull();
    link().emit('connected');
    expect(controller.getState().status).toBe('NOT CONNECTED');
  });

  it('a device of an unknown type is programmed in the default chapter with no library', async () => {
    const { controller, link, store } = setup();
    await controller.connect({ ...EV3, type: 'NXT' });
    link().emit('connected');
    expect(store.getState()).toMatchObject({ chapter: DEVICE_DEFAULT_CHAPTER, library: null });
  });
});

describe('running on the device', () => {
  it('compiles with the device chapter and functions, sends the bytes, and answers when the device is idle again', async () => {
    const { controller, link } = await connected();
    const compile = vi.fn(compiled);
    const lines: string[] = [];
    const outcome = controller.run('display(1);', compile, { onOutput: (line) => lines.push(line) });
    await vi.waitFor(() => expect(link().sent).toEqual([{ type: 'run', program: PROGRAM }]));
    expect(compile).toHaveBeenCalledWith('display(1);', 3, EV3_FUNCTIONS);
    link().emit('running', false); // a ping's answer before the program started: not the end
    link().emit('running', true);
    link().emit('display', '1', 'output');
    link().emit('display', '42', 'result');
    link().emit('running', false);
    expect(await outcome).toEqual({ status: 'finished', value: '42', valueIsUndefined: false });
    expect(lines).toEqual(['1']);
  });

  it("answers the device's error as an error outcome", async () => {
    const { controller, link } = await connected();
    const outcome = controller.run('head(null);', compiled);
    await vi.waitFor(() => expect(link().sent).toHaveLength(1));
    link().emit('running', true);
    link().emit('display', 'Error: head(null) expects a pair', 'error');
    link().emit('running', false);
    expect(await outcome).toMatchObject({ status: 'error', text: 'Error: head(null) expects a pair' });
  });

  it('gives back compile errors with their lines and sends nothing', async () => {
    const { controller, link } = await connected();
    const error: DeviceCompileOutcome = {
      status: 'error',
      text: 'Line 2: Name x not declared.',
      errors: [
        {
          type: 'Runtime',
          severity: 'Error',
          line: 2,
          column: 0,
          text: 'Line 2: Name x not declared.',
          isTimeout: false,
        },
      ],
    };
    expect(await controller.run('1;\nx;', async () => error)).toEqual(error);
    expect(link().sent).toEqual([]);
  });

  it('Stop sends stop while CONNECTED and the run ends stopped when the device is idle', async () => {
    const { controller, link } = await connected();
    const outcome = controller.run('while (true) {}', compiled);
    await vi.waitFor(() => expect(link().sent).toHaveLength(1));
    link().emit('running', true);
    controller.stop();
    expect(link().sent.at(-1)).toEqual({ type: 'stop' });
    link().emit('running', false);
    expect(await outcome).toEqual<RunOutcome>({ status: 'stopped', reason: 'user' });
  });

  it('a lost device ends the run with its FAILED text, and Stop then sends nothing', async () => {
    const { controller, link } = await connected();
    const outcome = controller.run('while (true) {}', compiled);
    await vi.waitFor(() => expect(link().sent).toHaveLength(1));
    link().emit('running', true);
    link().emit('lost');
    expect(await outcome).toMatchObject({ status: 'error', text: deviceLostText('Robbie') });
    controller.stop();
    expect(link().sent).toHaveLength(1);
  });

  it('a program the broker would not take is an error', async () => {
    const { controller, link } = await connected();
    link().acceptsRuns = false;
    expect(await controller.run('1;', compiled)).toMatchObject({ status: 'error', text: PROGRAM_NOT_SENT });
  });

  it('what the device says while no run waits goes to the REPL, and its status sets the running flag', async () => {
    const { link, store } = await connected();
    link().emit('running', true);
    expect(store.getState().isRunning).toBe(true);
    link().emit('display', 'late', 'output');
    link().emit('display', '3', 'result');
    link().emit('running', false);
    expect(store.getState().isRunning).toBe(false);
    expect(store.getState().output).toEqual([
      { kind: 'output', text: 'late' },
      { kind: 'result', text: '3' },
    ]);
  });
});

describe('the monitor', () => {
  it("keeps each port's latest reading and drops readings older than 3 s", async () => {
    vi.useFakeTimers();
    const { controller, link, tick } = await connected();
    link().emit('monitor', { kind: 'motor', port: 'A', type: 'lego-ev3-l-motor', position: 10, speed: 0 });
    link().emit('monitor', { kind: 'sensor', port: '1', type: 'lego-ev3-touch', mode: 'TOUCH', value: 0 });
    tick(1_000);
    link().emit('monitor', { kind: 'motor', port: 'A', type: 'lego-ev3-l-motor', position: 250, speed: 500 });
    expect(controller.getState().readings.map((r) => r.reading)).toEqual([
      { kind: 'motor', port: 'A', type: 'lego-ev3-l-motor', position: 250, speed: 500 },
      { kind: 'sensor', port: '1', type: 'lego-ev3-touch', mode: 'TOUCH', value: 0 },
    ]);
    tick(MONITOR_STALE_MS);
    vi.advanceTimersByTime(MONITOR_STALE_MS);
    expect(controller.getState().readings.map((r) => r.reading.port)).toEqual(['A']);
    tick(MONITOR_STALE_MS);
    vi.advanceTimersByTime(MONITOR_STALE_MS);
    expect(controller.getState().readings).toEqual([]);
  });
});
