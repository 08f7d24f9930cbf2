import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATARS } from './art/avatars';
import * as covers from './art/covers';
import * as locations from './art/locations';
import * as objects from './art/objects';
import * as sounds from './sounds/synth';

/** One file of the demo course's game, by its path inside the course's folder (no leading `/`). */
export interface DemoGameFile {
  path: string;
  contentType: string;
  bytes(): Uint8Array;
}

const STORIES_DIR = join(import.meta.dirname, 'stories');

/** The story text files (written by hand, kept as files so authors and tests read them as they are). */
export const DEMO_STORY_FILES = [
  'defaultCheckpoint.txt',
  'awardsMapping.txt',
  'roomPreviewMapping.txt',
  'chapter1-wakeup.txt',
  'chapter1-engine.txt',
  'chapter2-aliens.txt',
  'chapter3-training.txt',
] as const;

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const svgFile = (path: string, draw: () => string): DemoGameFile => ({
  path,
  contentType: 'image/svg+xml',
  bytes: () => utf8(draw()),
});
const wavFile = (path: string, make: () => Uint8Array): DemoGameFile => ({
  path,
  contentType: 'audio/wav',
  bytes: make,
});

/** Every file the demo chapters, awards and room name, and the game's defaults. */
export function demoGameFiles(): DemoGameFile[] {
  const avatars = Object.entries(AVATARS).flatMap(([id, expressions]) =>
    Object.entries(expressions).map(([expression, draw]) =>
      svgFile(`avatars/${id}/${id}.${expression}.svg`, draw),
    ),
  );
  return [
    ...DEMO_STORY_FILES.map(
      (name): DemoGameFile => ({
        path: `stories/${name}`,
        contentType: 'text/plain; charset=utf-8',
        bytes: () => new Uint8Array(readFileSync(join(STORIES_DIR, name))),
      }),
    ),
    svgFile('locations/bridge/normal.svg', locations.bridge),
    svgFile('locations/engineRoom/normal.svg', locations.engineRoom),
    svgFile('locations/hangar/normal.svg', locations.hangar),
    svgFile('locations/trainingDome/normal.svg', locations.trainingDome),
    svgFile('locations/sourceCrashedPod.svg', locations.sourceCrashedPod),
    svgFile('rooms/recursionRoom.svg', locations.recursionRoom),
    svgFile('rooms/gardenRoom.svg', locations.gardenRoom),
    svgFile('rooms/starRoom.svg', locations.starRoom),
    ...avatars,
    svgFile('objects/mainConsole.svg', objects.mainConsole),
    svgFile('objects/robotBuddy.svg', objects.robotBuddy),
    svgFile('objects/cookieTin.svg', objects.cookieTin),
    svgFile('objects/loosePanel.svg', objects.loosePanel),
    svgFile('objects/door.svg', objects.door),
    svgFile('objects/commsPanel.svg', objects.commsPanel),
    svgFile('objects/alienShip.svg', objects.alienShip),
    svgFile('objects/trainingDroid.svg', objects.trainingDroid),
    svgFile('images/chapter1.svg', covers.chapter1Cover),
    svgFile('images/chapter2.svg', covers.chapter2Cover),
    svgFile('images/chapter3.svg', covers.chapter3Cover),
    svgFile('images/cookies.svg', covers.cookies),
    svgFile('awards/spaceCookie.svg', covers.spaceCookie),
    svgFile('awards/alienBadge.svg', covers.alienBadge),
    svgFile('awards/focusCrystal.svg', covers.focusCrystal),
    svgFile('awards/helloSource.svg', covers.helloSource),
    svgFile('awards/studioRegular.svg', covers.studioRegular),
    svgFile('awards/recursionAdept.svg', covers.recursionAdept),
    wavFile('bgm/chapter1.wav', sounds.chapter1Theme),
    wavFile('bgm/chapter2.wav', sounds.chapter2Theme),
    wavFile('bgm/chapter3.wav', sounds.chapter3Theme),
    wavFile('sfx/beep.wav', sounds.beep),
    wavFile('sfx/crunch.wav', sounds.crunch),
    wavFile('sfx/zap.wav', sounds.zap),
    wavFile('sfx/chime.wav', sounds.chime),
  ];
}
