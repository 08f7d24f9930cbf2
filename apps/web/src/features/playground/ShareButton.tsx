import { Button, Classes, InputGroup, Popover, Spinner } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { SHORT_LINK_KEYWORD_PATTERN } from '@sa/contracts';
import { useRef, useState } from 'react';
import { useOptionalDeployment } from '../../app/deployment';
import { useServices } from '../../app/services';
import { useSessionView } from '../../app/session/hooks';
import { useWorkspace } from '../../workspace/context';
import { CopyField } from './share/CopyField';
import styles from './share/share.module.css';
import { ShortenError, shortenLink } from './share/shortenLink';
import { GENERATING_LINK, KEYWORD_RULE, NOTHING_TO_SHARE, SIGN_IN_FOR_SHORT_LINKS } from './share/texts';
import { playgroundUrl } from './urlState';

/** Spec 3 section 4: no program, ready to generate, generating, link ready (an error goes back to ready). */
type ShareState =
  | { kind: 'empty' }
  | { kind: 'signed-out'; longUrl: string }
  | { kind: 'ready'; longUrl: string }
  | { kind: 'generating'; longUrl: string }
  | { kind: 'done'; shortUrl: string };

/**
 * Shares the program as its long link, which holds the whole program, and for signed-in users as
 * a short link of our own shortener (an optional custom keyword); users who are not signed in
 * (playground-only mode, a reader of the textbook) get the long link only. The link is built when the
 * popover opens, so it always holds the program, chapter, variant and time limit of that moment.
 */
export function ShareButton() {
  const { store } = useWorkspace();
  const { api, notifier } = useServices();
  const { signedIn } = useSessionView();
  const shortenerBase = useOptionalDeployment()?.urlShortenerBase ?? `${window.location.origin}/s/`;
  const [state, setState] = useState<ShareState>({ kind: 'empty' });
  const [keyword, setKeyword] = useState('');
  // Each request's number: an answer arriving after the popover was reopened is dropped.
  const latest = useRef(0);

  const open = () => {
    latest.current += 1;
    const { editorValue, chapter, variant, execTime } = store.getState();
    if (editorValue.trim() === '') return setState({ kind: 'empty' });
    const longUrl = playgroundUrl(window.location.origin, {
      program: editorValue,
      chapter,
      variant,
      execTime,
    });
    setState(signedIn ? { kind: 'ready', longUrl } : { kind: 'signed-out', longUrl });
  };

  const keywordValid = keyword === '' || SHORT_LINK_KEYWORD_PATTERN.test(keyword);
  const generate = async (longUrl: string) => {
    if (!keywordValid) return;
    const request = ++latest.current;
    setState({ kind: 'generating', longUrl });
    try {
      const shortUrl = await shortenLink({
        base: shortenerBase,
        longUrl,
        keyword,
        fetch: api.authorizedFetch,
      });
      if (request === latest.current) setState({ kind: 'done', shortUrl });
    } catch (error) {
      if (request !== latest.current) return;
      // Spec 3 section 8: the error is told, and the keyword input and Get Link show again.
      notifier.show(error instanceof ShortenError ? error.message : String(error));
      setState({ kind: 'ready', longUrl });
    }
  };

  return (
    <Popover
      onOpening={open}
      content={
        <div className={styles.panel}>
          {state.kind === 'empty' && <p className={styles.note}>{NOTHING_TO_SHARE}</p>}
          {state.kind === 'signed-out' && (
            <>
              <CopyField label="Share link" value={state.longUrl} />
              <p className={`${styles.note} ${Classes.TEXT_MUTED}`}>{SIGN_IN_FOR_SHORT_LINKS}</p>
            </>
          )}
          {state.kind === 'ready' && (
            <>
              <CopyField label="Share link" value={state.longUrl} />
              <div className={styles.row}>
                <InputGroup
                  aria-label="Custom keyword"
                  placeholder="Custom keyword (optional)"
                  value={keyword}
                  intent={keywordValid ? 'none' : 'danger'}
                  onChange={(e) => setKeyword(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void generate(state.longUrl);
                  }}
                />
                <Button
                  intent="primary"
                  text="Get Link"
                  disabled={!keywordValid}
                  onClick={() => void generate(state.longUrl)}
                />
              </div>
              {!keywordValid && <p className={`${styles.note} ${Classes.TEXT_MUTED}`}>{KEYWORD_RULE}</p>}
            </>
          )}
          {state.kind === 'generating' && (
            <div className={styles.row} role="status">
              <span>{GENERATING_LINK}</span>
              <Spinner size={16} />
            </div>
          )}
          {state.kind === 'done' && <CopyField label="Short link" value={state.shortUrl} />}
        </div>
      }
    >
      <Button variant="minimal" icon={<ShareIcon />} text="Share" />
    </Popover>
  );
}
