import { Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { Markdown } from '../../app/markdown/Markdown';
import styles from './adminpanel.module.css';

/** Spec 2 section 9: the editor is 200 to 1000 px high (drag its corner), the preview at least 240. */
export const EDITOR_MIN_HEIGHT = 200;
export const EDITOR_MAX_HEIGHT = 1000;
export const PREVIEW_MIN_HEIGHT = 240;

/** Markdown with Write and Preview tabs; the preview is sanitised like every course text. */
export function MarkdownEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const writer = (
    <TextArea
      id={`${id}-text`}
      aria-label={label}
      fill
      className={styles.markdownText}
      style={{ minHeight: EDITOR_MIN_HEIGHT, maxHeight: EDITOR_MAX_HEIGHT, height: EDITOR_MIN_HEIGHT }}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  const preview = (
    <section
      aria-label={`${label} preview`}
      className={styles.preview}
      style={{ minHeight: PREVIEW_MIN_HEIGHT }}
    >
      <Markdown text={value} />
    </section>
  );
  return (
    <Tabs id={id} selectedTabId={tab} onChange={(next) => setTab(next === 'preview' ? 'preview' : 'write')}>
      <Tab id="write" title="Write" panel={writer} />
      <Tab id="preview" title="Preview" panel={preview} />
    </Tabs>
  );
}
