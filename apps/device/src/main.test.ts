import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDeviceKey, startBroker, startCredentialServer } from './test-support/servers';

/** `npm run device` as a teacher runs it: the real CLI in its own process (tsx, as the root script does). */
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const THING = 'source-academy:3';
const SECRET = 'cli-secret';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startCli(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: APP_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function credentialsFor(brokerKeyPem: string) {
  const key = makeDeviceKey();
  const broker = await startBroker(new Map([[THING, brokerKeyPem === 'own' ? key.publicPem : brokerKeyPem]]));
  cleanups.push(() => broker.close());
  const server = await startCredentialServer(
    new Map([[SECRET, { thingName: THING, privatePem: key.privatePem }]]),
    broker.url,
  );
  cleanups.push(() => server.close());
  return { server, broker };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('npm run device', { timeout: 30_000 }, () => {
  it('connects with its credentials, says so, and ends cleanly on SIGTERM', async () => {
    const { server, broker } = await credentialsFor('own');
    const cli = startCli(['--secret', SECRET, '--server', server.url]);
    const end = Date.now() + 20_000;
    while (!cli.output().stdout.includes('simulated EV3 ready')) {
      if (Date.now() > end || cli.child.exitCode !== null) throw new Error(JSON.stringify(cli.output()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cli.output().stdout).toContain(`connected to ${broker.url} as ${THING}`);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('exits 1 explaining that nobody registered the secret', async () => {
    const { server } = await credentialsFor('own');
    const cli = startCli(['--secret', 'nobody-has-this', '--server', server.url]);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain(
      'Device not found: nobody has registered a device with the secret "nobody-has-this"',
    );
  });

  it('exits 1 when the server cannot be reached', async () => {
    const port = await freePort();
    const cli = startCli(['--secret', SECRET, '--server', `http://127.0.0.1:${port}`]);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain(`Cannot reach the server at http://127.0.0.1:${port}`);
  });

  it('exits 1 when the broker refuses the device', async () => {
    const { server } = await credentialsFor(makeDeviceKey().publicPem);
    const cli = startCli(['--secret', SECRET, '--server', server.url]);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toMatch(
      /Cannot connect to the broker at mqtt:\/\/127\.0\.0\.1:\d+: The broker refused the device/,
    );
  });

  it('exits 1 with the usage for a missing secret', async () => {
    const cli = startCli([]);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain('--secret is required');
    expect(cli.output().stderr).toContain('Usage: npm run device -- --secret SECRET');
  });
});
