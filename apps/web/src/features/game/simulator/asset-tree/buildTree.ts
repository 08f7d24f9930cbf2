/**
 * The course's files as folders and sub-folders (issue 24: sub-folders are allowed, as in
 * `avatars/robo/robo.happy.png`), for the asset tree. Pure.
 */

export interface AssetFileNode {
  kind: 'file';
  name: string;
  /** As the store lists it: 'avatars/robo/robo.happy.png'. */
  path: string;
}

export interface AssetFolderNode {
  kind: 'folder';
  name: string;
  /** 'avatars' or 'avatars/robo'. */
  path: string;
  children: AssetNode[];
}

export type AssetNode = AssetFileNode | AssetFolderNode;

/** Folders first, then files, each by name as people read them (2 before 10). */
function sortNodes(nodes: AssetNode[]): AssetNode[] {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return nodes
    .map((node) => (node.kind === 'folder' ? { ...node, children: sortNodes(node.children) } : node))
    .sort((a, b) => (a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'folder' ? -1 : 1));
}

/**
 * The top-level `folder` with the listed paths below it. A path outside the folder (the server
 * lists `folder/...` only) or with an empty segment is left out rather than drawn wrongly.
 */
export function buildFolder(folder: string, paths: readonly string[]): AssetFolderNode {
  const root: AssetFolderNode = { kind: 'folder', name: folder, path: folder, children: [] };
  for (const path of paths) {
    const segments = path.split('/');
    if (segments[0] !== folder || segments.length < 2 || segments.some((s) => s === '')) continue;
    let parent = root;
    for (const [index, name] of segments.slice(1).entries()) {
      const here = segments.slice(0, index + 2).join('/');
      if (index === segments.length - 2) {
        parent.children.push({ kind: 'file', name, path: here });
        break;
      }
      let next = parent.children.find((c): c is AssetFolderNode => c.kind === 'folder' && c.name === name);
      if (!next) {
        next = { kind: 'folder', name, path: here, children: [] };
        parent.children.push(next);
      }
      parent = next;
    }
  }
  return { ...root, children: sortNodes(root.children) };
}
