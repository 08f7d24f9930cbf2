import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CHAPTERS } from './chapters';

/**
 * The demo chapters' texts checked against game-facts 1's rules by a small reading of our own:
 * ids unique across the default checkpoint and the file, locations and characters declared
 * before use, every id an action, condition or topic names declared. (The game's parser reads
 * them in full; this catches a slip in the texts close to where they are written.)
 */
const read = (name: string) =>
  readFileSync(join(import.meta.dirname, 'stories', name), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, '').trimEnd())
    .filter((line) => line.trim() !== '');

const depth = (line: string) => (/^ */.exec(line)?.[0].length ?? 0) / 4;

interface Declared {
  ids: string[];
  locations: Set<string>;
  objects: Set<string>;
  characters: Set<string>;
  dialogues: Set<string>;
  sounds: Set<string>;
  objectives: Set<string>;
  tasks: Set<string>;
  problems: string[];
}

/** Reads one file into `d`, in order: declarations, and problems with what it uses. */
function readFile(name: string, d: Declared, uses: [kind: keyof Declared, id: string, line: string][]): void {
  let top = '';
  let sub = '';
  for (const line of read(name)) {
    const level = depth(line);
    const body = line.trim();
    if (level === 0) {
      top = body.split(':')[0] ?? '';
      sub = '';
      if (body.startsWith('startingLoc:')) uses.push(['locations', body.slice(12).trim(), line]);
      else if (
        ![
          'locations',
          'objectives',
          'tasks',
          'gameStartActions',
          'checkpointCompleteActions',
          'dialogues',
          'quizzes',
        ].includes(body)
      ) {
        if (!d.locations.has(body)) d.problems.push(`Location ${body} was not found!`);
      }
      continue;
    }
    const fields = body
      .replace(/^\+\s*/, '')
      .split(',')
      .map((f) => f.trim());
    const id = fields[0] ?? '';
    const declare = (set: Set<string>) => {
      if (d.ids.includes(id)) d.problems.push(`Duplicate item id ${id}`);
      d.ids.push(id);
      set.add(id);
    };
    if (level === 1 && top === 'locations') declare(d.locations);
    else if (level === 1 && top === 'objectives') d.objectives.add(id);
    else if (level === 1 && top === 'tasks') d.tasks.add(id);
    else if (level === 1 && top === 'dialogues') declare(d.dialogues);
    else if (level === 1 && body.startsWith('talkTopics:')) {
      for (const topic of body.slice(11).split(',')) uses.push(['dialogues', topic.trim(), line]);
    } else if (level === 1) sub = body;
    else if (level === 2 && sub === 'objects') declare(d.objects);
    else if (level === 2 && sub === 'boundingBoxes') declare(d.objects);
    else if (level === 2 && sub === 'characters') declare(d.characters);
    else if (level === 2 && (sub === 'bgm' || sub === 'sfx')) declare(d.sounds);
    const speaker = /^@(\w+)/.exec(body)?.[1];
    if (speaker && !['you', 'narrator'].includes(speaker) && !d.characters.has(speaker)) {
      d.problems.push(`Character "${speaker}" not in map`);
    }
    const action = /^(\w+)\*?\(([^)]*)\)(?: if (.*))?$/.exec(body);
    if (action && top !== 'locations') {
      const [, type = '', params = '', conditions = ''] = action;
      const [first = '', , third = ''] = params.split(',').map((p) => p.trim());
      const kind: Record<string, keyof Declared> = {
        show_dialogue: 'dialogues',
        make_object_glow: 'objects',
        complete_objective: 'objectives',
        show_task: 'tasks',
        complete_task: 'tasks',
        play_sfx: 'sounds',
        play_bgm: 'sounds',
        change_location_to: 'locations',
      };
      const k = kind[type];
      if (k) uses.push([k, first, line]);
      if (type === 'remove_item') uses.push(['objects', third, line]);
      if (type.includes('if')) d.problems.push(`an action name holds "if": ${line}`);
      for (const c of conditions ? conditions.split(' AND ') : []) {
        const check = /^!?checklist\.(\w+)$/.exec(c.trim());
        if (check?.[1]) uses.push(['objectives', check[1], line]);
      }
    }
  }
}

describe('the demo chapters texts', () => {
  it.each(DEMO_CHAPTERS.flatMap((c) => c.filenames.map((f) => [c.title, f] as const)))(
    '%s, %s: every id declared once and before it must be',
    (_, file) => {
      const d: Declared = {
        ids: [],
        locations: new Set(),
        objects: new Set(),
        characters: new Set(),
        dialogues: new Set(),
        sounds: new Set(),
        objectives: new Set(),
        tasks: new Set(),
        problems: [],
      };
      const uses: [keyof Declared, string, string][] = [];
      readFile('defaultCheckpoint.txt', d, uses);
      readFile(file, d, uses);
      for (const [kind, id, line] of uses) {
        const set = d[kind];
        if (set instanceof Set && !set.has(id))
          d.problems.push(`${String(kind)} "${id}" missing: ${line.trim()}`);
      }
      expect(d.problems).toEqual([]);
      expect(d.objectives.size).toBeGreaterThan(0);
    },
  );
});
