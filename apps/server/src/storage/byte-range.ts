import type { ByteRange } from './file-store';

/** What a Range header asks of a file of `size` bytes. */
export type RangeAnswer =
  | { kind: 'whole' }
  | ({ kind: 'part' } & ByteRange)
  /** 416: no byte of the file is in the range. */
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One range of RFC 9110 14.1.2: `a-b`, `a-` or the suffix `-n`. A header we do not read (another
 * unit, several ranges, bad syntax) is ignored and the whole file sent, as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
