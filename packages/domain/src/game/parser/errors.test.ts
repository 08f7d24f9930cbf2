/** Every message of game-facts 1.6, with the line and file it points at. */
import { describe, expect, it } from 'vitest';
import { CheckpointParseError } from '../checkpoint-types';
import { parseCheckpoint } from './checkpoint';

const BASE = `locations
    dock, /locations/dock.png, Dock
    lab, /locations/lab.png, Lab
`;

function failure(checkpointText: string, defaultText = BASE): CheckpointParseError {
  try {
    parseCheckpoint(defaultText, checkpointText);
  } catch (error) {
    if (error instanceof CheckpointParseError) return error;
    throw error;
  }
  throw new Error('parsed without an error');
}

function where(error: CheckpointParseError) {
  return { message: error.message, line: error.line, file: error.file };
}

const QUIZ = (answer: string) => `quizzes
    q
        0
            One plus one?
            ans: ${answer}
            a
                1
            b
                2
                @you
                Easy.
`;

describe('parse errors', () => {
  it.each([
    ['Duplicate item id dock', 'locations\n    dock, /x.png, X', 2],
    ['Duplicate item id lab', 'dock\n    objects\n        lab, /o.png, 1, 2', 3],
    ['Duplicate item id hum', 'dock\n    bgm\n        hum, /a.mp3, 1\n    sfx\n        hum, /b.mp3, 1', 5],
    ['Location hall was not found!', 'hall\n    modes: explore', 1],
    ['Location hall was not found!', 'startingLoc: hall', 1],
    ['Location toString was not found!', 'toString\n    modes: talk', 1],
    ['Location hall was not found!', 'dock\n    nav: lab, hall', 2],
    ['Invalid checkpoint config key, "start"', 'objectives\n    a\nstart: dock', 3],
    ['Invalid config key "music" specified under location "dock"', 'dock\n    music: a', 2],
    ['Invalid location paragraph header "props"', 'dock\n    props\n        a', 2],
    ['Invalid location mode, fly', 'dock\n    modes: explore, fly', 2],
    ['Invalid location mode, fly', 'gameStartActions\n    add_mode(dock, fly)', 2],
    ['Invalid action type, teleport', 'gameStartActions\n    teleport(lab)', 2],
    ['Invalid condition type, weather', 'gameStartActions\n    delay(1) if weather.sunny', 2],
    ['Invalid entity type, furniture', 'gameStartActions\n    add_item(furniture, dock, x)', 2],
    ['Invalid user state type badges', 'gameStartActions\n    delay(1) if userstate.badges.x', 2],
    [
      'Cannot find id "ghost" under objects entity type',
      'gameStartActions\n    add_item(objects, dock, ghost)',
      2,
    ],
    ['Cannot find id "nope" under talkTopics entity type', 'dock\n    talkTopics: nope', 2],
    ['Cannot find objective id "win"', 'gameStartActions\n    complete_objective(win)', 2],
    ['Cannot find objective id "win"', 'gameStartActions\n    delay(1) if checklist.win', 2],
    ['Cannot find task id "t9"', 'tasks\n    t1, A, B\ngameStartActions\n    show_task(t9)', 4],
    ['Cannot find task id "t9"', 'gameStartActions\n    delay(1) if !tasklist.t9', 2],
    ['Cannot find bgm key "song"', 'gameStartActions\n    play_bgm(song)', 2],
    [
      'More than 1 bgm key "galactic-harmony"',
      'dock\n    bgm\n        galactic-harmony, /g.mp3, 1\ngameStartActions\n    play_bgm(galactic-harmony)',
      5,
    ],
    [
      'Cannot find sfx key "hum"',
      'dock\n    bgm\n        hum, /h.mp3, 1\n    actions\n        play_sfx(hum)',
      5,
    ],
    [
      'More than 1 sfx key "dialogueAdvance"',
      'dock\n    sfx\n        dialogueAdvance, /d.mp3, 1\n    actions\n        play_sfx(dialogueAdvance)',
      5,
    ],
    [
      'Expected type of "dialogues" as argument for "show_dialogue", obtained "nothing" which is either undefined or the wrong id.',
      'gameStartActions\n    show_dialogue(nothing)',
      2,
    ],
    [
      'Expected type of "dialogues" as argument for "show_dialogue", obtained "constructor" which is either undefined or the wrong id.',
      'gameStartActions\n    show_dialogue(constructor)',
      2,
    ],
    [
      'Expected type of "locations" as argument for "change_location_to", obtained "moon" which is either undefined or the wrong id.',
      'dock\n    objects\n        + door, /d.png, 1, 2\n            change_location_to*(moon)',
      4,
    ],
    ['Character "robo" not in map', 'dialogues\n    d\n        Hi.\n        @robo\n        Beep.', 4],
    [
      'Parsing error: Cannot change speaker without next line',
      'dialogues\n    d\n        Hi.\n        @you',
      4,
    ],
    [
      'Parsing error: Cannot change speaker without next line',
      'dialogues\n    d\n        @you\n        @narrator\n        Hm.',
      3,
    ],
    [
      'Parsing error: quiz score condition requires number as second param',
      `${QUIZ('1')}gameStartActions\n    delay(1) if quizScore.q.high`,
      13,
    ],
    [
      'Cannot find id "quiz2" under quizzes entity type',
      'gameStartActions\n    delay(1) if passedQuiz.quiz2',
      2,
    ],
    ['Parsing error: Invalid answer for Quiz', QUIZ('2'), 5],
    ['Parsing error: Invalid answer for Quiz', QUIZ('b'), 5],
    ['Quiz missing question or answer', 'quizzes\n    q\n        0\n            Only a question?', 3],
  ])('%s', (message, text, line) => {
    expect(where(failure(text))).toEqual({ message, line, file: 'checkpoint' });
  });

  it('points at the default file when the problem is there', () => {
    const broken = `${BASE}lab\n    modes: talk, swim\n`;
    expect(where(failure('', broken))).toEqual({
      message: 'Invalid location mode, swim',
      line: 5,
      file: 'default',
    });
  });

  it('checks references only after both files, so later and cross-file declarations count', () => {
    const defaultText = `${BASE}dock\n    actions\n        show_dialogue(hello)\n`;
    const checkpointText =
      'gameStartActions\n    play_bgm(tune)\ndock\n    bgm\n        tune, /t.mp3, 1\ndialogues\n    hello\n        Hi.';
    expect(() => parseCheckpoint(defaultText, checkpointText)).not.toThrow();
    const late = failure('', `${BASE}dock\n    actions\n        show_dialogue(hello)\n`);
    expect(where(late)).toMatchObject({ line: 6, file: 'default' });
  });

  it('needs a location declared before its paragraph, even later in the same file', () => {
    expect(where(failure('moon\n    modes: talk\nlocations\n    moon, /m.png, Moon'))).toEqual({
      message: 'Location moon was not found!',
      line: 1,
      file: 'checkpoint',
    });
  });

  it('accepts built-in sound keys once', () => {
    const text =
      'gameStartActions\n    play_bgm(galactic-harmony)\n    play_sfx(dialogue-advance)\n    play_sfx(menuEnter)';
    expect(() => parseCheckpoint(BASE, text)).not.toThrow();
  });
});
