import { Button, Classes, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { DocumentIcon, FolderCloseIcon, FolderOpenIcon, RefreshIcon } from '@blueprintjs/icons';
import { ASSET_FOLDERS } from '@sa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './assetTree.module.css';
import { type AssetNode, buildFolder } from './buildTree';
import {
  ASSET_TREE_LABEL,
  chosenFile,
  EMPTY_FOLDER,
  FOLDER_FAILED,
  LOADING_FOLDER,
  REFRESH_ASSETS,
} from './texts';

type Listing = readonly string[] | 'loading' | 'failed';

export interface AssetTreeProps {
  /** A top-level folder's files as `folder/sub/file` (the simulator's api.listAssets). */
  list(folder: string): Promise<readonly string[]>;
  /** The top-level folders shown; every course folder unless given. */
  folders?: readonly string[];
  /** The chosen file's path, shown pressed. */
  chosen: string | null;
  onChoose(path: string): void;
  /** Files that may be chosen (others are shown, greyed); any file unless given. */
  canChoose?: (path: string) => boolean;
  /** Names the tree for assistive technology. */
  label?: string;
}

/**
 * The course's files as a Blueprint Tree of folders and sub-folders (issue 24): each folder is
 * listed from the server when the tree mounts (and on 'Refresh files'), a folder's row opens or
 * closes it, a file's row chooses it. Every row's label is a real button, so the tree works from
 * the keyboard although Blueprint's rows take only the mouse.
 */
export function AssetTree({
  list,
  folders = ASSET_FOLDERS,
  chosen,
  onChoose,
  canChoose = () => true,
  label = ASSET_TREE_LABEL,
}: AssetTreeProps) {
  const [listings, setListings] = useState<Record<string, Listing>>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [round, setRound] = useState(0);

  // The listing reloads when the folders named change or on 'Refresh files', not when a parent
  // passes a new but equal array or function (an inline `list` would otherwise reload forever).
  const listRef = useRef(list);
  listRef.current = list;
  const folderKey = folders.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads on 'Refresh files'
  useEffect(() => {
    let cancelled = false;
    const names = folderKey.split('\n');
    setListings(Object.fromEntries(names.map((folder) => [folder, 'loading'])));
    for (const folder of names) {
      listRef.current(folder).then(
        (paths) => !cancelled && setListings((all) => ({ ...all, [folder]: paths })),
        () => !cancelled && setListings((all) => ({ ...all, [folder]: 'failed' })),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [folderKey, round]);

  const toggle = useCallback((path: string) => {
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  }, []);

  const toInfo = (node: AssetNode, note?: string): TreeNodeInfo<AssetNode> => {
    if (node.kind === 'file') {
      const allowed = canChoose(node.path);
      return {
        id: node.path,
        icon: <DocumentIcon className={Classes.TREE_NODE_ICON} />,
        label: (
          <button
            type="button"
            className={styles.row}
            aria-pressed={chosen === node.path}
            disabled={!allowed}
          >
            {node.name}
          </button>
        ),
        isSelected: chosen === node.path,
        disabled: !allowed,
        nodeData: node,
      };
    }
    const isExpanded = open.has(node.path) && node.children.length > 0;
    return {
      id: node.path,
      icon: isExpanded ? (
        <FolderOpenIcon className={Classes.TREE_NODE_ICON} />
      ) : (
        <FolderCloseIcon className={Classes.TREE_NODE_ICON} />
      ),
      label: (
        <button type="button" className={styles.row} aria-expanded={isExpanded}>
          {node.name}
        </button>
      ),
      hasCaret: node.children.length > 0,
      isExpanded,
      secondaryLabel: note ?? (node.children.length === 0 ? EMPTY_FOLDER : undefined),
      childNodes: node.children.map((child) => toInfo(child)),
      nodeData: node,
    };
  };

  const contents = folders.map((folder) => {
    const listing = listings[folder] ?? 'loading';
    if (typeof listing === 'string') {
      const note = listing === 'loading' ? LOADING_FOLDER : FOLDER_FAILED;
      return toInfo({ kind: 'folder', name: folder, path: folder, children: [] }, note);
    }
    return toInfo(buildFolder(folder, listing));
  });

  const onClick = (info: TreeNodeInfo<AssetNode>) => {
    const node = info.nodeData;
    if (!node) return;
    if (node.kind === 'folder') toggle(node.path);
    else if (canChoose(node.path)) onChoose(node.path);
  };

  return (
    <section aria-label={label} className={styles.tree}>
      <p className={styles.chosen}>{chosenFile(chosen)}</p>
      <Tree<AssetNode>
        contents={contents}
        onNodeClick={onClick}
        onNodeExpand={(info) => info.nodeData && toggle(info.nodeData.path)}
        onNodeCollapse={(info) => info.nodeData && toggle(info.nodeData.path)}
      />
      <Button
        size="small"
        icon={<RefreshIcon />}
        text={REFRESH_ASSETS}
        onClick={() => setRound((n) => n + 1)}
      />
    </section>
  );
}
