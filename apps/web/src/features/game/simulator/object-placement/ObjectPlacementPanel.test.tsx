import type { RouteSpec } from '@sa/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteCaller } from '../../../../api/call';
import { createServices, ServicesProvider } from '../../../../app/services';
import { createToastNotifier } from '../../../../app/toaster';
import { createFakeBackend } from '../../../../test/fakeBackend';
import { createA11yStore } from '../../a11y/a11yStore';
import type { SimulatorStage } from '../modes';
import type { PlacementController } from './controller';
import { ObjectPlacementPanel } from './ObjectPlacementPanel';
import type { PlacementStageServices, PlacementStarter } from './stage';

const FILES: Record<string, string[]> = {
  locations: ['locations/dock.png'],
  objects: ['objects/crate.png', 'objects/robo/robo.happy.png'],
};

const fakeCall = (async (_route: RouteSpec, input?: { params?: { folder?: string } }) =>
  FILES[input?.params?.folder ?? ''] ?? []) as unknown as RouteCaller;

/**
 * The panel with a starter that draws nothing (happy-dom has no canvas) but keeps what the
 * canvas is given: the panel's controller, driven here as the Phaser scene drives it.
 */
function setup() {
  const services = {
    ...createServices({ notifier: createToastNotifier().notifier, fetch: createFakeBackend().fetch }),
  };
  services.call = fakeCall;
  const stage: SimulatorStage = { parent: document.createElement('div'), a11y: createA11yStore() };
  const destroy = vi.fn();
  const given: { parent?: HTMLElement; services?: PlacementStageServices } = {};
  const start: PlacementStarter = (parent, stageServices) => {
    given.parent = parent;
    given.services = stageServices;
    return { destroy };
  };
  const back = vi.fn();
  render(
    <ServicesProvider services={services}>
      <ObjectPlacementPanel
        courseId={7}
        prefix="courses/7/"
        stage={stage}
        back={back}
        starter={async () => start}
      />
    </ServicesProvider>,
  );
  const controller = async (): Promise<PlacementController> => {
    await waitFor(() => expect(given.services).toBeDefined());
    if (!given.services) throw new Error('not started');
    return given.services.controller;
  };
  return { user: userEvent.setup(), stage, destroy, back, given, controller };
}

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Cursor mode' }));
const pressed = () =>
  toolbar()
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

/** Places a crate and draws a box through the controller, as clicks on the canvas would. */
async function placeSome(controller: PlacementController) {
  act(() => {
    controller.choose('objects/crate.png');
    controller.setMode('addObject');
    controller.pointerDown({ x: 100.4, y: 200.6 }, false);
    controller.pointerUp({ x: 100.4, y: 200.6 });
    controller.setMode('drawBox');
    controller.pointerDown({ x: 10, y: 10 }, false);
    controller.pointerMove({ x: 60, y: 30 });
    controller.pointerUp({ x: 110, y: 50 });
  });
}

describe('Object Placement', () => {
  it('offers the cursor modes by name with the current one pressed', async () => {
    const { user } = setup();
    for (const name of [
      'Set background',
      'Add selected object',
      'Draw bounding boxes',
      'Drag or resize',
      'Print coordinates',
      'Erase all',
    ]) {
      expect(toolbar().getByRole('button', { name })).toBeTruthy();
    }
    expect(pressed()).toEqual(['Set background']);
    await user.click(toolbar().getByRole('button', { name: 'Draw bounding boxes' }));
    expect(pressed()).toEqual(['Draw bounding boxes']);
    await user.click(toolbar().getByRole('button', { name: 'Drag or resize' }));
    expect(pressed()).toEqual(['Drag or resize']);
  });

  it('starts the canvas on the stage with course file addresses, and Back destroys it', async () => {
    const { user, stage, given, destroy, back } = setup();
    await waitFor(() => expect(given.parent).toBe(stage.parent));
    expect(given.services?.urlOf('objects/robo/robo.happy.png')).toBe(
      '/assets/courses/7/objects/robo/robo.happy.png',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(destroy).toHaveBeenCalled();
    expect(back).toHaveBeenCalled();
  });

  it('prints the lines to paste for what was placed, and copies them', async () => {
    const { user, controller } = setup();
    await placeSome(await controller());
    await user.click(toolbar().getByRole('button', { name: 'Print coordinates' }));
    const area = screen.getByRole('textbox', {
      name: 'Coordinates to paste under a location',
    }) as HTMLTextAreaElement;
    expect(area.readOnly).toBe(true);
    expect(area.value).toBe(
      [
        '    objects',
        '        + crate, /objects/crate.png, 100, 201',
        '    boundingBoxes',
        '        + box1, 60, 30, 100, 40',
      ].join('\n'),
    );
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(write).toHaveBeenCalledWith(area.value);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('asks before Erase all, and keeps everything when cancelled', async () => {
    const { user, controller } = setup();
    await placeSome(await controller());
    const list = () => within(screen.getByRole('region', { name: 'Placed items' }));
    expect(list().getAllByRole('listitem')).toHaveLength(2);

    await user.click(toolbar().getByRole('button', { name: 'Erase all' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Erase the background and every placed object and bounding box?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(list().getAllByRole('listitem')).toHaveLength(2);

    await user.click(toolbar().getByRole('button', { name: 'Erase all' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase all' }),
    );
    expect(list().queryAllByRole('listitem')).toHaveLength(0);
    expect(list().getByText('Nothing is placed yet.')).toBeTruthy();
  });

  it('lets a keyboard user select, scale and remove what is placed', async () => {
    const { user, controller } = setup();
    const ctl = await controller();
    await placeSome(ctl);
    const list = within(screen.getByRole('region', { name: 'Placed items' }));
    const crate = list.getByRole('button', { name: /^Object crate/ });
    await user.click(crate);
    expect(crate.getAttribute('aria-pressed')).toBe('true');
    // The crate's image has no known size until the canvas loads it; the canvas reports it.
    act(() => ctl.reportSize('/objects/crate.png', { width: 100, height: 50 }));
    await user.click(list.getByRole('button', { name: 'Grow' }));
    expect(list.getByRole('button', { name: /^Object crate/ }).textContent).toBe(
      'Object crate (objects/crate.png) at 100, 201, 102 by 51',
    );
    await user.click(list.getByRole('button', { name: 'Shrink' }));
    expect(ctl.getSnapshot().state.objects[0]?.width).toBeCloseTo(100);
    await user.click(list.getByRole('button', { name: 'Remove' }));
    expect(list.queryByRole('button', { name: /^Object crate/ })).toBeNull();
    expect(list.getByRole('button', { name: /^Bounding box box1/ })).toBeTruthy();
    expect((list.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('places the file chosen in the asset tree and says so beside the canvas', async () => {
    const { user, controller, stage } = setup();
    const ctl = await controller();
    await user.click(await screen.findByRole('button', { name: 'objects' }));
    await user.click(await screen.findByRole('button', { name: 'robo' }));
    await user.click(screen.getByRole('button', { name: 'robo.happy.png' }));
    await user.click(toolbar().getByRole('button', { name: 'Add selected object' }));
    act(() => ctl.pointerDown({ x: 960, y: 540 }, false));
    expect(stage.a11y.getSnapshot()).toEqual({
      scene: 'Story Simulator',
      lines: [
        'Cursor mode: Add selected object',
        'Chosen file: objects/robo/robo.happy.png',
        'No background',
        'Object robo_happy (objects/robo/robo.happy.png) at 960, 540',
        'Selected: robo_happy',
      ],
      controls: [],
    });
  });

  it('tells the accessible layer what a drag did once it ends, not at each step', async () => {
    const { controller, stage } = setup();
    const ctl = await controller();
    act(() => ctl.setMode('drawBox'));
    const before = stage.a11y.getSnapshot();
    act(() => {
      ctl.pointerDown({ x: 0, y: 0 }, false);
      ctl.pointerMove({ x: 50, y: 50 });
    });
    expect(stage.a11y.getSnapshot()).toBe(before);
    act(() => ctl.pointerUp({ x: 50, y: 50 }));
    expect(stage.a11y.getSnapshot()?.lines).toContain('Bounding box box1 at 25, 25, 50 by 50');
  });
});
