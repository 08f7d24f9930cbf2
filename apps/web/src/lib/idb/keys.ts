import type { KeyRange } from './types';

/**
 * IndexedDB's key order, for the memory fallback: numbers < dates < strings < binary < arrays,
 * each compared within its kind (arrays item by item, binary byte by byte), as the spec orders them.
 */
export function compareKeys(a: IDBValidKey, b: IDBValidKey): number {
  const kindA = kindOf(a);
  const kindB = kindOf(b);
  if (kindA !== kindB) return kindA - kindB;
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareKeys(a[i] as IDBValidKey, b[i] as IDBValidKey);
      if (order !== 0) return order;
    }
    return Math.sign(a.length - b.length);
  }
  return compareBytes(bytesOf(a), bytesOf(b));
}

/** The rank of a key's kind in the order. */
function kindOf(key: IDBValidKey): number {
  if (typeof key === 'number') return 0;
  if (key instanceof Date) return 1;
  if (typeof key === 'string') return 2;
  if (Array.isArray(key)) return 4;
  return 3; // binary
}

function bytesOf(key: IDBValidKey): Uint8Array {
  if (ArrayBuffer.isView(key)) return new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
  if (key instanceof ArrayBuffer) return new Uint8Array(key);
  return new Uint8Array();
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = (a[i] as number) - (b[i] as number);
    if (order !== 0) return Math.sign(order);
  }
  return Math.sign(a.length - b.length);
}

export function inRange<K extends IDBValidKey>(key: K, range: KeyRange<K> | undefined): boolean {
  if (!range) return true;
  if (range.atLeast !== undefined && compareKeys(key, range.atLeast) < 0) return false;
  if (range.below !== undefined && compareKeys(key, range.below) >= 0) return false;
  return true;
}

/** A range no key can be in (its start not below its end): IndexedDB refuses to build one. */
export function isEmptyRange<K extends IDBValidKey>(range: KeyRange<K> | undefined): boolean {
  return (
    range?.atLeast !== undefined && range.below !== undefined && compareKeys(range.atLeast, range.below) >= 0
  );
}

/** The same range as IndexedDB's own; undefined for "every key". */
export function toIdbRange<K extends IDBValidKey>(range: KeyRange<K> | undefined): IDBKeyRange | undefined {
  if (!range) return undefined;
  const { atLeast, below } = range;
  if (atLeast !== undefined && below !== undefined) return IDBKeyRange.bound(atLeast, below, false, true);
  if (atLeast !== undefined) return IDBKeyRange.lowerBound(atLeast);
  if (below !== undefined) return IDBKeyRange.upperBound(below, true);
  return undefined;
}
