import { describe, expect, it } from 'vitest';
import { missionXmlFileName } from './file-name';

describe('missionXmlFileName', () => {
  it('is the title with .xml', () => {
    expect(missionXmlFileName('Rune Trials')).toBe('Rune Trials.xml');
    expect(missionXmlFileName('Mission 3: Lists')).toBe('Mission 3_ Lists.xml');
  });

  it('replaces characters a file name cannot hold and drops trailing dots and spaces', () => {
    expect(missionXmlFileName('a/b\\c<d>e"f|g?h*\ti')).toBe('a_b_c_d_e_f_g_h__i.xml');
    expect(missionXmlFileName('Done. ')).toBe('Done.xml');
  });

  it('has a name when the title has none', () => {
    expect(missionXmlFileName('  ')).toBe('mission.xml');
  });
});
