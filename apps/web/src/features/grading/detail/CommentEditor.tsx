import { Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { Markdown } from '../../../app/markdown/Markdown';
import styles from './grading.module.css';

/**
 * The grader's markdown comment with Write and Preview tabs. The preview goes through the app's
 * sanitising Markdown: raw HTML is never rendered, so no script in a comment ever runs - here or
 * on the student's report card.
 */
export function CommentEditor({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Tabs id={id} selectedTabId={tab} onChange={(next) => setTab(next === 'preview' ? 'preview' : 'write')}>
      <Tab
        id="write"
        title="Write"
        panel={
          <TextArea
            aria-label="Comments"
            fill
            className={styles.comments}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        }
      />
      <Tab
        id="preview"
        title="Preview"
        panel={
          <section aria-label="Comments preview" className={styles.preview}>
            <Markdown text={value} />
          </section>
        }
      />
    </Tabs>
  );
}
