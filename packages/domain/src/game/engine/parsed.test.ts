/** Checkpoint texts through the parser and then the engine: what a player of the real files sees. */
import { describe, expect, it } from 'vitest';
import { parseCheckpoint } from '../parser';
import { defaultGameSaveState, defaultUserSaveState } from '../progression';
import { createGameSession } from './session';
import { environment, labels, press } from './test-checkpoints';

const DEFAULT = `locations
    dock, /locations/dock/normal.png, Docking Bay
    lab, /locations/lab/normal.png, Research Lab
dock
    modes: explore
lab
    modes: explore, talk
`;

const CP1 = `startingLoc: dock
objectives
    metRobo
gameStartActions
    show_dialogue(arrival)
dock
    bgm
        hum, /bgm/Hum.mp3, 0.4
    objects
        + hatch, /objects/hatch/closed.png, 1500, 600, 200, 300
            change_location_to*(lab)
lab
    talkTopics: greet
    characters
        + robo, Robo, idle, right
    boundingBoxes
        + console, 400, 500, 160, 120
            show_dialogue*(consoleText) if !checklist.metRobo
dialogues
    arrival, Arrival
        @you
        Where am I?
    greet, Say hello to Robo
        0
        @robo, happy, right
        Hello, {name}! New here?
          prompt: Are you new?
              Yes -> goto 1
              No -> goto 2
        1
        @robo
        Welcome aboard.
            complete_objective(metRobo)
        2
        @robo, sad
        Then read the console.
    consoleText
        The screen reads: TALK TO ROBO.
`;

const CP2 = `startingLoc: lab
objectives
    done
lab
    actions
        show_dialogue(bye)
        complete_objective(done)
dialogues
    bye
        See you soon.
`;

const CLASSIC = `locations
    yard, /locations/yard.png, Yard
    shed, /locations/shed.png, Shed
yard
    modes: menu, explore, move
    nav: shed
shed
    modes: menu, explore, move
    nav: yard
    objects
        + box, /objects/box.png, 100, 100
            obtain_collectible(cookie)
            complete_objective(found)
`;

const CLASSIC_CP = `startingLoc: yard
objectives
    found
`;

function session(defaults: string, text: string) {
  return createGameSession(
    parseCheckpoint(defaults, text),
    defaultGameSaveState(),
    defaultUserSaveState(),
    environment({ awardTitles: new Map([['cookie', 'Space Cookie']]) }),
  );
}

/** Presses each label in turn, then reports whether the checkpoint finished. */
function playThrough(game: ReturnType<typeof session>, script: string[]): boolean {
  game.start();
  for (const label of script) press(game, label);
  return game.view().finished;
}

describe('parsed checkpoints played by their controls', () => {
  it('plays the game-facts 1.7 example to its end', () => {
    const game = session(DEFAULT, CP1);
    const script = ['Next', 'Next', 'Hatch', 'Next', 'Talk', 'Say hello to Robo', 'Yes', 'Next'];
    expect(playThrough(game, script)).toBe(true);
  });

  it('plays the minimal chapter second checkpoint: the goodbye, then the location name', () => {
    const game = session(DEFAULT, CP2);
    expect(game.start().view.dialogue?.text).toBe('See you soon.');
    press(game, 'Next');
    expect(game.view().notice).toBe('Research Lab');
    expect(press(game, 'Next').view.finished).toBe(true);
  });

  it('plays a classic file through Menu, Move and Explore', () => {
    const game = session(CLASSIC, CLASSIC_CP);
    game.start();
    press(game, 'Next');
    expect(labels(game)).toEqual(['Explore', 'Move']);
    press(game, 'Move');
    press(game, 'Shed');
    press(game, 'Next');
    press(game, 'Explore');
    press(game, 'Box');
    expect(game.view().notice).toBe('Obtained Space Cookie');
    expect(press(game, 'Next').view.finished).toBe(true);
    expect(game.snapshot().user.collectibles).toEqual(['cookie']);
  });
});
