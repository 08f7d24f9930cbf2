import { monitorFields, type PeripheralReading } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { encodeSling, type SlingMessage } from './codec';
import { type InboxEvent, SlingInbox } from './inbox';

const THING = 'source-academy:7';

function makeInbox(limits = {}) {
  const warnings: string[] = [];
  const inbox = new SlingInbox(limits, (text) => warnings.push(text));
  const feed = (...messages: SlingMessage[]): InboxEvent[] =>
    messages.flatMap((message) => inbox.receive(`${THING}/${message.type}`, encodeSling(message)));
  return { inbox, feed, warnings };
}

const hello = (nonce: number): SlingMessage => ({ type: 'hello', id: 0, nonce });
const status = (id: number, value: 'idle' | 'running'): SlingMessage => ({
  type: 'status',
  id,
  status: value,
});
const line = (
  id: number,
  text: string,
  selfFlushing = true,
  kind: 'output' | 'error' | 'result' = 'output',
) => ({ type: 'display', id, displayType: kind, selfFlushing, payloadType: 'str', value: text }) as const;
const flush = (id: number, startingId: number) =>
  ({ type: 'display', id, displayType: 'flush', startingId }) as const;
const field = (id: number, data: string) => ({ type: 'monitor', id, isFlush: false, data }) as const;
const monitorFlush = (id: number, startingId: number) =>
  ({ type: 'monitor', id, isFlush: true, startingId }) as const;

describe('SlingInbox', () => {
  it('says connect on the first status, then reports only changes of status', () => {
    const { feed } = makeInbox();
    expect(feed(hello(5), status(1, 'idle'))).toEqual([
      { type: 'connect' },
      { type: 'status', status: 'idle' },
    ]);
    expect(feed(status(2, 'idle'))).toEqual([]);
    expect(feed(status(3, 'running'), status(4, 'idle'))).toEqual([
      { type: 'status', status: 'running' },
      { type: 'status', status: 'idle' },
    ]);
    expect(feed({ type: 'status', id: 5, status: 'prompt', prompt: 'name?' })).toEqual([
      { type: 'status', status: 'prompt', prompt: 'name?' },
    ]);
  });

  it('puts messages that arrive early back in order after a hello', () => {
    const { feed } = makeInbox();
    feed(hello(1));
    expect(feed(line(3, 'c'), line(2, 'b'))).toEqual([]);
    expect(feed(line(1, 'a'))).toEqual([
      { type: 'display', text: 'a', kind: 'output' },
      { type: 'display', text: 'b', kind: 'output' },
      { type: 'display', text: 'c', kind: 'output' },
    ]);
  });

  it('drops old and repeated ids', () => {
    const { feed } = makeInbox();
    feed(hello(1), line(1, 'a'), line(2, 'b'));
    expect(feed(line(2, 'b again'), line(1, 'a again'))).toEqual([]);
    expect(feed(line(3, 'c'))).toEqual([{ type: 'display', text: 'c', kind: 'output' }]);
  });

  it('restarts the numbering at a hello with a new nonce, and ignores a repeated hello', () => {
    const { feed } = makeInbox();
    feed(hello(1), line(1, 'a'), line(2, 'b'), line(3, 'c'));
    // The same hello again (a broker redelivery) must not make id 1 new again.
    expect(feed(hello(1), line(1, 'a'))).toEqual([]);
    expect(feed(hello(2), line(1, 'after restart'))).toEqual([
      { type: 'display', text: 'after restart', kind: 'output' },
    ]);
  });

  it('takes the first message as its starting point when it joined without a hello', () => {
    const { feed } = makeInbox();
    expect(feed(status(41, 'running'), line(43, 'later'), line(42, 'first'))).toEqual([
      { type: 'connect' },
      { type: 'status', status: 'running' },
      { type: 'display', text: 'first', kind: 'output' },
      { type: 'display', text: 'later', kind: 'output' },
    ]);
  });

  it('follows the ids through the wrap from 2^32 - 1 to 0', () => {
    const { feed } = makeInbox();
    expect(
      feed(line(0xffff_ffff, 'x'), line(0, 'y'), line(1, 'z')).map((e) => e.type === 'display' && e.text),
    ).toEqual(['x', 'y', 'z']);
  });

  it('assembles display parts at their flush, with the kind of the first part', () => {
    const { feed } = makeInbox();
    feed(hello(9));
    expect(feed(line(1, 'Hello, ', false, 'error'), line(2, 'world', false, 'error'))).toEqual([]);
    expect(feed(flush(3, 1))).toEqual([{ type: 'display', text: 'Hello, world', kind: 'error' }]);
    // Mixed payload types are joined by their text.
    const parts = feed(
      { type: 'display', id: 4, displayType: 'result', selfFlushing: false, payloadType: 'i32', value: 42 },
      {
        type: 'display',
        id: 5,
        displayType: 'result',
        selfFlushing: false,
        payloadType: 'boolean',
        value: true,
      },
      flush(6, 4),
    );
    expect(parts).toEqual([{ type: 'display', text: '42true', kind: 'result' }]);
  });

  it('assembles a flush whose parts arrive after it', () => {
    const { feed } = makeInbox();
    feed(hello(9));
    expect(feed(flush(3, 1), line(2, 'b', false))).toEqual([]);
    expect(feed(line(1, 'a', false))).toEqual([{ type: 'display', text: 'ab', kind: 'output' }]);
  });

  it('turns each four monitor fields and their flush into readings', () => {
    const motor: PeripheralReading = {
      kind: 'motor',
      port: 'A',
      type: 'lego-ev3-l-motor',
      position: 360,
      speed: 0,
    };
    const sensor: PeripheralReading = {
      kind: 'sensor',
      port: '4',
      type: 'lego-ev3-us',
      mode: 'US-DIST-CM',
      value: 255,
    };
    const { feed } = makeInbox();
    feed(hello(3));
    const fields = [...monitorFields(motor), ...monitorFields(sensor)].map((data, i) => field(i + 1, data));
    expect(feed(...fields)).toEqual([]);
    expect(feed(monitorFlush(9, 1))).toEqual([
      { type: 'monitor', reading: motor },
      { type: 'monitor', reading: sensor },
    ]);
  });

  it('drops a monitor flush with an incomplete group, and unreadable readings, with warnings', () => {
    const { feed, warnings } = makeInbox();
    feed(hello(3));
    expect(feed(field(1, 'ev3-ports:outA'), field(2, 'lego-ev3-l-motor'), monitorFlush(3, 1))).toEqual([]);
    expect(feed(field(4, 'a'), field(5, 'b'), field(6, 'c'), field(7, 'd'), monitorFlush(8, 4))).toEqual([]);
    expect(warnings).toHaveLength(2);
  });

  it('does not let a stranger grow the queue beyond its cap: it gives up on the gap and plays on', () => {
    const { feed, warnings } = makeInbox({ maxQueued: 10 });
    feed(hello(1));
    // id 1 never arrives.
    const early = Array.from({ length: 10 }, (_, i) => line(i + 2, `m${i + 2}`));
    expect(feed(...early)).toEqual([]);
    const events = feed(line(12, 'm12'));
    expect(events.map((e) => e.type === 'display' && e.text)).toEqual(
      Array.from({ length: 11 }, (_, i) => `m${i + 2}`),
    );
    expect(warnings).toHaveLength(1);
    expect(feed(line(13, 'm13'))).toHaveLength(1);
  });

  it('caps the display buffer: parts beyond it are dropped with a warning', () => {
    const { feed, warnings } = makeInbox({ maxDisplayParts: 3 });
    feed(hello(1));
    feed(line(1, 'a', false), line(2, 'b', false), line(3, 'c', false), line(4, 'd', false));
    expect(warnings).toEqual(['display buffer full: dropped part 4']);
    expect(feed(flush(5, 1))).toEqual([]);
  });

  it('caps the flushes waiting for missing parts', () => {
    const { feed, warnings } = makeInbox({ maxPendingFlushes: 2 });
    feed(hello(1), flush(1, 1000), flush(2, 1000), flush(3, 1000));
    expect(warnings).toEqual(['too many incomplete display flushes: dropped flush 3']);
  });

  it('caps the characters waiting for a flush', () => {
    const { feed, warnings } = makeInbox({ maxDisplayChars: 10 });
    feed(hello(1), line(1, '123456', false), line(2, '123456', false));
    expect(warnings).toHaveLength(1);
  });

  it('drops malformed payloads and messages on other topics with a warning', () => {
    const { inbox, warnings } = makeInbox();
    expect(inbox.receive(`${THING}/display`, Uint8Array.from([1, 2]))).toEqual([]);
    expect(inbox.receive(`${THING}/nonsense`, new Uint8Array(12))).toEqual([]);
    expect(warnings).toHaveLength(2);
    expect(inbox.connected).toBe(false);
  });
});
