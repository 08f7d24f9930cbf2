import { Button, Callout } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { type EventLogExportQuery, fillPath, researchLogRoutes } from '@sa/contracts';
import { useState } from 'react';
import { backendErrorText, NETWORK_ERROR_TEXT } from '../../api/errors';
import { useServices } from '../../app/services';
import { downloadBlob } from '../../lib/download';
import styles from './adminpanel.module.css';

type Format = EventLogExportQuery['format'];

export const RESEARCH_LOGS_HEADING = 'Research logs';

const FORMATS: readonly { format: Format; label: string; extension: string }[] = [
  { format: 'csv', label: 'Download CSV', extension: 'csv' },
  { format: 'jsonl', label: 'Download JSON lines', extension: 'jsonl' },
];

/**
 * The Research tab: the course's learning events (issue 26) as a file, for the admins who run a
 * study. The server streams the export; the browser saves it as it arrives, with our token.
 */
export function ResearchLogsTab() {
  const { api, session, notifier } = useServices();
  const courseId = session.getSnapshot().profile?.courseRegistration?.courseId;
  const [busy, setBusy] = useState<Format | null>(null);

  const download = async (format: Format, extension: string) => {
    if (courseId === undefined) return;
    setBusy(format);
    try {
      const path = `${fillPath(researchLogRoutes.export.path, { courseId })}?format=${format}`;
      const response = await api.authorizedFetch(path, {
        headers: { Accept: 'text/csv, application/x-ndjson, */*' },
      });
      if (!response.ok) {
        notifier.show(backendErrorText(response.status, response.statusText), { intent: 'danger' });
        return;
      }
      downloadBlob(`research-logs-course-${courseId}.${extension}`, await response.blob());
    } catch {
      notifier.show(NETWORK_ERROR_TEXT, { intent: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="research-logs-heading">
      <h3 id="research-logs-heading">{RESEARCH_LOGS_HEADING}</h3>
      <p>
        What students who agreed to take part in educational research did in the editor: the code they started
        from, each change they typed, cursor moves, selections and the commands they ran by keys, per
        playground session and assessment question. Students who opted out, or have not answered, are never
        recorded.
      </p>
      <Callout intent="primary" title="Participants are pseudonymous">
        Each participant appears only as a pseudonymous id, never with a name, username or email. Keep the
        file as research data, and do not try to match the ids to students.
      </Callout>
      <div className={styles.exportActions}>
        {FORMATS.map(({ format, label, extension }) => (
          <Button
            key={format}
            icon={<DownloadIcon />}
            text={label}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format, extension)}
          />
        ))}
      </div>
    </section>
  );
}
