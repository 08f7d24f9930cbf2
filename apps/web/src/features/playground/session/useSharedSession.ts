import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOptionalDeployment } from '../../../app/deployment';
import { useServices } from '../../../app/services';
import { useSession, viewOf } from '../../../app/session/hooks';
import type { WorkspaceHandle } from '../../../workspace/context';
import { createEditorExtensionSlot } from '../../../workspace/editor/extensionSlot';
import { createSessionBackend, socketBase } from './backend';
import { createSessionController, type SessionController } from './controller';
import type { SessionState } from './sessionState';
import { sessionUser } from './userColor';

/** The address parameter that carries a session's id: `/playground?session={id}` is its invitation. */
export const SESSION_PARAM = 'session';

export interface SharedSession {
  controller: SessionController;
  state: SessionState;
  /** Sessions need a signed-in user (the service wants a token) and the deployment's address. */
  available: boolean;
}

/**
 * The playground's shared-editing session for the page's lifetime (the control bar's Session
 * control only shows it: on a phone the controls live in a popover that comes and goes). Joins
 * the session the address names, and keeps `?session=` in step with the session joined.
 */
export function useSharedSession(handle: WorkspaceHandle): SharedSession {
  const services = useServices();
  const deployment = useOptionalDeployment();
  const snapshot = useSession();
  const view = viewOf(snapshot);
  const location = useLocation();
  const navigate = useNavigate();

  // The controller is built once; what it reads of the page (sign-in, address) comes through refs.
  const live = useRef({ services, deployment, snapshot, view, location, navigate });
  live.current = { services, deployment, snapshot, view, location, navigate };

  const [controller] = useState(() =>
    createSessionController({
      store: handle.store,
      extensions: handle.editorExtensions ?? createEditorExtensionSlot(),
      backend() {
        const { deployment, services, view } = live.current;
        if (!deployment || !view.signedIn) return null;
        return createSessionBackend({
          baseUrl: new URL(deployment.sharedbBackendUrl, window.location.origin).toString(),
          fetch: services.api.authorizedFetch,
        });
      },
      async connect(id, events) {
        const { deployment, services, view, snapshot } = live.current;
        if (!deployment || !view.name) return null;
        const userKey = String(snapshot.profile?.user.userId ?? view.name);
        // Yjs, its websocket and editor binding load with the first session, not with the page.
        const { connectSession } = await import('./connection');
        return connectSession({
          socketBase: socketBase(deployment.sharedbBackendUrl, window.location.origin),
          id,
          accessToken: () => services.session.getSnapshot().tokens?.accessToken,
          refresh: () => services.api.refreshOnce(),
          user: sessionUser(view.name, userKey),
          ...events,
        });
      },
      notify: (message) => live.current.services.notifier.show(message),
      onAddress(id) {
        const { location, navigate } = live.current;
        const params = new URLSearchParams(location.search);
        if ((params.get(SESSION_PARAM) ?? null) === id) return;
        if (id === null) params.delete(SESSION_PARAM);
        else params.set(SESSION_PARAM, id);
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true },
        );
      },
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  // The address is the invitation: a session named there is joined (after signing in, see the
  // guards), and going back to an address without one leaves.
  const wanted = new URLSearchParams(location.search).get(SESSION_PARAM);
  const available = deployment !== null && view.signedIn;
  useEffect(() => {
    if (!available) return;
    const joined = 'id' in controller.getState();
    if (wanted) void controller.join(wanted);
    else if (joined) controller.leave();
  }, [wanted, available, controller]);

  // Signing out ends the session: the socket's token is no longer valid.
  useEffect(() => {
    if (!available) controller.dispose();
  }, [available, controller]);
  useEffect(() => () => controller.dispose(), [controller]);

  return { controller, state, available };
}
