import { monitorFields } from '@sa/domain';
import { DeviceLink } from '@sa/sling';
import mqtt, { type MqttClient } from 'mqtt';
import { newWorld, readings } from './ev3/world';
import { ProgramRunner, type RunEnd } from './runner/program-runner';

export interface AgentConfig {
  /** The broker: `ws(s)://<server>/mqtt` from mqtt_endpoint, or `mqtt://` in tests. */
  mqttUrl: string;
  /** The device's thing name: its MQTT client id, username and topic prefix. */
  thingName: string;
  /** Makes a fresh password (a short-lived signed token); none for a broker that asks for none. */
  password?: () => Promise<string>;
  log: (line: string) => void;
  /** How often to publish a reading of every peripheral while connected. */
  monitorIntervalMs?: number;
  /** How often to sign a new password for the next reconnect (tokens live 300 s). */
  passwordRefreshMs?: number;
  /** How long to wait before reconnecting after the broker went away. */
  reconnectMs?: number;
}

export const MONITOR_INTERVAL_MS = 500;
const PASSWORD_REFRESH_MS = 120_000;
const RECONNECT_MS = 2_000;
/** Programs' results and errors are long only by mistake; the tab shows a line, not a book. */
const MAX_DISPLAY_CHARS = 64 * 1024;

/**
 * The simulated EV3 on the network: joins the broker as its thing, says hello, answers pings with
 * its status, runs each program it is sent (one at a time), streams what the program displays, its
 * result or error, and every MONITOR_INTERVAL_MS a reading of each motor and sensor.
 */
export class DeviceAgent {
  private client: MqttClient | undefined;
  private link: DeviceLink | undefined;
  private readonly runner: ProgramRunner;
  private timers: ReturnType<typeof setInterval>[] = [];
  private everConnected = false;
  private lastError: string | undefined;
  /** Called when the broker refuses the device after it had been connected (e.g. deleted). */
  onFatal: (error: Error) => void = () => {};

  constructor(private readonly config: AgentConfig) {
    this.runner = new ProgramRunner(
      {
        display: (text) => this.link?.sendDisplay(clip(text), 'output'),
        ended: (end) => this.onEnded(end),
      },
      newWorld(Date.now()),
    );
  }

  /** Connects; resolves once the broker has admitted the device, rejects if it refused or cannot be reached. */
  async start(): Promise<void> {
    const { config } = this;
    const password = config.password ? await config.password() : undefined;
    const client = mqtt.connect(config.mqttUrl, {
      clientId: config.thingName,
      username: config.thingName,
      password,
      reconnectPeriod: config.reconnectMs ?? RECONNECT_MS,
      connectTimeout: 10_000,
      clean: true,
    });
    this.client = client;
    const link = new DeviceLink(client, config.thingName);
    this.link = link;
    link.on('ping', () => link.sendStatus(this.runner.running ? 'running' : 'idle'));
    link.on('run', (code) => this.run(code));
    link.on('stop', () => this.stop());
    link.on('input', () => config.log('input ignored: this device never asks for input'));
    link.on('error', (error) => config.log(`error: ${error.message}`));
    link.on('ready', () => link.sendStatus(this.runner.running ? 'running' : 'idle'));

    if (config.password) {
      const makePassword = config.password;
      this.timers.push(
        setInterval(() => {
          makePassword().then(
            (fresh) => {
              client.options.password = fresh;
            },
            (error: Error) => config.log(`could not sign a new password: ${error.message}`),
          );
        }, config.passwordRefreshMs ?? PASSWORD_REFRESH_MS),
      );
    }
    this.timers.push(
      setInterval(() => this.publishMonitor(), config.monitorIntervalMs ?? MONITOR_INTERVAL_MS),
    );

    client.on('offline', () => {
      if (this.everConnected) config.log('connection to the broker lost; reconnecting');
    });

    await new Promise<void>((resolve, reject) => {
      client.on('connect', () => {
        config.log(
          this.everConnected ? 'reconnected' : `connected to ${config.mqttUrl} as ${config.thingName}`,
        );
        this.everConnected = true;
        this.lastError = undefined;
        resolve();
      });
      client.on('error', (error) => {
        const refused = error.message.startsWith('Connection refused');
        if (!this.everConnected) {
          reject(new Error(refused ? `The broker refused the device (${error.message})` : error.message));
        } else if (refused) {
          this.onFatal(new Error(`The broker refused the device (${error.message})`));
        } else if (error.message !== this.lastError) {
          // While the broker is away every retry fails the same way: say it once.
          this.lastError = error.message;
          config.log(`error: ${error.message}`);
        }
      });
    });
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.runner.close();
    this.link?.close();
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.endAsync(true);
    }
  }

  private run(code: Uint8Array) {
    if (this.runner.running) this.config.log('a new program replaces the running one');
    this.config.log(`running a program (${code.byteLength} bytes)`);
    this.runner.start(code);
    this.link?.sendStatus('running');
  }

  private stop() {
    const wasRunning = this.runner.stop();
    if (!wasRunning) {
      this.config.log('stop: nothing was running (motors stopped)');
      this.link?.sendStatus('idle');
    }
  }

  private onEnded(end: RunEnd) {
    const link = this.link;
    switch (end.status) {
      case 'finished':
        this.config.log(`program finished: ${oneLine(end.text)}`);
        link?.sendDisplay(clip(end.text), 'result');
        break;
      case 'error':
        this.config.log(`program error: ${oneLine(end.message)}`);
        link?.sendDisplay(clip(end.message), 'error');
        break;
      case 'stopped':
        this.config.log('program stopped');
        break;
    }
    link?.sendStatus('idle');
  }

  private publishMonitor() {
    const link = this.link;
    if (!link || !this.client?.connected) return;
    for (const reading of readings(this.runner.worldState(), Date.now()))
      link.sendMonitor(monitorFields(reading));
  }
}

function clip(text: string): string {
  return text.length <= MAX_DISPLAY_CHARS ? text : `${text.slice(0, MAX_DISPLAY_CHARS)}... (cut)`;
}

function oneLine(text: string): string {
  const first = text.split('\n')[0] ?? '';
  return first.length > 120 ? `${first.slice(0, 120)}...` : first;
}
