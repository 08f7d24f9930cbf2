import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { PeopleIcon, RefreshIcon, UploadIcon } from '@blueprintjs/icons';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { AssessmentsGrid } from './AssessmentsGrid';
import { useAssessmentOverviews, useRefreshAssessments } from './api';
import styles from './groundcontrol.module.css';
import { SublanguagePicker } from './SublanguagePicker';
import { UploadDialog } from './UploadDialog';

/** /courses/:courseId/groundcontrol: the course's assessment management (spec 2, "Ground control"). */
export default function GroundControl() {
  const overviews = useAssessmentOverviews();
  const refresh = useRefreshAssessments();
  const [uploading, setUploading] = useState(false);

  let content: ReactNode;
  if (overviews.data) {
    content =
      overviews.data.length === 0 ? (
        <NonIdealState title="There are no assessments." />
      ) : (
        <AssessmentsGrid assessments={overviews.data} />
      );
  } else if (overviews.isError) {
    content = <NonIdealState title="Could not load the assessments" />;
  } else {
    content = <NonIdealState icon={<Spinner />} title="Fetching assessment..." />;
  }

  return (
    <main className={`sa-page ${styles.page}`} aria-label="Ground Control">
      <div className={styles.toolbar}>
        <Button icon={<UploadIcon />} text="Upload assessment" onClick={() => setUploading(true)} />
        <SublanguagePicker />
        <Button
          icon={<RefreshIcon />}
          text="Refresh assessments"
          loading={overviews.isFetching}
          onClick={() => void refresh()}
        />
        {/* Teams of the assessments whose team size is above 1. */}
        <Link to="../teamformation" relative="path" className={Classes.BUTTON}>
          <PeopleIcon />
          <span className={Classes.BUTTON_TEXT}>Team Formation</span>
        </Link>
      </div>
      {content}
      <UploadDialog isOpen={uploading} onClose={() => setUploading(false)} />
    </main>
  );
}
