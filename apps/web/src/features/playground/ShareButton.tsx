import { Button, InputGroup, Popover } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useWorkspace } from '../../workspace/context';
import styles from './playground.module.css';
import { playgroundUrl } from './urlState';

/** Builds a link that reproduces the program, chapter, variant and execution time. */
export function ShareButton() {
  const { store } = useWorkspace();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);

  const build = () => {
    const { editorValue, chapter, variant, execTime } = store.getState();
    setLink(playgroundUrl(window.location.origin, { program: editorValue, chapter, variant, execTime }));
    setCopied(false);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable in the field.
    }
  };

  return (
    <Popover
      onOpening={build}
      content={
        <div className={styles.share}>
          <InputGroup
            readOnly
            aria-label="Share link"
            value={link}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button text={copied ? 'Copied' : 'Copy link'} onClick={() => void copy()} />
        </div>
      }
    >
      <Button variant="minimal" icon={<ShareIcon />} text="Share" />
    </Popover>
  );
}
