import { Classes, Icon, Spinner } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import type { ContentEntry } from '../../../lib/github/api';
import { MESSAGES, type TreeSelection } from './rules';

/** A folder's entries once listed; folders are listed when first expanded. */
export type Listing = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entries: ContentEntry[] };

interface Props {
  listings: ReadonlyMap<string, Listing>;
  expanded: ReadonlySet<string>;
  selected: TreeSelection | null;
  onSelect: (selection: TreeSelection) => void;
  onToggle: (path: string) => void;
  label: string;
}

/**
 * A repository's folders and files in Blueprint's tree look, with the ARIA tree roles (Blueprint's
 * Tree has none): clicking a folder selects it and opens or closes it; clicking a file selects it.
 */
export function FileTree({ listings, expanded, selected, onSelect, onToggle, label }: Props) {
  return (
    <div className={Classes.TREE}>
      <ul role="tree" aria-label={label} className={Classes.TREE_NODE_LIST}>
        <Entries path="" depth={0} {...{ listings, expanded, selected, onSelect, onToggle }} />
      </ul>
    </div>
  );
}

function Entries({ path, depth, ...props }: Omit<Props, 'label'> & { path: string; depth: number }) {
  const listing = props.listings.get(path);
  if (!listing || listing.kind === 'loading') {
    return (
      <li className={Classes.TREE_NODE}>
        <div className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}>
          <Spinner size={16} />
          <span className={Classes.TREE_NODE_LABEL}>Loading...</span>
        </div>
      </li>
    );
  }
  if (listing.kind === 'failed') {
    return (
      <li className={Classes.TREE_NODE}>
        <div className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}>
          <span className={Classes.TREE_NODE_LABEL}>{MESSAGES.denied}</span>
        </div>
      </li>
    );
  }
  return listing.entries
    .filter((entry) => entry.type === 'file' || entry.type === 'dir')
    .map((entry) => <Entry key={entry.path} entry={entry} depth={depth} {...props} />);
}

function Entry({ entry, depth, ...props }: Omit<Props, 'label'> & { entry: ContentEntry; depth: number }) {
  const isDir = entry.type === 'dir';
  const isOpen = isDir && props.expanded.has(entry.path);
  const isSelected = props.selected?.path === entry.path;
  const activate = () => {
    props.onSelect({ path: entry.path, type: isDir ? 'dir' : 'file' });
    if (isDir) props.onToggle(entry.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  const classes = [Classes.TREE_NODE, isSelected && Classes.TREE_NODE_SELECTED, isOpen && Classes.TREE_NODE_EXPANDED];
  return (
    <li
      role="treeitem"
      // Named for the entry alone: the open folder's own entries are inside this element too.
      aria-label={entry.name}
      aria-selected={isSelected}
      aria-expanded={isDir ? isOpen : undefined}
      aria-level={depth + 1}
      className={classes.filter(Boolean).join(' ')}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the treeitem above carries the role; this row is its hit area */}
      <div
        className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}
        tabIndex={0}
        onClick={activate}
        onKeyDown={onKeyDown}
      >
        <Icon
          className={`${Classes.TREE_NODE_CARET} ${isDir ? (isOpen ? Classes.TREE_NODE_CARET_OPEN : Classes.TREE_NODE_CARET_CLOSED) : Classes.TREE_NODE_CARET_NONE}`}
          icon={isDir ? 'chevron-right' : 'blank'}
          aria-hidden
        />
        <Icon className={Classes.TREE_NODE_ICON} icon={isDir ? (isOpen ? 'folder-open' : 'folder-close') : 'document'} aria-hidden />
        <span className={Classes.TREE_NODE_LABEL}>{entry.name}</span>
      </div>
      {isOpen && (
        <ul role="group" className={Classes.TREE_NODE_LIST}>
          <Entries path={entry.path} depth={depth + 1} {...props} />
        </ul>
      )}
    </li>
  );
}
