import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type DeviceAgentProcess, startDeviceAgent } from './device-agent';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';
import { createDatabase, MQTT_URL, requireMqtt, type ServerProcess, startServer } from './server-processes';

/**
 * Remote execution (issue 21): a student registers a device in the playground's Remote Execution
 * tab, the simulated EV3 (`npm run device`) joins the server's broker with that secret, and the
 * playground runs programs on it - output, errors and the monitor coming back live - until the
 * device is disconnected, or dies.
 */

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });
const outputs = (page: Page) => replOutput(page).locator('[data-kind="output"]');

/** No serious or critical axe-core violation (as accessibility.spec.ts checks every main page). */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await expect(page.locator('[class*="-enter-active"], [class*="-appear-active"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, what).toEqual([]);
}

async function run(page: Page, program: string): Promise<void> {
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

let agent: DeviceAgentProcess | null = null;
test.afterEach(async () => {
  await agent?.kill();
  agent = null;
});

/**
 * The journey, the page on the test's baseURL and the device agent talking to `agentServer`
 * (the same server, or another process sharing the broker through Mosquitto).
 */
async function registerConnectRunAndLose(page: Page, agentServer: string): Promise<void> {
  const secret = `journey-${Date.now().toString(36)}`;

  await openPlayground(page);
  await page.getByRole('tab', { name: 'Remote Execution' }).click();
  await expect(connection(page)).toContainText('NOT CONNECTED');

  // Register it with the secret the device shows.
  await page.getByRole('button', { name: 'Add new device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new device' });
  await dialog.getByLabel('Name').fill('Journey EV3');
  await dialog.getByLabel('Secret').fill(secret);
  await expectAccessible(page, 'the device dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: 'Journey EV3' });
  await expect(row).toBeVisible();

  agent = await startDeviceAgent(secret, agentServer);

  await row.getByRole('button', { name: 'Connect' }).click();
  await expect(connection(page)).toContainText(/Connection:\s*CONNECTED/, { timeout: 20_000 });
  // The device's chapter (3).
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('3/default');

  // A motor driven for 500 ms at 300 deg/s has turned; the position comes back as display output.
  await run(
    page,
    'ev3_runForTime(ev3_motorA(), 500, 300);\nev3_pause(700);\ndisplay(ev3_motorGetPosition(ev3_motorA()));',
  );
  await expect(outputs(page)).toHaveCount(1, { timeout: 20_000 });
  const position = Number(await outputs(page).first().textContent());
  expect(position).toBeGreaterThan(50);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();

  // The monitor shows the motors and sensors, live.
  const monitor = page.getByRole('region', { name: 'Device monitor' });
  const motors = monitor.getByRole('table', { name: 'Motors' });
  await expect(motors.getByRole('row', { name: /^A/ })).toBeVisible();
  const positionCell = motors.getByRole('row', { name: /^A/ }).getByRole('cell').nth(2);
  await expect.poll(async () => Number(await positionCell.textContent())).toBeGreaterThan(50);
  await expect(
    monitor.getByRole('table', { name: 'Sensors' }).getByRole('row', { name: /^1/ }),
  ).toBeVisible();

  // REPL input runs on the device as a program of its own; its value comes back as the result.
  const replInput = page.getByRole('textbox', { name: 'REPL input' });
  await replInput.fill('ev3_motorGetPosition(ev3_motorA()) > 0;');
  await replInput.press('Enter');
  await expect(replOutput(page).locator('[data-kind="result"]').last()).toHaveText('true', {
    timeout: 20_000,
  });

  // A compile error is marked as the browser's runner would.
  await run(page, 'display(ev3_motorZ());');
  await expect(replOutput(page).locator('[data-kind="error"]')).toHaveText([
    'Line 1: Name ev3_motorZ not declared.',
  ]);

  // A runaway loop runs on the device until Stop, which reaches the device.
  await run(page, 'while (true) {}');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(replOutput(page).locator('[data-kind="notice"]')).toHaveText(['Execution aborted'], {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();

  // The device still runs programs after a Stop.
  await run(page, 'display(ev3_motorGetPosition(ev3_motorA()) > 0);');
  await expect(outputs(page)).toHaveText(['true'], { timeout: 20_000 });

  await row.getByRole('button', { name: 'Disconnect' }).click();
  await expect(connection(page)).toContainText('NOT CONNECTED');
  await expect(monitor).toBeHidden();

  // Connected again, the device dies: FAILED within the keep-alive.
  await row.getByRole('button', { name: 'Connect' }).click();
  await expect(connection(page)).toContainText(/Connection:\s*CONNECTED/, { timeout: 20_000 });
  await agent.kill();
  await expect(connection(page)).toContainText('FAILED', { timeout: 20_000 });
  await expect(connection(page)).toContainText('Journey EV3 is not responding');
}

test('register a device, run on it, see its monitor, stop a runaway, disconnect; FAILED when it dies', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  await registerConnectRunAndLose(page, baseURL);
});

/**
 * The same journey with the server's broker carried by the machine's Mosquitto (MQTT_URL): two
 * server processes on one PostgreSQL database, the page on the first and the device on the second,
 * so every Sling message crosses from one process to the other through Mosquitto.
 */
test.describe('through Mosquitto, across two server processes', () => {
  const basePort = Number(process.env.E2E_PORT ?? 8731) + 5;
  const JWT_SECRET = randomBytes(32).toString('hex');
  // Topics on a shared broker: a prefix of this run's own, so no other run's devices meet ours.
  const MQTT_THING_PREFIX = `e2e-${process.pid}-${Date.now().toString(36)}`;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  test.use({ baseURL: `http://127.0.0.1:${basePort}` });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await requireMqtt();
    database = await createDatabase();
    const env = { DATABASE_URL: database.url, JWT_SECRET, MQTT_URL, MQTT_THING_PREFIX };
    // One after the other: the first seeds the demo course, the second finds it there.
    servers.push(await startServer(basePort, env));
    servers.push(await startServer(basePort + 1, env));
  });

  test.afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await database?.drop();
  });

  test('the page on one process, the device on the other', async ({ page }) => {
    test.setTimeout(180_000);
    const deviceSide = servers[1];
    if (!deviceSide) throw new Error('the second server did not start');
    await registerConnectRunAndLose(page, deviceSide.url);
  });
});
