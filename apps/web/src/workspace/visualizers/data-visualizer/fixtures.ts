import type { DataDrawing, DataNode, DataValue } from '@sa/runner';

// Drawings as the runner captures them (see packages/runner/src/visualizers/data), for the tests.

export const num = (n: number): DataValue => ({ kind: 'primitive', type: 'number', text: String(n) });
export const str = (text: string): DataValue => ({ kind: 'primitive', type: 'string', text: `"${text}"` });
export const nil: DataValue = { kind: 'primitive', type: 'null', text: 'null' };
export const ref = (id: number): DataValue => ({ kind: 'ref', id });
export const pair = (head: DataValue, tail: DataValue): DataNode => ({ kind: 'pair', head, tail });

const drawing = (roots: DataValue[], nodes: DataNode[]): DataDrawing => ({ roots, nodes, omitted: 0 });

/** list(1, 2, 3) */
export const list123 = drawing([ref(0)], [pair(num(1), ref(1)), pair(num(2), ref(2)), pair(num(3), nil)]);

/** list(list(1, 2), list(3, list(4)), 5) */
export const nestedList = drawing(
  [ref(0)],
  [
    pair(ref(1), ref(2)), // 0
    pair(num(1), ref(3)), // 1: list(1, 2)
    pair(ref(4), ref(5)), // 2
    pair(num(2), nil), // 3
    pair(num(3), ref(6)), // 4: list(3, list(4))
    pair(num(5), nil), // 5
    pair(ref(7), nil), // 6
    pair(num(4), nil), // 7: list(4)
  ],
);

/** const t = list(3); pair(list(1, t), pair(2, t)) - t is shared */
export const sharedTail = drawing(
  [ref(0)],
  [pair(ref(1), ref(2)), pair(num(1), ref(3)), pair(num(2), ref(4)), pair(ref(4), nil), pair(num(3), nil)],
);

/** const p = list(1, 2); set_tail(tail(p), p); */
export const cycle = drawing([ref(0)], [pair(num(1), ref(1)), pair(num(2), ref(0))]);

/** const p = pair(1, 2); set_tail(p, p); set_head(p, p); - a pair pointing to itself twice */
export const selfLoop = drawing([ref(0)], [pair(ref(0), ref(0))]);

/** [pair(1, null), pair("a long string here", list(2)), x => x, "x"] */
export const arrayOfPairs = drawing(
  [ref(0)],
  [
    { kind: 'array', items: [ref(1), ref(2), ref(3), str('x')] },
    pair(num(1), nil),
    pair(str('a long string here'), ref(4)),
    { kind: 'function', text: 'x => x' },
    pair(num(2), nil),
  ],
);

/** draw_data(list(1), 42, "hello world", list(1)) with both lists the same one */
export const severalArguments = drawing([ref(0), num(42), str('hello world'), ref(0)], [pair(num(1), nil)]);

export const ALL_FIXTURES = {
  list123,
  nestedList,
  sharedTail,
  cycle,
  selfLoop,
  arrayOfPairs,
  severalArguments,
};
