import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { type TocEntry, tocPath } from '@sa/domain';
import { useMemo, useState } from 'react';

function initiallyOpen(toc: readonly TocEntry[], current: string | undefined): Set<string> {
  // On a section, the path to it; on the index, the chapters, so sections show.
  if (current !== undefined) return new Set(tocPath(toc, current).map((e) => e.nodeData));
  return new Set(toc.filter((e) => (e.childNodes?.length ?? 0) > 0).map((e) => e.nodeData));
}

function toTree(
  entries: readonly TocEntry[],
  open: Set<string>,
  current: string | undefined,
): TreeNodeInfo<string>[] {
  return entries.map((entry) => {
    const children = entry.childNodes ?? [];
    return {
      id: entry.nodeData,
      label: entry.label,
      nodeData: entry.nodeData,
      hasCaret: children.length > 0,
      isExpanded: open.has(entry.nodeData),
      isSelected: entry.nodeData === current,
      ...(children.length > 0 ? { childNodes: toTree(children, open, current) } : {}),
    };
  });
}

/**
 * The book's contents (toc.json) as a tree. Choosing an entry calls `onChoose` with its section;
 * carets open and close branches without navigating.
 */
export function ContentsTree({
  toc,
  current,
  onChoose,
}: {
  toc: readonly TocEntry[];
  current?: string;
  onChoose: (section: string) => void;
}) {
  const [open, setOpen] = useState(() => initiallyOpen(toc, current));
  const nodes = useMemo(() => toTree(toc, open, current), [toc, open, current]);
  const toggle = (id: string, to: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (to) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <nav aria-label="Contents">
      <Tree<string>
        contents={nodes}
        onNodeClick={(node) => node.nodeData !== undefined && onChoose(node.nodeData)}
        onNodeExpand={(node) => toggle(String(node.id), true)}
        onNodeCollapse={(node) => toggle(String(node.id), false)}
      />
    </nav>
  );
}
