import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageToWorker } from '../../sw/messages';
import { createToastNotifier, type Notifier, ToasterHost, type ToastOptions } from '../toaster';
import {
  type ContainerLike,
  filesToHandOver,
  NEW_VERSION_TEXT,
  type RegistrationLike,
  SERVICE_WORKER_URL,
  startServiceWorker,
  UPDATE_CHECK_MS,
  type WorkerLike,
} from './register';

const ORIGIN = 'https://academy.example';

/** A worker as the browser shows it: a state that changes, and the messages it was sent. */
class FakeWorker implements WorkerLike {
  readonly messages: PageToWorker[] = [];
  private readonly listeners: Array<() => void> = [];
  constructor(public state: string) {}
  postMessage(message: PageToWorker) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  moveTo(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  private readonly listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  /** A new version starts installing (what update() finds when the worker's bytes changed). */
  found(worker: FakeWorker) {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

class FakeContainer implements ContainerLike {
  readonly register = vi.fn(
    async (_url: string, _options: RegistrationOptions): Promise<RegistrationLike> => {
      if (this.offline) throw new TypeError('Failed to fetch');
      return this.registration;
    },
  );
  private readonly listeners: Array<() => void> = [];
  constructor(
    public controller: FakeWorker | null,
    readonly registration = new FakeRegistration(),
    readonly offline = false,
  ) {}
  addEventListener(_type: 'controllerchange', listener: () => void) {
    this.listeners.push(listener);
  }
  takeControl(worker: FakeWorker) {
    this.controller = worker;
    for (const listener of this.listeners) listener();
  }
}

function recordingNotifier() {
  const shown: Array<{ message: string; options: ToastOptions | undefined }> = [];
  const notifier: Notifier = { show: (message, options) => shown.push({ message, options }) };
  return { notifier, shown };
}

function start(container: FakeContainer, notifier: Notifier = recordingNotifier().notifier) {
  const reload = vi.fn();
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const loadedUrls = () => [
    `${ORIGIN}/assets/PlaygroundPage-C84ORQ5E.js`,
    `${ORIGIN}/v2/deployment`,
    `${ORIGIN}/v2/user`,
    'https://cdn.example/modules/modules.json',
  ];
  const started = startServiceWorker({
    container,
    notifier,
    reload,
    setInterval: (callback, ms) => timers.push({ callback, ms }),
    loadedUrls,
    origin: ORIGIN,
  });
  return { started, reload, timers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startServiceWorker', () => {
  it('registers /service-worker.js for the whole site, revalidating the script', async () => {
    const container = new FakeContainer(null);
    await start(container).started;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('looks for a new version every 300,000 ms', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    const { started, timers } = start(container);
    await started;
    expect(timers.map((t) => t.ms)).toEqual([UPDATE_CHECK_MS]);
    expect(UPDATE_CHECK_MS).toBe(300_000);
    timers[0]?.callback();
    timers[0]?.callback();
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('carries on when an update check fails offline', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const { started, timers } = start(container);
    await started;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    timers[0]?.callback();
    await new Promise((settle) => setTimeout(settle, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('carries on without a worker when there is no network at registration', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(null, new FakeRegistration(), true);
    const { started, timers } = start(container, notifier);
    await expect(started).resolves.toBeUndefined();
    expect(shown).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('offers a new version once it is installed and waiting, in a toast that stays', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(new FakeWorker('activated'));
    await start(container, notifier).started;
    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect(shown).toEqual([]);
    next.moveTo('installed');
    expect(shown.map((s) => s.message)).toEqual([NEW_VERSION_TEXT]);
    expect(shown[0]?.options?.timeout).toBe(0);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    await start(container, notifier).started;
    expect(shown.map((s) => s.message)).toEqual([NEW_VERSION_TEXT]);
  });

  it('offers nothing when the first worker installs (there was no version before)', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(null);
    const first = new FakeWorker('installing');
    container.registration.installing = first;
    await start(container, notifier).started;
    first.moveTo('installed');
    first.moveTo('activated');
    expect(shown).toEqual([]);
  });

  it('Refresh lets the waiting worker take over, then reloads under it', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const { started, reload } = start(container, notifier);
    await started;
    shown[0]?.options?.action?.onClick();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.takeControl(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Refresh only reloads when another tab let the new version take over already', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    const { started, reload } = start(container, notifier);
    await started;
    container.registration.waiting = null;
    shown[0]?.options?.action?.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when a worker takes control that the user did not ask for', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    const { started, reload } = start(container);
    await started;
    container.takeControl(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands the first worker the files loaded before it took control', async () => {
    const container = new FakeContainer(null);
    await start(container).started;
    const first = new FakeWorker('activated');
    container.takeControl(first);
    expect(first.messages).toEqual([
      {
        type: 'CACHE_URLS',
        payload: { urlsToCache: [`${ORIGIN}/assets/PlaygroundPage-C84ORQ5E.js`, `${ORIGIN}/v2/deployment`] },
      },
    ]);
  });

  it('hands nothing over when the page was controlled from the start', async () => {
    const controller = new FakeWorker('activated');
    const container = new FakeContainer(controller);
    await start(container).started;
    const next = new FakeWorker('activated');
    container.takeControl(next);
    expect(controller.messages).toEqual([]);
    expect(next.messages).toEqual([]);
  });
});

describe('filesToHandOver', () => {
  it('keeps our build files, module files and the deployment settings, once each', () => {
    expect(
      filesToHandOver(
        [
          `${ORIGIN}/assets/index-AbC123.js`,
          `${ORIGIN}/assets/index-AbC123.js`,
          `${ORIGIN}/modules/modules.json`,
          `${ORIGIN}/v2/deployment`,
          `${ORIGIN}/v2/courses/1/config`,
          `${ORIGIN}/assets/courses/CS1101S/room.png`,
          'https://placehold.co/600x400',
          'not a url',
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/assets/index-AbC123.js`,
      `${ORIGIN}/modules/modules.json`,
      `${ORIGIN}/v2/deployment`,
    ]);
  });
});

describe('the new-version toast', () => {
  it('shows the text word for word with a Refresh button that activates the new version', async () => {
    const toaster = createToastNotifier();
    render(<ToasterHost attach={toaster.attach} />);
    const container = new FakeContainer(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const { started } = start(container, toaster.notifier);
    await act(async () => {
      await started;
    });
    expect(await screen.findByText(NEW_VERSION_TEXT)).toBeTruthy();
    expect(NEW_VERSION_TEXT).toBe(
      'A new version of Source Academy is available. Please refresh the browser.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
