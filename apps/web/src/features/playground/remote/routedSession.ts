import type { SourceSession } from '@sa/runner';
import type { RemoteController } from './controller';

/** The device types' chapters compile in the browser's runner, which must offer compiling. */
export const NO_DEVICE_COMPILER = 'This runner cannot compile programs for a device.';

/**
 * The playground's runner: the browser's session while no device is chosen, the device while one is
 * CONNECTED (Run and REPL input compiled in the browser's worker and sent as programs). Choosing a
 * device that is CONNECTING or FAILED holds runs back (execution's `holdRun`). The environment model
 * and the stepper exist only in the browser, so they are offered only while running there.
 */
export function createRoutedSession(browser: SourceSession, remote: RemoteController): SourceSession {
  const local = () => remote.getState().status === 'NOT CONNECTED';
  const compile: Parameters<RemoteController['run']>[1] = (code, chapter, internalFunctions) =>
    browser.compileForDevice
      ? browser.compileForDevice(code, chapter, internalFunctions)
      : Promise.reject(new Error(NO_DEVICE_COMPILER));
  return {
    run: (code, settings, listener) =>
      local() ? browser.run(code, settings, listener) : remote.run(code, compile, listener),
    // REPL input on a device is a program of its own: the device keeps no REPL context.
    evaluate: (code, listener, moduleInputs) =>
      local() ? browser.evaluate(code, listener, moduleInputs) : remote.run(code, compile, listener),
    get runEnvModel() {
      return local() ? browser.runEnvModel?.bind(browser) : undefined;
    },
    get runStepper() {
      return local() ? browser.runStepper?.bind(browser) : undefined;
    },
    filterVideoFrame: browser.filterVideoFrame?.bind(browser),
    sendToModule: browser.sendToModule?.bind(browser),
    onLateModuleOutputs: browser.onLateModuleOutputs?.bind(browser),
    compileForDevice: browser.compileForDevice?.bind(browser),
    stop: () => (local() ? browser.stop() : remote.stop()),
    // The device connection belongs to the page (its tab), not to the runner.
    dispose: () => browser.dispose(),
  };
}
