import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { type RepoRef, readPath } from '../../../lib/github/api';
import type { GitHubClient } from '../../../lib/github/client';
import { FileTree, type Listing } from './FileTree';
import styles from './github.module.css';
import { baseName, DEFAULT_COMMIT_MESSAGE, prefilledName, type TreeSelection } from './rules';

interface Props {
  mode: 'open' | 'save';
  repo: RepoRef & { fullName: string };
  client: () => Promise<GitHubClient>;
  onOpen: (selection: TreeSelection | null) => Promise<boolean>;
  onSave: (selection: TreeSelection | null, fileName: string, message: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The file picker (spec 3 section 2.4): the repository's tree, listed folder by folder as they are
 * opened; Save adds the file name and commit message. The dialog stays open when an action fails.
 */
export function FileDialog({ mode, repo, client, onOpen, onSave, onClose }: Props) {
  const [listings, setListings] = useState<ReadonlyMap<string, Listing>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<TreeSelection | null>(null);
  const [fileName, setFileName] = useState('');
  const [message, setMessage] = useState(DEFAULT_COMMIT_MESSAGE);
  const [busy, setBusy] = useState(false);

  const list = useCallback(
    (path: string) => {
      const put = (listing: Listing) => setListings((current) => new Map(current).set(path, listing));
      put({ kind: 'loading' });
      client()
        .then((c) => readPath(c, repo, path))
        .then(
          (content) =>
            put(content.kind === 'dir' ? { kind: 'ready', entries: content.entries } : { kind: 'failed' }),
          () => put({ kind: 'failed' }),
        );
    },
    [client, repo],
  );

  useEffect(() => list(''), [list]);

  const toggle = (path: string) => {
    const next = new Set(expanded);
    if (next.has(path)) next.delete(path);
    else {
      next.add(path);
      const listing = listings.get(path);
      if (!listing || listing.kind === 'failed') list(path);
    }
    setExpanded(next);
  };

  const select = (selection: TreeSelection) => {
    setSelected(selection);
    // Choosing a file to save over puts its name in the box.
    if (mode === 'save' && selection.type === 'file') setFileName(baseName(selection.path));
  };

  const act = async () => {
    setBusy(true);
    const done = mode === 'open' ? await onOpen(selected) : await onSave(selected, fileName, message);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog isOpen onClose={onClose} title={`${mode === 'open' ? 'Open from' : 'Save to'} ${repo.fullName}`}>
      <DialogBody>
        <div className={styles.scroll}>
          <FileTree
            label={`Files of ${repo.fullName}`}
            listings={listings}
            expanded={expanded}
            selected={selected}
            onSelect={select}
            onToggle={toggle}
          />
        </div>
        {mode === 'save' && (
          <div className={styles.fields}>
            <FormGroup label="File name" labelFor="github-file-name">
              <InputGroup
                id="github-file-name"
                value={fileName}
                onClick={() => setFileName(prefilledName)}
                onChange={(event) => setFileName(event.currentTarget.value)}
              />
            </FormGroup>
            <FormGroup label="Commit message" labelFor="github-commit-message">
              <InputGroup
                id="github-commit-message"
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
              />
            </FormGroup>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button
              intent="primary"
              text={mode === 'open' ? 'Open' : 'Save'}
              loading={busy}
              onClick={() => void act()}
            />
          </>
        }
      />
    </Dialog>
  );
}
