import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/**
 * The y-websocket protocol: each message is lib0-encoded, its first varUint the message type.
 * Sync messages carry y-protocols/sync (step 1, step 2, update); awareness messages carry
 * y-protocols/awareness updates; a query asks for every awareness state.
 */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

export function syncStep1Message(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** Step 2: what the document has beyond the peer's state vector (throws on a malformed vector). */
export function syncStep2Message(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function awarenessMessage(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
  return awarenessUpdateMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
}

export function awarenessUpdateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** A message as the server reads it; anything else is a protocol error. */
export type ClientMessage =
  | { kind: 'sync-step1'; stateVector: Uint8Array }
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array }
  | { kind: 'query-awareness' };

export class ProtocolError extends Error {}

/** Reads one client message; throws ProtocolError for anything that is not the protocol. */
export function readClientMessage(message: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === syncProtocol.messageYjsSyncStep1) return { kind: 'sync-step1', stateVector: payload };
      // Step 2 and an update are both a Yjs update to apply.
      if (syncType === syncProtocol.messageYjsSyncStep2 || syncType === syncProtocol.messageYjsUpdate) {
        return { kind: 'update', update: payload };
      }
      throw new ProtocolError(`unknown sync message ${syncType}`);
    }
    if (type === MESSAGE_AWARENESS) return { kind: 'awareness', update: decoding.readVarUint8Array(decoder) };
    if (type === MESSAGE_QUERY_AWARENESS) return { kind: 'query-awareness' };
    throw new ProtocolError(`unknown message type ${type}`);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    throw new ProtocolError(error instanceof Error ? error.message : 'unreadable message');
  }
}
