import { deviceSecretProblem } from '@sa/domain';

export const DEFAULT_SERVER = 'http://localhost:8000';

export const USAGE = `Usage: npm run device -- --secret SECRET [--server URL]

Starts a simulated EV3 robot that runs the programs sent to it from the playground.
  --secret SECRET  the secret the device was registered with (Remote Execution tab, Add new device)
  --server URL     the platform's server (default ${DEFAULT_SERVER})`;

export type CliArgs = { secret: string; server: string } | { help: true } | { problem: string };

/** Reads `--secret S`, `--secret=S`, `--server URL`; anything else is a problem to show with the usage. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^--(secret|server)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) return { problem: `Unknown argument: ${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) return { problem: `--${match[1]} needs a value` };
    values[match[1]] = value;
  }
  const secret = values.secret;
  if (secret === undefined) return { problem: '--secret is required' };
  const problem = deviceSecretProblem(secret);
  if (problem) return { problem: `--secret: ${problem.message}` };
  const server = values.server ?? DEFAULT_SERVER;
  try {
    const url = new URL(server);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { problem: '--server must be an http(s) URL' };
  } catch {
    return { problem: `--server is not a URL: ${server}` };
  }
  return { secret, server };
}
