import { DeviceAgent } from './agent';
import { parseCliArgs, USAGE } from './cli-args';
import { AgentError, fetchCredentials, passwordSigner } from './credentials';

/** `npm run device -- --secret S [--server URL]`: one line per event; exit 1 with a reason on failure. */
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const args = parseCliArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return;
  }
  if ('problem' in args) fail(`${args.problem}\n\n${USAGE}`);

  log(`fetching the credentials of this device from ${args.server}`);
  const credentials = await fetchCredentials(args.server, args.secret);
  const password = await passwordSigner(credentials.thingName, credentials.privateKeyPem);
  const agent = new DeviceAgent({
    mqttUrl: credentials.mqttEndpoint,
    thingName: credentials.thingName,
    password,
    log,
  });
  agent.onFatal = (error) => {
    console.error(error.message);
    void agent.close().finally(() => process.exit(1));
  };

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: disconnecting`);
    void agent.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await agent.start();
  } catch (error) {
    await agent.close().catch(() => {});
    throw new AgentError(
      `Cannot connect to the broker at ${credentials.mqttEndpoint}: ${(error as Error).message}`,
    );
  }
  log('simulated EV3 ready: motors on A, B (large) and C (medium); touch 1, gyro 2, colour 3, ultrasonic 4');
}

main().catch((error: unknown) => {
  fail(
    error instanceof AgentError
      ? error.message
      : `The agent failed: ${error instanceof Error ? error.stack : String(error)}`,
  );
});
