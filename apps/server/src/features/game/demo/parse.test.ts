import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAwardsMapping, parseCheckpoint, parseRoomPreviewMapping } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CHAPTERS } from './chapters';

const text = (name: string) => readFileSync(join(import.meta.dirname, 'stories', name), 'utf8');

/** The demo chapters read by the game's own parser (packages/domain), as the game reads them. */
describe('the demo chapters, parsed', () => {
  it.each(DEMO_CHAPTERS.flatMap((c) => c.filenames.map((f) => [c.title, f] as const)))(
    '%s: %s parses with the default checkpoint',
    (_, file) => {
      const checkpoint = parseCheckpoint(text('defaultCheckpoint.txt'), text(file));
      expect(checkpoint.objectives.length).toBeGreaterThan(0);
      expect(checkpoint.startingLoc && checkpoint.locations[checkpoint.startingLoc]).toBeTruthy();
      // Every dialogue line's speaker is a character of the checkpoint or a special one.
      for (const dialogue of Object.values(checkpoint.dialogues)) {
        for (const line of Object.values(dialogue.parts).flat()) {
          const id = line.speaker?.id;
          if (id && id !== 'you' && id !== 'narrator') expect(checkpoint.characters[id]).toBeDefined();
        }
      }
    },
  );

  it('has a tutorial with a prompt, a clickable object, a talk topic and a collectible for its objectives', () => {
    const tutorial = parseCheckpoint(text('defaultCheckpoint.txt'), text('chapter1-wakeup.txt'));
    const actions = Object.values(tutorial.actions);
    const dialogues = Object.values(tutorial.dialogues);
    expect(
      dialogues.some((d) =>
        Object.values(d.parts)
          .flat()
          .some((line) => line.prompt),
      ),
    ).toBe(true);
    expect(Object.values(tutorial.objects).some((o) => o.actionIds.length > 0)).toBe(true);
    expect(tutorial.locations.bridge?.talkTopics).toEqual(['askBolt']);
    expect(actions.some((a) => a.type === 'show_topics')).toBe(true);
    const collected = actions.filter((a) => a.type === 'obtain_collectible').map((a) => a.params[0]);
    const awards = parseAwardsMapping(text('awardsMapping.txt'));
    expect(collected).toEqual(['spaceCookie']);
    expect(awards.find((award) => award.id === 'spaceCookie')).toMatchObject({
      kind: 'collectible',
      assetKey: 'spaceCookie',
      title: 'Space Cookie',
    });
    // Each objective is completed by some action (in a dialogue or on a click), never at the start.
    const completing = actions.filter((a) => a.type === 'complete_objective').map((a) => a.params[0]);
    expect([...new Set(completing)].sort()).toEqual([...tutorial.objectives].sort());
    for (const id of tutorial.gameStartActionIds) {
      expect(tutorial.actions[id]?.type).not.toBe('complete_objective');
    }
  });

  it('reads the awards and room mappings', () => {
    const awards = parseAwardsMapping(text('awardsMapping.txt'));
    expect(awards.filter((a) => a.kind === 'collectible').map((a) => a.id)).toEqual([
      'spaceCookie',
      'alienBadge',
      'focusCrystal',
    ]);
    expect(awards.filter((a) => a.kind === 'achievement')).toHaveLength(3);
    for (const award of awards) expect(award.assetPath).toMatch(/^\/awards\/\w+\.svg$/);
    expect(parseRoomPreviewMapping(text('roomPreviewMapping.txt'))).toEqual({
      M1: '/rooms/recursionRoom.svg',
      P1: '/rooms/gardenRoom.svg',
      Q1: '/rooms/starRoom.svg',
    });
  });
});
