import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The line the agent prints once it is on the broker and answers pings. */
const READY = 'simulated EV3 ready';

export interface DeviceAgentProcess {
  /** Everything it printed so far (for a failing test's message). */
  output(): string;
  /** Ends it at once, as pulling the plug would: no goodbye reaches the broker. */
  kill(): Promise<void>;
}

/**
 * `npm run device -- --secret S --server URL` as its own process (apps/device/src/main.ts run the
 * way npm's script runs it, with tsx), resolved once it says it is ready.
 */
export async function startDeviceAgent(secret: string, server: string): Promise<DeviceAgentProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/device/src/main.ts'), '--secret', secret, '--server', server],
    { cwd: join(repoRoot, 'apps/device'), env: { ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      failed(new Error(`the device agent was not ready within 60 s:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      failed(new Error(`the device agent exited while starting:\n${output}`));
    });
  });
  return {
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
