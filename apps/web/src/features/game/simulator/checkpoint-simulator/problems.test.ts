import { describe, expect, it } from 'vitest';
import { parseFiles } from './problems';

const DEFAULT = { name: 'stories/defaultCheckpoint.txt', text: 'locations\n    dock, /dock.png, Dock\n' };
const file = (text: string) => ({ name: 'cp1.txt', text });

describe('parsing the chosen files', () => {
  it('gives the parsed checkpoint when both files parse', () => {
    const outcome = parseFiles(DEFAULT, file('startingLoc: dock\nobjectives\n    goal\n'));
    expect('checkpoint' in outcome && outcome.checkpoint.startingLoc).toBe('dock');
  });

  it("names the parser's message exactly, the checkpoint file and its line", () => {
    expect(parseFiles(DEFAULT, file('objectives\n    goal\nlocations\n    dock, /x.png, X\n'))).toEqual({
      problem: {
        kind: 'parse',
        message: 'Duplicate item id dock',
        where: 'Checkpoint text (cp1.txt), line 4',
      },
    });
    expect(parseFiles(DEFAULT, file('dock\n    modes: explore, fly\n'))).toEqual({
      problem: {
        kind: 'parse',
        message: 'Invalid location mode, fly',
        where: 'Checkpoint text (cp1.txt), line 2',
      },
    });
  });

  it('names the default checkpoint when the mistake is there', () => {
    const broken = { name: 'mine.txt', text: 'locations\n    dock, /a.png, A\n    dock, /b.png, B\n' };
    expect(parseFiles(broken, file('objectives\n    goal\n'))).toEqual({
      problem: {
        kind: 'parse',
        message: 'Duplicate item id dock',
        where: 'Default checkpoint (mine.txt), line 3',
      },
    });
  });
});
