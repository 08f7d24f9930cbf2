import { type PeripheralReading, parseMonitorFields } from '@sa/domain';
import {
  decodeSling,
  type SlingDisplayFlush,
  type SlingDisplayKind,
  type SlingDisplayPart,
  type SlingMessage,
  type SlingStatus,
  slingValueText,
} from './codec';

/** What a client learns from the messages of one device, in the order it should act on them. */
export type InboxEvent =
  | { type: 'connect' }
  | { type: 'status'; status: SlingStatus; prompt?: string }
  | { type: 'display'; text: string; kind: SlingDisplayKind }
  | { type: 'monitor'; reading: PeripheralReading };

export interface InboxLimits {
  /** Messages held back waiting for an earlier id. */
  maxQueued: number;
  /** Display parts waiting for their flush. */
  maxDisplayParts: number;
  /** Characters of display text waiting for their flush. */
  maxDisplayChars: number;
  /** Display flushes waiting for a missing part. */
  maxPendingFlushes: number;
  /** Monitor fields waiting for their flush. */
  maxMonitorFields: number;
}

export const DEFAULT_INBOX_LIMITS: InboxLimits = {
  maxQueued: 1_000,
  maxDisplayParts: 1_000,
  maxDisplayChars: 1_000_000,
  maxPendingFlushes: 100,
  maxMonitorFields: 64,
};

const U32_MAX = 0xffff_ffff;

/**
 * Puts a device's messages back in order and turns them into events. The rules (the Sling
 * protocol's): a hello with a nonce not seen before starts a new numbering, so the next message
 * must be id 1; after that each message must be the previous id + 1 (wrapping after 2^32 - 1).
 * A message that arrives early waits in a queue; an old or repeated one is dropped. A client that
 * joins mid-session (no hello seen) takes the first message's id as its starting point.
 *
 * Everything a stranger could grow is capped: when the queue is full the missing ids are given up
 * (with a warning) and the queue is played from its lowest id, so a device that lost a message is
 * not silenced for ever.
 */
export class SlingInbox {
  private lastId: number | undefined;
  private currentNonce: number | undefined;
  private readonly queue = new Map<number, SlingMessage>();
  private running: boolean | undefined;
  private lastStatus: SlingStatus | undefined;
  private readonly displayParts = new Map<number, SlingDisplayPart>();
  private displayChars = 0;
  private readonly pendingFlushes: SlingDisplayFlush[] = [];
  private monitorFields: { id: number; data: string }[] = [];
  private readonly limits: InboxLimits;

  constructor(
    limits: Partial<InboxLimits> = {},
    private readonly warn: (text: string) => void = (text) => console.warn(`[sling] ${text}`),
  ) {
    this.limits = { ...DEFAULT_INBOX_LIMITS, ...limits };
  }

  /** Whether the device has answered at least once (its first status). */
  get connected(): boolean {
    return this.running !== undefined;
  }

  /** Takes one MQTT message; returns what it (and any queued messages it unblocks) mean. */
  receive(topic: string, payload: Uint8Array): InboxEvent[] {
    const message = decodeSling(topic, payload);
    if (!message) {
      this.warn(`dropped a malformed message on ${topic}`);
      return [];
    }
    return this.accept(message);
  }

  accept(message: SlingMessage): InboxEvent[] {
    const events: InboxEvent[] = [];
    if (message.type === 'hello') {
      if (message.nonce !== this.currentNonce) this.startSession(message.nonce);
      return events;
    }
    if (this.lastId === undefined || message.id === next(this.lastId)) {
      this.process(message, events);
    } else if (this.isAhead(message.id)) {
      if (this.queue.size >= this.limits.maxQueued) {
        this.warn(`${this.queue.size} messages waiting for id ${next(this.lastId)}: giving up on it`);
        this.queue.set(message.id, message);
        this.skipToLowestQueued();
      } else {
        this.queue.set(message.id, message);
      }
    }
    this.drain(events);
    return events;
  }

  private startSession(nonce: number) {
    this.currentNonce = nonce;
    this.lastId = 0;
    this.queue.clear();
    this.displayParts.clear();
    this.displayChars = 0;
    this.pendingFlushes.length = 0;
    this.monitorFields = [];
  }

  /** Ids ahead of the last one by less than half the id space count as early, the rest as old. */
  private isAhead(id: number): boolean {
    if (this.lastId === undefined) return true;
    const distance = (id - this.lastId + 2 ** 32) % 2 ** 32;
    return distance > 0 && distance < 2 ** 31;
  }

  private skipToLowestQueued() {
    if (this.lastId === undefined) return;
    const from = this.lastId;
    let lowest: number | undefined;
    let lowestDistance = Number.POSITIVE_INFINITY;
    for (const id of this.queue.keys()) {
      const distance = (id - from + 2 ** 32) % 2 ** 32;
      if (distance < lowestDistance) {
        lowestDistance = distance;
        lowest = id;
      }
    }
    if (lowest !== undefined) this.lastId = lowest === 0 ? U32_MAX : lowest - 1;
  }

  private drain(events: InboxEvent[]) {
    while (this.lastId !== undefined) {
      const queued = this.queue.get(next(this.lastId));
      if (!queued) return;
      this.queue.delete(queued.id);
      this.process(queued, events);
    }
  }

  private process(message: SlingMessage, events: InboxEvent[]) {
    this.lastId = message.id;
    switch (message.type) {
      case 'status':
        this.onStatus(message.status, message.status === 'prompt' ? message.prompt : undefined, events);
        return;
      case 'display':
        if (message.displayType === 'flush') this.onDisplayFlush(message, events);
        else this.onDisplayPart(message, events);
        return;
      case 'monitor':
        if (message.isFlush) this.onMonitorFlush(message.startingId, message.id, events);
        else this.onMonitorField(message.id, message.data);
        return;
      default:
        // Client-to-device messages echoed back carry nothing for us.
        return;
    }
  }

  private onStatus(status: SlingStatus, prompt: string | undefined, events: InboxEvent[]) {
    const wasConnected = this.running !== undefined;
    this.running = status !== 'idle';
    if (!wasConnected) events.push({ type: 'connect' });
    if (status !== this.lastStatus || status === 'prompt') {
      this.lastStatus = status;
      events.push(prompt === undefined ? { type: 'status', status } : { type: 'status', status, prompt });
    }
  }

  private onDisplayPart(part: SlingDisplayPart, events: InboxEvent[]) {
    if (part.selfFlushing) {
      events.push({ type: 'display', text: slingValueText(part), kind: part.displayType });
      return;
    }
    const size = slingValueText(part).length;
    if (
      this.displayParts.size >= this.limits.maxDisplayParts ||
      this.displayChars + size > this.limits.maxDisplayChars
    ) {
      this.warn(`display buffer full: dropped part ${part.id}`);
      return;
    }
    this.displayParts.set(part.id, part);
    this.displayChars += size;
    // A flush that came before its parts (possible only after a skip) may now be complete.
    for (const flush of [...this.pendingFlushes]) this.tryFlush(flush, events);
  }

  private onDisplayFlush(flush: SlingDisplayFlush, events: InboxEvent[]) {
    if (!this.tryFlush(flush, events)) {
      if (this.pendingFlushes.length >= this.limits.maxPendingFlushes) {
        this.warn(`too many incomplete display flushes: dropped flush ${flush.id}`);
        return;
      }
      this.pendingFlushes.push(flush);
    }
  }

  /** Shows the parts startingId .. id - 1 if all are here; says whether it did. */
  private tryFlush(flush: SlingDisplayFlush, events: InboxEvent[]): boolean {
    const parts: SlingDisplayPart[] = [];
    for (let id = flush.startingId; id !== flush.id; id = next(id)) {
      const part = this.displayParts.get(id);
      if (!part) return false;
      parts.push(part);
      if (parts.length > this.limits.maxDisplayParts) return false;
    }
    const pending = this.pendingFlushes.indexOf(flush);
    if (pending >= 0) this.pendingFlushes.splice(pending, 1);
    for (const part of parts) {
      this.displayParts.delete(part.id);
      this.displayChars -= slingValueText(part).length;
    }
    const first = parts[0];
    if (first)
      events.push({ type: 'display', text: parts.map(slingValueText).join(''), kind: first.displayType });
    return true;
  }

  private onMonitorField(id: number, data: string) {
    if (this.monitorFields.length >= this.limits.maxMonitorFields) {
      this.warn(`monitor buffer full: dropped field ${id}`);
      return;
    }
    this.monitorFields.push({ id, data });
  }

  /** Each group of four fields in startingId .. flushId - 1 is one reading. */
  private onMonitorFlush(startingId: number, flushId: number, events: InboxEvent[]) {
    const inRange = (id: number) =>
      (id - startingId + 2 ** 32) % 2 ** 32 < (flushId - startingId + 2 ** 32) % 2 ** 32;
    const fields = this.monitorFields.filter((field) => inRange(field.id)).map((field) => field.data);
    this.monitorFields = [];
    if (fields.length === 0 || fields.length % 4 !== 0) {
      this.warn(`monitor flush ${flushId} with ${fields.length} fields (expected groups of four): dropped`);
      return;
    }
    for (let at = 0; at < fields.length; at += 4) {
      const reading = parseMonitorFields(fields.slice(at, at + 4));
      if (reading) events.push({ type: 'monitor', reading });
      else this.warn(`unreadable monitor reading: ${fields.slice(at, at + 4).join(' | ')}`);
    }
  }
}

function next(id: number): number {
  return id >= U32_MAX ? 0 : id + 1;
}
