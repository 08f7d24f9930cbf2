import { newMission } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { parseMissionRoute } from './paths';
import { loadMission, MISSION_KEY, OVERVIEW_KEY, overviewOf, saveMission } from './storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the mission editor storage', () => {
  it('saves mission and overview under their keys and reads them back', () => {
    const storage = memoryStorage();
    const mission = newMission();
    const saved = saveMission(mission, overviewOf(mission, 'new.xml'), storage);
    expect(saved.ok).toBe(true);
    expect(storage.getItem(MISSION_KEY)).not.toBeNull();
    expect(storage.getItem(OVERVIEW_KEY)).not.toBeNull();
    expect(loadMission(storage)).toEqual({
      kind: 'saved',
      mission,
      overview: saved.ok ? saved.overview : null,
    });
  });

  it("updates the overview's max XP when the total changes", () => {
    const storage = memoryStorage();
    const mission = newMission();
    const overview = overviewOf(mission, '');
    expect(overview.maxXp).toBe(0);
    const richer = { ...mission, questions: mission.questions.map((q) => ({ ...q, maxXp: 250 })) };
    const saved = saveMission(richer, overview, storage);
    expect(saved.ok && saved.overview.maxXp).toBe(250);
  });

  it('says none, or broken for text that is not JSON or not a mission', () => {
    const storage = memoryStorage();
    expect(loadMission(storage)).toEqual({ kind: 'none' });
    storage.setItem(MISSION_KEY, '{not json');
    expect(loadMission(storage)).toEqual({ kind: 'broken' });
    const mission = newMission();
    storage.setItem(MISSION_KEY, JSON.stringify({ ...mission, questions: [] }));
    storage.setItem(OVERVIEW_KEY, JSON.stringify(overviewOf(mission, '')));
    expect(loadMission(storage)).toEqual({ kind: 'broken' });
  });

  it('reports a refused write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const mission = newMission();
    expect(saveMission(mission, overviewOf(mission, ''), storage)).toEqual({ ok: false });
  });
});

describe('the mission editor route', () => {
  it('takes a negative assessment id and a digit question id, both optional', () => {
    expect(parseMissionRoute(undefined, undefined)).toEqual({ ok: true, assessmentId: null, questionId: 0 });
    expect(parseMissionRoute('-1', '3')).toEqual({ ok: true, assessmentId: -1, questionId: 3 });
    expect(parseMissionRoute('abc', undefined)).toEqual({ ok: false });
    expect(parseMissionRoute('-1', '-2')).toEqual({ ok: false });
  });
});
