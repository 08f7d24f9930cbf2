import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { listAllRepos, type RepoSummary } from '../../../lib/github/api';
import type { GitHubClient } from '../../../lib/github/client';
import styles from './github.module.css';
import { MESSAGES } from './rules';

interface Props {
  client: () => Promise<GitHubClient>;
  onSelect: (repo: RepoSummary) => void;
  onClose: () => void;
  onError: (message: string) => void;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; repos: RepoSummary[] };

/** The signed-in user's repositories, every page of them, as a radio list (spec 3 section 2.4). */
export function RepositoryPicker({ client, onSelect, onClose, onError }: Props) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [chosen, setChosen] = useState<string>('');

  useEffect(() => {
    let live = true;
    client()
      .then(listAllRepos)
      .then(
        (repos) => live && setLoad({ kind: 'ready', repos }),
        () => live && setLoad({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [client]);

  const select = () => {
    const repo = load.kind === 'ready' ? load.repos.find((r) => r.fullName === chosen) : undefined;
    if (!repo) onError(MESSAGES.noRepository);
    else onSelect(repo);
  };

  return (
    <Dialog isOpen onClose={onClose} title="Select a repository">
      <DialogBody className={styles.scroll}>
        {load.kind === 'loading' && <NonIdealState icon={<Spinner />} title="Loading repositories..." />}
        {load.kind === 'failed' && <NonIdealState icon={<ErrorIcon size={48} />} title={MESSAGES.denied} />}
        {load.kind === 'ready' && load.repos.length === 0 && (
          <NonIdealState title="You have no repositories." />
        )}
        {load.kind === 'ready' && load.repos.length > 0 && (
          <RadioGroup
            label="Repositories"
            selectedValue={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {load.repos.map((repo) => (
              <Radio key={repo.fullName} value={repo.fullName} label={repo.fullName} />
            ))}
          </RadioGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button intent="primary" text="Select" onClick={select} disabled={load.kind !== 'ready'} />
          </>
        }
      />
    </Dialog>
  );
}
