import type { DataDrawing, DataValue } from '@sa/runner';

/**
 * The text alternative of a drawing, one sentence per `draw_data` argument, e.g.
 * 'pair: head 1, tail pair: head 2, tail null'. A structure referenced more than once (shared, or
 * part of a cycle) is numbered where it is first described ('pair #1: ...') and later named
 * ('pair #1, see above'), so the text is finite and says what the arrows say.
 */
export function describeDrawing(drawing: DataDrawing): string[] {
  const references = countReferences(drawing);
  const labels = new Map<number, number>();

  const describeValue = (value: DataValue): string => {
    if (value.kind === 'primitive') return value.text;
    if (value.kind === 'omitted') return '(left out)';
    const node = drawing.nodes[value.id];
    if (!node) return '(left out)';
    const label = labels.get(value.id);
    if (label !== undefined) return `${node.kind} #${label}, see above`;
    let name: string = node.kind;
    if ((references.get(value.id) ?? 0) > 1) {
      const next = labels.size + 1;
      labels.set(value.id, next);
      name = `${name} #${next}`;
    }
    switch (node.kind) {
      case 'function':
        return `${name} ${node.text}`;
      case 'pair':
        return `${name}: head ${nested(node.head)}, tail ${describeValue(node.tail)}`;
      case 'array':
        return node.items.length === 0
          ? `empty ${name}`
          : `${name} of ${node.items.length}: ${node.items.map(nested).join(', ')}`;
    }
  };
  // A structure inside a head or an array element is bracketed, so its commas are not read as ours.
  const nested = (value: DataValue): string => {
    const text = describeValue(value);
    return value.kind === 'ref' && !text.endsWith('see above') ? `(${text})` : text;
  };

  const described = drawing.roots.map(describeValue);
  if (drawing.omitted > 0) described.push(`${drawing.omitted} more values were left out of this drawing.`);
  return described;
}

/** How many places (arguments, cells) point to each node. */
function countReferences(drawing: DataDrawing): Map<number, number> {
  const counts = new Map<number, number>();
  const count = (value: DataValue) => {
    if (value.kind === 'ref') counts.set(value.id, (counts.get(value.id) ?? 0) + 1);
  };
  drawing.roots.forEach(count);
  for (const node of drawing.nodes) {
    if (node.kind === 'pair') {
      count(node.head);
      count(node.tail);
    } else if (node.kind === 'array') {
      node.items.forEach(count);
    }
  }
  return counts;
}
