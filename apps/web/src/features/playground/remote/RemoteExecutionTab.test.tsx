import type { Device } from '@sa/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../../app/services';
import { createFakeBackend, json, text } from '../../../test/fakeBackend';
import { createWorkspaceStore } from '../../../workspace/state';
import { deviceEndpoints } from './api';
import { createRemoteController } from './controller';
import { RemoteExecutionTab } from './RemoteExecutionTab';
import { fakeLinks } from './test/fakeLink';

const ROBBIE: Device = { id: 1, title: 'Robbie', type: 'EV3', secret: 'robbie-secret' };

function setup(devices: Device[] = [ROBBIE], signedIn = true) {
  const backend = createFakeBackend({
    'GET devices': () => json(devices),
    'GET devices/1/ws_endpoint': () =>
      json({
        endpoint: 'ws://localhost/mqtt?credential=c',
        thingName: 'source-academy:1',
        clientNamePrefix: 'p-',
      }),
  });
  const notices: string[] = [];
  const notifier = { show: (message: string) => notices.push(message) };
  const services = createServices({ notifier, fetch: backend.fetch });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  const store = createWorkspaceStore();
  const links = fakeLinks();
  const controller = createRemoteController({
    store,
    endpoint: (id) => deviceEndpoints(services.call).wsEndpoint(id),
    loadLinks: async () => links,
    notify: notifier.show,
  });
  render(
    <RemoteExecutionTab
      controller={controller}
      call={services.call}
      signedIn={signedIn}
      notify={notifier.show}
    />,
  );
  return { backend, notices, controller, links, store, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('row', { name });
const status = () => screen.getByRole('status', { name: 'Connection' });

describe('the Remote Execution tab', () => {
  it('asks a signed-out user to log in', () => {
    setup([], false);
    expect(screen.getByText('Please log in to execute on a remote device')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add new device' })).toBeNull();
  });

  it("lists the user's devices and shows NOT CONNECTED", async () => {
    setup();
    expect(await screen.findByRole('row', { name: 'Robbie' })).toBeTruthy();
    expect(within(row('Robbie')).getByText('Lego Mindstorms EV3')).toBeTruthy();
    expect(status().textContent).toContain('NOT CONNECTED');
  });

  it('adds a device with the dialog, checking name and secret first', async () => {
    const { backend, user } = setup([]);
    const added: Device = { id: 2, title: 'Brick', type: 'EV3', secret: 'brick-1' };
    backend.on('POST devices', () => {
      backend.on('GET devices', () => json([added]));
      return json(added);
    });
    await user.click(await screen.findByRole('button', { name: 'Add new device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new device' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name must not be empty')).toBeTruthy();
    expect(within(dialog).getByText('Secret must not be empty')).toBeTruthy();
    const type = within(dialog).getByLabelText('Type');
    expect([...type.querySelectorAll('option')].map((o) => o.value)).toEqual(['EV3']);
    await user.type(within(dialog).getByLabelText('Name'), 'Brick');
    await user.type(within(dialog).getByLabelText('Secret'), 'brick-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('row', { name: 'Brick' })).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Brick',
      type: 'EV3',
      secret: 'brick-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Failed to register: {text}' with the server's reason, keeping the dialog open", async () => {
    const { backend, notices, user } = setup([]);
    backend.on('POST devices', () => text('You have already registered this device', 409, 'Conflict'));
    await user.click(await screen.findByRole('button', { name: 'Add new device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new device' });
    await user.type(within(dialog).getByLabelText('Name'), 'Twin');
    await user.type(within(dialog).getByLabelText('Secret'), 'robbie-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(notices).toEqual(['Failed to register: You have already registered this device']),
    );
    expect(screen.getByRole('dialog', { name: 'Add new device' })).toBeTruthy();
  });

  it("says 'Failed to register: Not logged in.' when the session has ended meanwhile", async () => {
    const { backend, notices, user } = setup([]);
    backend.on('POST devices', () => text('Unauthorised', 401, 'Unauthorized'));
    backend.on('POST auth/refresh', () => text('Invalid refresh token', 401, 'Unauthorized'));
    await user.click(await screen.findByRole('button', { name: 'Add new device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new device' });
    await user.type(within(dialog).getByLabelText('Name'), 'Late');
    await user.type(within(dialog).getByLabelText('Secret'), 'late-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(notices).toContain('Failed to register: Not logged in.'));
  });

  it('edits the title only: the type is fixed and the secret read-only', async () => {
    const { backend, notices, user } = setup();
    backend.on('POST devices/1', () => text('Registration not found', 404, 'Not Found'));
    await user.click(
      within(await screen.findByRole('row', { name: 'Robbie' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit device' });
    expect((within(dialog).getByLabelText('Secret') as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText('Secret') as HTMLInputElement).value).toBe('robbie-secret');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).disabled).toBe(true);
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Robbie II');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toEqual(['Failed to edit: Registration not found']));
    expect(backend.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Robbie II' });
  });

  it("asks 'Really delete device?' before deleting, and says why a delete failed", async () => {
    const { backend, notices, user } = setup();
    const deleteCalls = () => backend.calls.filter((c) => c.method === 'DELETE');
    await user.click(
      within(await screen.findByRole('row', { name: 'Robbie' })).getByRole('button', { name: 'Delete' }),
    );
    const asking = await screen.findByRole('alertdialog');
    expect(asking.textContent).toContain('Really delete device?');
    await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(deleteCalls()).toEqual([]);

    backend.on('DELETE devices/1', () => text('Registration not found', 404, 'Not Found'));
    await user.click(within(row('Robbie')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices).toEqual(['Failed to delete: Registration not found']));
    expect(deleteCalls()).toHaveLength(1);
  });

  it('connects: CONNECTING, CONNECTED with the monitor, FAILED with its text, and Disconnect', async () => {
    const { controller, links, user } = setup();
    await user.click(
      within(await screen.findByRole('row', { name: 'Robbie' })).getByRole('button', { name: 'Connect' }),
    );
    await waitFor(() => expect(links.links).toHaveLength(1));
    expect(status().textContent).toContain('CONNECTING');
    const link = links.links[0];
    if (!link) throw new Error('no link');
    act(() => {
      link.emit('connected');
      link.emit('monitor', { kind: 'motor', port: 'A', type: 'lego-ev3-l-motor', position: 180, speed: 360 });
      link.emit('monitor', {
        kind: 'sensor',
        port: '4',
        type: 'lego-ev3-us',
        mode: 'US-DIST-CM',
        value: 255,
      });
    });
    expect(status().textContent).toContain('CONNECTED');
    const monitor = screen.getByRole('region', { name: 'Device monitor' });
    const motors = within(monitor).getByRole('table', { name: 'Motors' });
    expect(within(motors).getByRole('row', { name: /^A/ }).textContent).toBe('Alego-ev3-l-motor360180');
    const sensors = within(monitor).getByRole('table', { name: 'Sensors' });
    expect(within(sensors).getByText('Dist: 25.5cm')).toBeTruthy();

    act(() => link.emit('lost'));
    expect(status().textContent).toContain('FAILED');
    expect(status().textContent).toContain('Robbie is not responding');
    expect(screen.queryByRole('region', { name: 'Device monitor' })).toBeNull();

    await user.click(within(row('Robbie')).getByRole('button', { name: 'Disconnect' }));
    expect(status().textContent).toContain('NOT CONNECTED');
    expect(link.disconnected).toBe(true);
    expect(controller.getState().device).toBeNull();
  });

  it("says 'Could not retrieve MQTT endpoint' when the endpoint call fails", async () => {
    const { backend, notices, user } = setup();
    backend.on('GET devices/1/ws_endpoint', () => text('Registration not found', 404, 'Not Found'));
    await user.click(
      within(await screen.findByRole('row', { name: 'Robbie' })).getByRole('button', { name: 'Connect' }),
    );
    await waitFor(() => expect(status().textContent).toContain('FAILED'));
    expect(status().textContent).toContain('Could not retrieve MQTT endpoint');
    expect(notices).toEqual(['Could not retrieve MQTT endpoint']);
  });
});
