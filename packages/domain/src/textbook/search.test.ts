import { describe, expect, it } from 'vitest';
import { readSearchData, searchTextbook } from './search';

/** A map-children trie over the given words, as the book's generator shapes it. */
function mapTrie(entries: Record<string, string[]>) {
  const root = { key: '', children: {} as Record<string, unknown>, value: [] as string[] };
  for (const [word, places] of Object.entries(entries)) {
    let node = root;
    for (const ch of word) {
      node.children[ch] ??= { key: ch, children: {}, value: [] };
      node = node.children[ch] as typeof root;
    }
    node.value.push(...places);
  }
  return root;
}

const data = readSearchData({
  textTrie: mapTrie({
    recursion: ['1.2.1#p1', '1.2.1#p4'],
    recursive: ['1.2.1#p2'],
    process: ['1.2.1#p1', '1.1.1#p2'],
  }),
  indexTrie: mapTrie({ 'recursive process': ['1.2.1#p2'], 'recursion, tree': ['1.2.2#p1'] }),
  idToContentMap: {
    '1.2.1#p1': 'A recursion process grows.',
    '1.2.1#p2': 'A recursive one.',
    '1.2.1#p4': 'More recursion.',
    '1.1.1#p2': 'A process.',
  },
});

describe('textbook search', () => {
  it('gives index terms first, then text places, with section and anchor', () => {
    const hits = searchTextbook(data, 'Recurs');
    // Shorter terms come first.
    expect(hits[0]).toEqual({
      kind: 'index',
      placeId: '1.2.2#p1',
      section: '1.2.2',
      anchor: 'p1',
      text: 'recursion, tree',
    });
    expect(
      hits
        .filter((h) => h.kind === 'index')
        .map((h) => h.text)
        .sort(),
    ).toEqual(['recursion, tree', 'recursive process']);
    const text = hits.filter((h) => h.kind === 'text');
    expect(text.map((h) => h.placeId).sort()).toEqual(['1.2.1#p1', '1.2.1#p2', '1.2.1#p4']);
    expect(text.find((h) => h.placeId === '1.2.1#p4')?.text).toBe('More recursion.');
  });

  it('needs every word of a longer query', () => {
    const hits = searchTextbook(data, 'recursion proc').filter((h) => h.kind === 'text');
    expect(hits.map((h) => h.placeId)).toEqual(['1.2.1#p1']);
  });

  it('stops at the limit and answers nothing for nothing', () => {
    expect(searchTextbook(data, 'r', 2)).toHaveLength(2);
    expect(searchTextbook(data, '   ')).toEqual([]);
    expect(searchTextbook(data, 'zebra')).toEqual([]);
  });

  it('walks array children and object values, and survives junk', () => {
    const arrayTrie = {
      key: '',
      value: [],
      children: [{ key: 'a', value: [], children: [{ key: 'b', value: [{ id: '2#p1' }, 7], children: [] }] }],
    };
    const hits = searchTextbook(readSearchData({ textTrie: arrayTrie, indexTrie: 'junk' }), 'ab');
    expect(hits).toEqual([{ kind: 'text', placeId: '2#p1', section: '2', anchor: 'p1', text: '' }]);
    expect(searchTextbook(readSearchData(null), 'ab')).toEqual([]);
  });
});
