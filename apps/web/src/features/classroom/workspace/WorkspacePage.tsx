import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Navigate, useLocation } from 'react-router';
import { useOptionalDeployment } from '../../../app/deployment';
import { useNotifier } from '../../../app/toaster';
import { type GitHubConnection, useGitHubConnection } from '../../../lib/github/session';
import { CLASSROOM_PATHS, type EditorRouteState } from '../routeState';
import { MissionWorkspace } from './MissionWorkspace';
import { WORKSPACE_TEXTS } from './texts';
import { useMissionLoad } from './useMission';

const DEFAULT_API_URL = 'https://api.github.com';

function routeState(state: unknown): EditorRouteState {
  return typeof state === 'object' && state !== null ? (state as EditorRouteState) : {};
}

/**
 * /githubassessments/editor (spec 3 section 2.4): the mission of the repository the listing
 * handed over in the navigation state, or a new mission without one. Needs a GitHub session.
 */
export default function WorkspacePage() {
  const location = useLocation();
  const connection = useGitHubConnection();
  const apiUrl = useOptionalDeployment()?.github.apiUrl ?? DEFAULT_API_URL;
  if (!connection) return <Navigate replace to={CLASSROOM_PATHS.login} />;
  // A new navigation to the editor (another mission) starts afresh.
  return (
    <LoadedMission
      key={location.key}
      state={routeState(location.state)}
      connection={connection}
      apiUrl={apiUrl}
    />
  );
}

function LoadedMission(props: { state: EditorRouteState; connection: GitHubConnection; apiUrl: string }) {
  const { state, connection, apiUrl } = props;
  const data = state.missionRepoData;
  const repo = data ? { owner: data.owner, name: data.name } : null;
  const load = useMissionLoad(repo, connection, apiUrl, useNotifier());
  if (load.status === 'loading') return <NonIdealState icon={<Spinner />} title={WORKSPACE_TEXTS.loading} />;
  if (load.status === 'failed') return <NonIdealState icon="error" title={WORKSPACE_TEXTS.loadFailed} />;
  return (
    <MissionWorkspace
      repo={repo}
      copy={{ loaded: load.loaded, baseline: load.baseline }}
      connection={connection}
      apiUrl={apiUrl}
      dueDate={state.dueDate}
      title={state.title}
    />
  );
}
