/** Both file generations, the lexical rules and the finer line formats. */
import { describe, expect, it } from 'vitest';
import { CheckpointParseError } from '../checkpoint-types';
import { parseCheckpoint } from './checkpoint';

const CLASSIC_DEFAULT = `locations
    crashsite, /locations/crashsite.png, Crash Site
    hallway, /locations/hallway.png, Hallway, Sprite, 4
crashsite
    modes: menu, move
    nav: hallway
    preview: /locations/crashsite-small.png
hallway
    modes: move
    nav: crashsite
`;

const CLASSIC = `crashsite
    modes: explore, talk, move
    characters
        + scottie, Scottie, normal, left, 0.8
        beacon, Beacon, off, right
    actions
        add_item(characters, hallway, beacon)
        update_character(beacon, on)
        show_dialogue(intro)
dialogues
    intro
        @scottie, worried
        We crashed.
`;

const HEAD = `startingLoc: deck
locations
    deck, /locations/deck.png, Deck
    bridge, /locations/bridge.png, Bridge
deck
    modes: explore
    back: bridge
    objects
        + door, /objects/door.png, 100, 200
            change_location_to*(bridge)
        + terminal, /objects/terminal.png, 300, 400, 50, 60, Sprite, 3
            show_topics*()
        crate, /objects/crate.png, 500, 600
bridge
    modes: explore, talk
    talkTopics: chat
dialogues
    chat
        Hello.
`;

describe('file generations', () => {
  it('reads a classic file: all four modes, nav, preview, sprite locations, declared-only items', () => {
    const cp = parseCheckpoint(CLASSIC_DEFAULT, CLASSIC);
    const site = cp.locations.crashsite;
    expect(site?.modes).toEqual(['menu', 'move', 'explore', 'talk']);
    expect(site?.navigation).toEqual(['hallway']);
    expect(site?.previewKey).toBe('/locations/crashsite-small.png');
    expect(site?.characters).toEqual(['scottie']);
    expect(cp.locations.hallway?.look).toEqual({ kind: 'sprite', frames: 4 });
    expect(cp.locations.hallway?.navigation).toEqual(['crashsite']);
    expect(cp.characters.scottie).toEqual({
      id: 'scottie',
      name: 'Scottie',
      defaultExpression: 'normal',
      defaultPosition: 'left',
      scale: 0.8,
    });
    expect(cp.characters.beacon?.defaultPosition).toBe('right');
    expect(cp.expressions).toEqual({ scottie: ['normal', 'worried'], beacon: ['off', 'on'] });
    expect(site?.actionIds.map((id) => cp.actions[id]?.params)).toEqual([
      ['characters', 'hallway', 'beacon'],
      ['beacon', 'on'],
      ['intro'],
    ]);
  });

  it('reads a HEAD file: back, doors, chat objects, sprites with frame sizes', () => {
    const cp = parseCheckpoint('', HEAD);
    expect(cp.startingLoc).toBe('deck');
    expect(cp.locations.deck?.back).toBe('bridge');
    expect(cp.locations.deck?.objects).toEqual(['door', 'terminal']);
    expect(cp.objects.crate).toMatchObject({ x: 500, y: 600, actionIds: [] });
    expect(cp.objects.crate?.width).toBeUndefined();
    expect(cp.objects.terminal).toMatchObject({
      look: { kind: 'sprite', frames: 3 },
      width: 50,
      height: 60,
    });
    const [topics] = cp.objects.terminal?.actionIds ?? [];
    expect(cp.actions[topics ?? '']).toMatchObject({ type: 'show_topics', params: [], repeatable: true });
    expect(cp.dialogues.chat?.parts['0']).toEqual([{ text: 'Hello.', actionIds: [] }]);
  });
});

describe('lexical rules', () => {
  it('keeps later line numbers right after comments across lines', () => {
    const text = `/* a comment
over three
lines */ objectives   // trailing comment
    win

gameStartActions
    /* one */ complete_objective(win)
    fly(away)`;
    try {
      parseCheckpoint('', text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CheckpointParseError);
      expect(error).toMatchObject({ message: 'Invalid action type, fly', line: 8 });
    }
    const ok = parseCheckpoint('', text.replace('    fly(away)', ''));
    expect(ok.objectives).toEqual(['win']);
    expect(ok.actions['action#1']).toMatchObject({ type: 'complete_objective', line: 7 });
  });

  it('takes a tab or exactly four spaces as one level', () => {
    const tabs =
      'locations\n\tdock, /d.png, Dock\ndock\n\tobjects\n\t\t+ box, /b.png, 1, 2\n\t\t\tdelay*(2)   \n';
    const spaces = tabs.replaceAll('\t', '    ');
    for (const text of [tabs, spaces]) {
      const cp = parseCheckpoint('', text);
      expect(cp.locations.dock?.objects).toEqual(['box']);
      expect(cp.actions[cp.objects.box?.actionIds[0] ?? '']).toMatchObject({ type: 'delay', params: ['2'] });
    }
  });

  it('cuts an action line at the first "if" (the gotcha: an id like gift breaks it)', () => {
    const base = 'objectives\n    gift\ndialogues\n    gift\n        Hi.\ngameStartActions\n';
    expect(() => parseCheckpoint('', `${base}    show_dialogue(gift)`)).toThrow('Invalid condition type, t)');
    const cp = parseCheckpoint('', `${base}    delay(1) if checklist.gift AND !userstate.assessments.3`);
    expect(cp.actions['action#1']?.conditions).toEqual([
      { kind: 'checklist', id: 'gift', negate: false },
      { kind: 'userstate', userState: 'assessments', id: '3', negate: true },
    ]);
  });
});

describe('line formats', () => {
  it('splits tasks and dialogue titles with a limit, so commas stay in the last field', () => {
    const cp = parseCheckpoint(
      '',
      'tasks\n    t1, Find it, Look left, then right\ndialogues\n    d, Well, hello there\n        Hi.\n    long_story_time\n        Once.',
    );
    expect(cp.tasks).toEqual([{ id: 't1', title: 'Find it', description: 'Look left, then right' }]);
    expect(cp.dialogues.d?.title).toBe('Well, hello there');
    expect(cp.dialogues.long_story_time?.title).toBe('Long Story Time');
  });

  it('reads gotos with conditions and else, narrator lines and actions on a line', () => {
    const text = `objectives
    done
dialogues
    d
        0
        First.
        goto 2 if checklist.done AND quizScore.q.2 else 1
        1
        Second.
            complete_objective(done)
        2
        @narrator
        Last.
        goto 0
quizzes
    q
        0
            Which?
            ans: 0
            x
                This one
                @you
                Yes!
            y
                That one
        1
            And now?
            ans: 1
            x
                Left
            y
                Right
`;
    const cp = parseCheckpoint('', text);
    const parts = cp.dialogues.d?.parts ?? {};
    expect(parts['0']).toEqual([
      {
        text: 'First.',
        actionIds: [],
        goto: {
          part: '2',
          elsePart: '1',
          conditions: [
            { kind: 'checklist', id: 'done', negate: false },
            { kind: 'quizScore', id: 'q', atLeast: 2, negate: false },
          ],
        },
      },
    ]);
    expect(parts['1']).toEqual([{ text: 'Second.', actionIds: ['action#1'] }]);
    expect(parts['2']).toEqual([
      { text: 'Last.', speaker: { id: 'narrator' }, actionIds: [], goto: { part: '0', conditions: [] } },
    ]);
    expect(cp.quizzes.q).toEqual({
      id: 'q',
      questions: [
        {
          question: 'Which?',
          answer: 0,
          options: [
            { text: 'This one', reaction: [{ text: 'Yes!', speaker: { id: 'you' }, actionIds: [] }] },
            { text: 'That one', reaction: [] },
          ],
        },
        {
          question: 'And now?',
          answer: 1,
          options: [
            { text: 'Left', reaction: [] },
            { text: 'Right', reaction: [] },
          ],
        },
      ],
    });
  });

  it('makes the first bgm of a location its music and keeps every sound', () => {
    const text = `locations
    dock, /d.png, Dock
dock
    sfx
        ping, /sfx/ping.mp3, 0.5
    bgm
        first, /bgm/1.mp3, 0.4
        second, /bgm/2.mp3
`;
    const cp = parseCheckpoint('', text);
    expect(cp.locations.dock?.bgmKey).toBe('first');
    expect(cp.sounds.ping).toEqual({ key: 'ping', path: '/sfx/ping.mp3', volume: 0.5, kind: 'sfx' });
    expect(cp.sounds.second?.volume).toBe(1);
  });
});
