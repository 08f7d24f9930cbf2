import { Classes, Spinner } from '@blueprintjs/core';
import {
  BlankIcon,
  ChevronRightIcon,
  DocumentIcon,
  FolderCloseIcon,
  FolderOpenIcon,
} from '@blueprintjs/icons';
import type { KeyboardEvent, MouseEvent } from 'react';
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
      <div role="tree" aria-label={label} className={Classes.TREE_NODE_LIST}>
        <Entries path="" depth={0} {...{ listings, expanded, selected, onSelect, onToggle }} />
      </div>
    </div>
  );
}

function Entries({ path, depth, ...props }: Omit<Props, 'label'> & { path: string; depth: number }) {
  const listing = props.listings.get(path);
  if (!listing || listing.kind === 'loading') {
    return (
      <div className={Classes.TREE_NODE}>
        <div className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}>
          <Spinner size={16} />
          <span className={Classes.TREE_NODE_LABEL}>Loading...</span>
        </div>
      </div>
    );
  }
  if (listing.kind === 'failed') {
    return (
      <div className={Classes.TREE_NODE}>
        <div className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}>
          <span className={Classes.TREE_NODE_LABEL}>{MESSAGES.denied}</span>
        </div>
      </div>
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
  const activate = (event: MouseEvent | KeyboardEvent) => {
    // Entries of an open folder sit inside its treeitem: the click is theirs alone.
    event.stopPropagation();
    props.onSelect({ path: entry.path, type: isDir ? 'dir' : 'file' });
    if (isDir) props.onToggle(entry.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(event);
    }
  };
  const classes = [
    Classes.TREE_NODE,
    isSelected && Classes.TREE_NODE_SELECTED,
    isOpen && Classes.TREE_NODE_EXPANDED,
  ];
  return (
    <div
      role="treeitem"
      tabIndex={0}
      // Named for the entry alone: the open folder's own entries are inside this element too.
      aria-label={entry.name}
      aria-selected={isSelected}
      aria-expanded={isDir ? isOpen : undefined}
      aria-level={depth + 1}
      className={classes.filter(Boolean).join(' ')}
      onClick={activate}
      onKeyDown={onKeyDown}
    >
      <div className={`${Classes.TREE_NODE_CONTENT} ${Classes.TREE_NODE_CONTENT}-${depth}`}>
        {isDir ? (
          <ChevronRightIcon
            className={`${Classes.TREE_NODE_CARET} ${isOpen ? Classes.TREE_NODE_CARET_OPEN : Classes.TREE_NODE_CARET_CLOSED}`}
            aria-hidden
          />
        ) : (
          <BlankIcon className={Classes.TREE_NODE_CARET_NONE} aria-hidden />
        )}
        {isDir ? (
          isOpen ? (
            <FolderOpenIcon className={Classes.TREE_NODE_ICON} aria-hidden />
          ) : (
            <FolderCloseIcon className={Classes.TREE_NODE_ICON} aria-hidden />
          )
        ) : (
          <DocumentIcon className={Classes.TREE_NODE_ICON} aria-hidden />
        )}
        <span className={Classes.TREE_NODE_LABEL}>{entry.name}</span>
      </div>
      {isOpen && (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA tree's nested level is a group, not a form fieldset
        <div role="group" className={Classes.TREE_NODE_LIST}>
          <Entries path={entry.path} depth={depth + 1} {...props} />
        </div>
      )}
    </div>
  );
}
