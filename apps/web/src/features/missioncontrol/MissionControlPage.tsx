import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { NotFound } from '../../app/pages/NotFound';
import { ImportScreen } from './ImportScreen';
import { MissionEditor } from './MissionEditor';
import { EDITED_MISSION_ID, missionControlPath, parseMissionRoute } from './paths';
import { loadMission, type StoredMission } from './storage';

/**
 * /mission-control/{assessmentId?}/{questionId?} (spec 3 section 2.5): with id -1 and a saved
 * mission, the editing workspace; otherwise the import and creation screen. The saved copy is read
 * once, and replaced by what the screens save, so a reload shows the last save.
 */
export default function MissionControlPage() {
  const params = useParams();
  const route = parseMissionRoute(params.assessmentId, params.questionId);
  const [stored, setStored] = useState<StoredMission>(() => loadMission());
  if (!route.ok) return <NotFound />;

  if (route.assessmentId === EDITED_MISSION_ID && stored.kind === 'saved') {
    const last = stored.mission.questions.length - 1;
    if (route.questionId > last) return <Navigate to={missionControlPath(last)} replace />;
    return (
      <MissionEditor
        saved={stored}
        questionIndex={route.questionId}
        onSaved={(mission, overview) => setStored({ kind: 'saved', mission, overview })}
      />
    );
  }
  return <ImportScreen stored={stored} onStored={setStored} />;
}
