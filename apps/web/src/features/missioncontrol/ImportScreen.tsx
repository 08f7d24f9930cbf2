import { Alert, Button, Callout, Card, Classes, FileInput, H2, H3 } from '@blueprintjs/core';
import { newMission, readAssessmentXml, type XmlAssessment } from '@sa/domain';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Markdown } from '../../app/markdown/Markdown';
import styles from './missioncontrol.module.css';
import { missionControlPath } from './paths';
import { clearMission, type MissionOverview, overviewOf, type StoredMission, saveMission } from './storage';
import { MISSION_TEXTS as T } from './texts';

type Outcome = { ok: true } | { ok: false; reason: string } | { ok: 'unsaved' };

export interface ImportScreenProps {
  stored: StoredMission;
  onStored(stored: StoredMission): void;
}

/**
 * The import and creation screen (spec 3 section 2.5): the trusted-source warning, 'Import XML'
 * (saved at once; an invalid file changes nothing), a blank new mission, and the saved mission's
 * overview card opening the editor.
 */
export function ImportScreen({ stored, onStored }: ImportScreenProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [askingNew, setAskingNew] = useState(false);

  const store = (mission: XmlAssessment, name: string, previous?: MissionOverview): boolean => {
    const saved = saveMission(mission, overviewOf(mission, name, previous));
    if (!saved.ok) {
      setOutcome({ ok: 'unsaved' });
      return false;
    }
    onStored({ kind: 'saved', mission, overview: saved.overview });
    return true;
  };

  const importFile = async (file: File) => {
    setFileName(file.name);
    const read = readAssessmentXml(await file.text());
    if (!read.ok) return setOutcome({ ok: false, reason: read.error });
    if (store(read.assessment, file.name)) setOutcome({ ok: true });
  };

  const startNew = () => {
    setAskingNew(false);
    const mission = newMission();
    if (store(mission, '')) void navigate(missionControlPath(0));
  };

  return (
    <main className={styles.importScreen} aria-labelledby={`${inputId}-title`}>
      <H2 id={`${inputId}-title`}>Mission Control</H2>
      <Callout intent="warning" title="Trusted sources only">
        {T.trustWarning}
      </Callout>
      <div className={styles.importRow}>
        <label htmlFor={inputId} className={styles.importLabel}>
          {T.importLabel}
        </label>
        <FileInput
          text={fileName ?? 'Choose an XML file...'}
          inputProps={{ id: inputId, accept: '.xml,text/xml,application/xml', 'aria-label': T.importLabel }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file picked again after a fix still fires a change.
            event.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button
          icon="add"
          text={T.newMission}
          onClick={() => (stored.kind === 'saved' ? setAskingNew(true) : startNew())}
        />
      </div>
      <output aria-live="polite" className={styles.outcome}>
        {outcome?.ok === true && <Callout intent="success">{T.importSuccess}</Callout>}
        {outcome?.ok === false && (
          <Callout intent="danger" title={T.importInvalid}>
            {outcome.reason}
          </Callout>
        )}
        {outcome?.ok === 'unsaved' && <Callout intent="danger">{T.saveError}</Callout>}
      </output>
      {stored.kind === 'broken' && (
        <Callout intent="danger" title={T.loadError}>
          The mission saved in this browser cannot be read. Import an XML file or start a new mission to
          replace it.
          <Button
            variant="minimal"
            text="Discard the saved copy"
            onClick={() => {
              clearMission();
              onStored({ kind: 'none' });
            }}
          />
        </Callout>
      )}
      {stored.kind === 'none' && <p>{T.noSavedMission}</p>}
      {stored.kind === 'saved' && (
        <OverviewCard overview={stored.overview} questions={stored.mission.questions.length} />
      )}
      <Alert
        isOpen={askingNew}
        intent="warning"
        confirmButtonText="Replace"
        cancelButtonText="Cancel"
        onConfirm={startNew}
        onCancel={() => setAskingNew(false)}
      >
        <p>A new mission replaces the one saved in this browser. Export it first to keep it.</p>
      </Alert>
    </main>
  );
}

function OverviewCard({ overview, questions }: { overview: MissionOverview; questions: number }) {
  return (
    <Card className={styles.overview} aria-label={`Saved mission: ${overview.title}`} role="region">
      {overview.coverImage !== '' && <img src={overview.coverImage} alt="" className={styles.cover} />}
      <div>
        <H3>{overview.title}</H3>
        <p>
          {overview.number} · {questions} {questions === 1 ? 'question' : 'questions'} · Max XP{' '}
          {overview.maxXp}
        </p>
        {overview.shortSummary !== '' && <Markdown text={overview.shortSummary} />}
        <Link to={missionControlPath(0)} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          Edit Mission
        </Link>
      </div>
    </Card>
  );
}
