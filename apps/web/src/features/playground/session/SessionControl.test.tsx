import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { createEditorExtensionSlot } from '../../../workspace/editor/extensionSlot';
import { createWorkspaceStore } from '../../../workspace/state';
import { createSessionBackend, socketBase } from './backend';
import { connectSession } from './connection';
import { createSessionController, type SessionController } from './controller';
import { SessionControl } from './SessionControl';
import {
  NodeWebSocket,
  startTestSessionServer,
  type TestSessionServer,
  withBearer,
} from './test/sessionServer';

settleTooltipTimersAfterAll();

let server: TestSessionServer;
beforeAll(async () => {
  server = await startTestSessionServer();
});
afterAll(() => server.close());

function controllerFor(messages: string[]): SessionController {
  const token = () => server.token;
  return createSessionController({
    store: createWorkspaceStore({ editorValue: 'display(1);' }),
    extensions: createEditorExtensionSlot(),
    backend: () => createSessionBackend({ baseUrl: server.baseUrl, fetch: withBearer(token) }),
    connect: async (id, events) =>
      connectSession({
        socketBase: socketBase(server.baseUrl, 'http://unused'),
        id,
        accessToken: token,
        refresh: async () => false,
        user: { name: 'Tester', color: '#2d72d2', colorLight: '#2d72d233' },
        WebSocketClass: NodeWebSocket,
        ...events,
      }),
    notify: (message) => messages.push(message),
    onAddress: () => undefined,
  });
}

function Control({ controller, available = true }: { controller: SessionController; available?: boolean }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return <SessionControl session={{ controller, state, available }} />;
}

describe('the Session control', () => {
  it('creates a session, shows its id and connection, and leaves it', async () => {
    const user = userEvent.setup();
    const controller = controllerFor([]);
    render(<Control controller={controller} />);
    await user.click(screen.getByRole('button', { name: 'Session' }));
    await user.click(await screen.findByRole('button', { name: 'Create new session' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    const id = screen.getByRole('textbox', { name: 'Session ID' });
    expect(id).toHaveProperty('value', expect.stringMatching(/^[A-Za-z0-9]{16}$/));
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('button', { name: 'Create new session' })).toBeTruthy();
    expect(controller.getState().phase).toBe('none');
  });

  it('says when the id to join names no session', async () => {
    const user = userEvent.setup();
    const messages: string[] = [];
    render(<Control controller={controllerFor(messages)} />);
    await user.click(screen.getByRole('button', { name: 'Session' }));
    const join = await screen.findByRole('button', { name: 'Join' });
    expect(join).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Session ID' }), 'NoSuchSession999');
    await user.click(join);
    await waitFor(() => expect(messages).toEqual(['Could not find a session with that ID.']));
    expect(screen.getByRole('button', { name: 'Create new session' })).toBeTruthy();
  });

  it('asks a signed-out visitor to log in', async () => {
    const user = userEvent.setup();
    render(<Control controller={controllerFor([])} available={false} />);
    await user.click(screen.getByRole('button', { name: 'Session' }));
    expect(await screen.findByText('Log in to edit a program together with others.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create new session' })).toBeNull();
  });
});
