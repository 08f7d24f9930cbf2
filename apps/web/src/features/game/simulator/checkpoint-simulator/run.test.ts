import { describe, expect, it, vi } from 'vitest';
import type { PlayRequest } from '../../scenes/keys';
import type { SimulationExits } from '../../services';
import { type RunOptions, runSimulation } from './run';
import type { ChosenFile } from './storage';

const DEFAULT: ChosenFile = { name: 'default.txt', text: 'locations\n    dock, /dock.png, Dock\n' };
const good = (name: string, objective: string): ChosenFile => ({
  name,
  text: `startingLoc: dock\nobjectives\n    ${objective}\n`,
});

/** A run over `files` with a game that records what it is asked to play. */
function setup(files: RunOptions['files']) {
  const played: PlayRequest[] = [];
  const destroy = vi.fn();
  let exits: SimulationExits | null = null;
  const log: string[] = [];
  const start = vi.fn(async (given: SimulationExits, first: PlayRequest) => {
    exits = given;
    played.push(first);
    return { play: (request: PlayRequest) => played.push(request), destroy };
  });
  const run = runSimulation({
    defaultFile: DEFAULT,
    files,
    start,
    playing: (name) => log.push(`playing ${name}`),
    failed: (problem) => log.push(`failed ${problem.message} @ ${problem.where}`),
    ended: (reached) => log.push(`ended ${reached}`),
  });
  const end = () => {
    if (!exits) throw new Error('not started');
    return exits;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { run, played, destroy, start, log, end, settle };
}

const objectives = (request: PlayRequest | undefined) => request?.simulation?.checkpoint.objectives;

describe('a simulation run', () => {
  it('plays each file in order in one game, at chapter and checkpoint -1, then hands back', async () => {
    const t = setup([async () => good('a.txt', 'first'), async () => good('b.txt', 'second')]);
    await t.settle();
    expect(t.start).toHaveBeenCalledTimes(1);
    expect(t.played[0]).toMatchObject({ chapter: -1, checkpoint: -1 });
    expect(objectives(t.played[0])).toEqual(['first']);
    expect(t.log).toEqual(['playing a.txt']);
    t.end().checkpointDone();
    await t.settle();
    expect(t.start).toHaveBeenCalledTimes(1);
    expect(objectives(t.played[1])).toEqual(['second']);
    expect(t.played[1]).toMatchObject({ chapter: -1, checkpoint: -1 });
    expect(t.destroy).not.toHaveBeenCalled();
    t.end().checkpointDone();
    await t.settle();
    expect(t.log).toEqual(['playing a.txt', 'playing b.txt', 'ended true']);
    expect(t.destroy).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the first file does not parse', async () => {
    const t = setup([async () => ({ name: 'bad.txt', text: 'dock\n    modes: fly\n' })]);
    await t.settle();
    expect(t.start).not.toHaveBeenCalled();
    expect(t.log).toEqual(['failed Invalid location mode, fly @ Checkpoint text (bad.txt), line 2']);
  });

  it('stops the game at a later file that does not parse or load', async () => {
    const t = setup([
      async () => good('a.txt', 'first'),
      async () => {
        throw new Error('Could not load stories/gone.txt');
      },
      async () => good('c.txt', 'never'),
    ]);
    await t.settle();
    t.end().checkpointDone();
    await t.settle();
    expect(t.destroy).toHaveBeenCalledTimes(1);
    expect(t.log).toEqual(['playing a.txt', 'failed Could not load stories/gone.txt @ null']);
    t.end().checkpointDone();
    await t.settle();
    expect(t.played).toHaveLength(1);
  });

  it('hands back unreached when the player leaves, and ignores the game after a stop', async () => {
    const t = setup([async () => good('a.txt', 'first'), async () => good('b.txt', 'second')]);
    await t.settle();
    t.end().leave();
    expect(t.log).toEqual(['playing a.txt', 'ended false']);
    expect(t.destroy).toHaveBeenCalledTimes(1);
    t.end().checkpointDone();
    await t.settle();
    expect(t.played).toHaveLength(1);
    t.run.stop();
    expect(t.destroy).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when stopped before the file was read', async () => {
    const t = setup([async () => good('a.txt', 'first')]);
    t.run.stop();
    await t.settle();
    expect(t.start).not.toHaveBeenCalled();
    expect(t.log).toEqual([]);
  });

  it('destroys a game that finished starting (Phaser loading) after the run was stopped', async () => {
    const gate: { release?: () => void } = {};
    const destroy = vi.fn();
    const log: string[] = [];
    const run = runSimulation({
      defaultFile: DEFAULT,
      files: [async () => good('a.txt', 'first')],
      start: () =>
        new Promise((resolve) => {
          gate.release = () => resolve({ play: () => undefined, destroy });
        }),
      playing: (name) => log.push(name),
      failed: () => log.push('failed'),
      ended: () => log.push('ended'),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.release).toBeDefined();
    run.stop();
    expect(destroy).not.toHaveBeenCalled();
    gate.release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(log).toEqual([]);
  });
});
