import { Button, InputGroup, Popover, Spinner } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { type FormEvent, useState } from 'react';
import type { SessionController } from './controller';
import styles from './session.module.css';
import type { SessionState } from './sessionState';
import type { SharedSession } from './useSharedSession';

/** 'Session' in the playground's control bar: create or join a shared editing session, or leave it. */
export function SessionControl({ session }: { session: SharedSession }) {
  const { state, controller, available } = session;
  const connected = state.phase === 'connected';
  const inSession = connected || state.phase === 'connecting';
  return (
    <Popover
      content={
        <div className={styles.panel}>
          {!available ? (
            <p>Log in to edit a program together with others.</p>
          ) : inSession ? (
            <Joined id={state.id} connected={connected} controller={controller} />
          ) : (
            <Start state={state} controller={controller} />
          )}
        </div>
      }
    >
      <Button
        variant="minimal"
        icon={<PeopleIcon />}
        text="Session"
        rightIcon={
          inSession ? (
            <span
              className={`${styles.dot} ${connected ? styles.connected : styles.connecting}`}
              aria-hidden="true"
            />
          ) : undefined
        }
      />
    </Popover>
  );
}

function Start({ state, controller }: { state: SessionState; controller: SessionController }) {
  const [id, setId] = useState('');
  const busy = state.phase === 'creating' || state.phase === 'checking';
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim() !== '') void controller.join(id);
  };
  return (
    <>
      <Button
        intent="primary"
        text="Create new session"
        disabled={busy}
        loading={state.phase === 'creating'}
        onClick={() => void controller.create()}
      />
      <form className={styles.row} onSubmit={join}>
        <InputGroup
          aria-label="Session ID"
          placeholder="Session ID"
          value={id}
          disabled={busy}
          onChange={(e) => setId(e.target.value)}
        />
        <Button
          type="submit"
          text="Join"
          disabled={busy || id.trim() === ''}
          loading={state.phase === 'checking'}
        />
      </form>
    </>
  );
}

function Joined({
  id,
  connected,
  controller,
}: {
  id: string;
  connected: boolean;
  controller: SessionController;
}) {
  const [copied, setCopied] = useState<'id' | 'link' | null>(null);
  const copy = async (what: 'id' | 'link') => {
    try {
      await navigator.clipboard.writeText(what === 'id' ? id : window.location.href);
      setCopied(what);
    } catch {
      // No clipboard permission: the id stays selectable in the field.
    }
  };
  return (
    <>
      <div className={styles.row}>
        <InputGroup readOnly aria-label="Session ID" value={id} onFocus={(e) => e.currentTarget.select()} />
        <Button text={copied === 'id' ? 'Copied' : 'Copy ID'} onClick={() => void copy('id')} />
      </div>
      <Button
        text={copied === 'link' ? 'Copied' : 'Copy invitation link'}
        onClick={() => void copy('link')}
      />
      <p className={styles.status} role="status">
        {connected ? (
          <span className={`${styles.dot} ${styles.connected}`} aria-hidden="true" />
        ) : (
          <Spinner size={12} />
        )}
        {connected ? 'Connected' : 'Connecting...'}
      </p>
      <Button text="Leave" intent="danger" variant="outlined" onClick={() => controller.leave()} />
    </>
  );
}
