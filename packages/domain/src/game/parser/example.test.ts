/** game-facts 1.7's example, both files, parsed field by field. */
import { describe, expect, it } from 'vitest';
import { parseCheckpoint } from './checkpoint';

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
            change_location_to*(lab)      // classic: use "nav: lab" + move mode
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

describe('the game-facts 1.7 example', () => {
  const cp = parseCheckpoint(DEFAULT, CP1);

  it('reads the start, objectives and start actions', () => {
    expect(cp.startingLoc).toBe('dock');
    expect(cp.objectives).toEqual(['metRobo']);
    expect(cp.tasks).toEqual([]);
    expect(cp.gameStartActionIds).toEqual(['action#1']);
    expect(cp.actions['action#1']).toEqual({
      id: 'action#1',
      type: 'show_dialogue',
      params: ['arrival'],
      conditions: [],
      repeatable: false,
      line: 5,
    });
    expect(cp.checkpointCompleteActionIds).toEqual([]);
  });

  it('declares the locations in the default file and adds the modes of both files', () => {
    expect(Object.keys(cp.locations)).toEqual(['dock', 'lab']);
    expect(cp.locations.dock).toEqual({
      id: 'dock',
      name: 'Docking Bay',
      assetKey: '/locations/dock/normal.png',
      look: { kind: 'image' },
      modes: ['explore'],
      navigation: [],
      talkTopics: [],
      objects: ['hatch'],
      boundingBoxes: [],
      characters: [],
      bgmKey: 'hum',
      actionIds: [],
    });
    expect(cp.locations.lab?.modes).toEqual(['explore', 'talk']);
    expect(cp.locations.lab?.talkTopics).toEqual(['greet']);
    expect(cp.locations.lab?.characters).toEqual(['robo']);
    expect(cp.locations.lab?.boundingBoxes).toEqual(['console']);
    expect(cp.locations.lab?.bgmKey).toBeUndefined();
  });

  it('reads the hatch with its repeatable change_location_to', () => {
    expect(cp.objects.hatch).toEqual({
      id: 'hatch',
      assetKey: '/objects/hatch/closed.png',
      look: { kind: 'image' },
      x: 1500,
      y: 600,
      width: 200,
      height: 300,
      actionIds: ['action#2'],
    });
    expect(cp.actions['action#2']).toMatchObject({
      type: 'change_location_to',
      params: ['lab'],
      repeatable: true,
      conditions: [],
      line: 11,
    });
  });

  it('reads the console box with its negated condition', () => {
    expect(cp.boundingBoxes.console).toEqual({
      id: 'console',
      x: 400,
      y: 500,
      width: 160,
      height: 120,
      actionIds: ['action#3'],
    });
    expect(cp.actions['action#3']).toMatchObject({
      type: 'show_dialogue',
      params: ['consoleText'],
      repeatable: true,
      conditions: [{ kind: 'checklist', id: 'metRobo', negate: true }],
    });
  });

  it('reads robo, his expressions and the hum', () => {
    expect(cp.characters.robo).toEqual({
      id: 'robo',
      name: 'Robo',
      defaultExpression: 'idle',
      defaultPosition: 'right',
      scale: 1,
    });
    expect(cp.expressions).toEqual({ robo: ['idle', 'happy', 'sad'] });
    expect(cp.sounds).toEqual({ hum: { key: 'hum', path: '/bgm/Hum.mp3', volume: 0.4, kind: 'bgm' } });
  });

  it('reads the dialogues: titles, parts, speakers, prompt choices and actions', () => {
    expect(cp.dialogues.arrival).toEqual({
      id: 'arrival',
      title: 'Arrival',
      parts: { '0': [{ text: 'Where am I?', speaker: { id: 'you' }, actionIds: [] }] },
    });
    const greet = cp.dialogues.greet;
    expect(greet?.title).toBe('Say hello to Robo');
    expect(Object.keys(greet?.parts ?? {})).toEqual(['0', '1', '2']);
    expect(greet?.parts['0']).toEqual([
      {
        text: 'Hello, {name}! New here?',
        speaker: { id: 'robo', expression: 'happy', position: 'right' },
        actionIds: [],
        prompt: {
          question: 'Are you new?',
          choices: [
            { text: 'Yes', part: '1' },
            { text: 'No', part: '2' },
          ],
        },
      },
    ]);
    expect(greet?.parts['1']).toEqual([
      { text: 'Welcome aboard.', speaker: { id: 'robo', position: 'middle' }, actionIds: ['action#4'] },
    ]);
    expect(cp.actions['action#4']).toMatchObject({ type: 'complete_objective', params: ['metRobo'] });
    expect(greet?.parts['2']).toEqual([
      {
        text: 'Then read the console.',
        speaker: { id: 'robo', expression: 'sad', position: 'middle' },
        actionIds: [],
      },
    ]);
    expect(cp.dialogues.consoleText).toEqual({
      id: 'consoleText',
      title: 'Console Text',
      parts: { '0': [{ text: 'The screen reads: TALK TO ROBO.', actionIds: [] }] },
    });
  });

  it('numbers actions across both files in parse order', () => {
    const withDefaultAction = DEFAULT.replace(
      '    modes: explore\n',
      '    modes: explore\n    actions\n        delay(1)\n',
    );
    const both = parseCheckpoint(withDefaultAction, CP1);
    expect(both.locations.dock?.actionIds).toEqual(['action#1']);
    expect(both.gameStartActionIds).toEqual(['action#2']);
    expect(both.objects.hatch?.actionIds).toEqual(['action#3']);
  });
});
