import { describe, expect, it } from 'vitest';
import {
  type BrokerIdentity,
  clientNamePrefix,
  deviceIdOfThing,
  isBrowserClientId,
  mayPublish,
  maySubscribe,
  thingName,
} from './topics';

const browser: BrokerIdentity = {
  kind: 'browser',
  userId: 3,
  thing: 'sa:7',
  clientNamePrefix: clientNamePrefix('sa', 3),
};
const device: BrokerIdentity = { kind: 'device', thing: 'sa:7' };

describe('topic rules', () => {
  it('name things by device id and read them back, nothing else', () => {
    expect(thingName('sa', 7)).toBe('sa:7');
    expect(deviceIdOfThing('sa', 'sa:7')).toBe(7);
    for (const other of ['sa:0', 'sa:07', 'sa:7/run', 'sb:7', 'sa:', 'sa:-1', 'sa:1e3', 'sa-u3-x']) {
      expect(deviceIdOfThing('sa', other), other).toBeUndefined();
    }
  });

  it('let a browser command its thing and hear it, and a device the other way round', () => {
    for (const type of ['run', 'stop', 'ping', 'input']) {
      expect(mayPublish(browser, `sa:7/${type}`)).toBe(true);
      expect(maySubscribe(device, `sa:7/${type}`)).toBe(true);
      expect(maySubscribe(browser, `sa:7/${type}`)).toBe(false);
      expect(mayPublish(device, `sa:7/${type}`)).toBe(false);
    }
    for (const type of ['status', 'display', 'hello', 'monitor']) {
      expect(maySubscribe(browser, `sa:7/${type}`)).toBe(true);
      expect(mayPublish(device, `sa:7/${type}`)).toBe(true);
      expect(mayPublish(browser, `sa:7/${type}`)).toBe(false);
    }
  });

  it('match no wildcard, other thing or longer topic', () => {
    for (const topic of [
      '#',
      'sa:7/#',
      'sa:7/+',
      '+/status',
      'sa:70/status',
      'sa:7/status/x',
      'sa:7',
      '$SYS/#',
    ]) {
      expect(maySubscribe(browser, topic), topic).toBe(false);
      expect(maySubscribe(device, topic), topic).toBe(false);
    }
  });

  it("hold a browser's client id to its prefix and 16 letters or digits", () => {
    expect(isBrowserClientId('sa-u3-abcdefghABCDEF12', 'sa-u3-')).toBe(true);
    for (const id of [
      'sa-u3-abc',
      'sa-u3-abcdefghABCDEF123',
      'sa-u3-abcdefgh-BCDEF12',
      'sa-u31-abcdefghABCDEF1',
    ]) {
      expect(isBrowserClientId(id, 'sa-u3-'), id).toBe(false);
    }
  });
});
