import { splitPlaceId } from './sections';

/**
 * Search over the book's searchData.json: `textTrie` (lower-case words) and `indexTrie` (index
 * terms) are character tries whose nodes are `{children, value, key}`. The file is the book
 * generator's output, not ours, so the walker accepts children as a map keyed by character or as
 * an array of nodes carrying their `key`, and values as place-id strings or objects holding one;
 * anything else is skipped rather than trusted.
 */

export const SEARCH_RESULT_LIMIT = 20;

export interface SearchHit {
  kind: 'index' | 'text';
  /** `1.2.2#p3` */
  placeId: string;
  section: string;
  anchor: string;
  /** The index term for index hits; the place's text for text hits. */
  text: string;
}

export interface SearchData {
  textTrie: unknown;
  indexTrie: unknown;
  idToContentMap: Record<string, string>;
}

/** Reads the parts of a searchData.json this search uses; a missing part becomes empty. */
export function readSearchData(value: unknown): SearchData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const map: Record<string, string> = {};
  const raw = data.idToContentMap;
  if (typeof raw === 'object' && raw !== null) {
    for (const [id, text] of Object.entries(raw)) if (typeof text === 'string') map[id] = text;
  }
  return { textTrie: data.textTrie, indexTrie: data.indexTrie, idToContentMap: map };
}

type Edge = [string, unknown];

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The edges below a trie node, as (characters, child) pairs. */
function edges(node: unknown): Edge[] {
  const children = asRecord(node)?.children;
  if (Array.isArray(children)) {
    return children.flatMap((child): Edge[] => {
      const key = asRecord(child)?.key;
      return typeof key === 'string' ? [[key, child]] : [];
    });
  }
  const map = asRecord(children);
  return map ? Object.entries(map) : [];
}

/** The place ids stored at one trie node. */
function placesAt(node: unknown): string[] {
  const value = asRecord(node)?.value;
  const items: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const record = asRecord(item);
    if (!record) return [];
    const id = record.id ?? record.place ?? record.value;
    return typeof id === 'string' ? [id] : [];
  });
}

/**
 * The node reached by spelling `prefix` from the root, or null. An edge may carry one character
 * or several (a compressed trie), so the walk matches edge labels against what is left.
 */
function descend(root: unknown, prefix: string): unknown {
  let node = root;
  let rest = prefix;
  while (rest.length > 0) {
    const edge = edges(node).find(
      ([key]) => key.length > 0 && (rest.startsWith(key) || key.startsWith(rest)),
    );
    if (!edge) return null;
    rest = edge[0].length >= rest.length ? '' : rest.slice(edge[0].length);
    node = edge[1];
  }
  return node;
}

/** (term, place) pairs at and below `node`, shortest terms first, at most `limit`. */
function collect(node: unknown, term: string, limit: number): Array<{ term: string; place: string }> {
  const found: Array<{ term: string; place: string }> = [];
  let level: Array<[string, unknown]> = [[term, node]];
  const seen = new Set<unknown>();
  while (level.length > 0 && found.length < limit) {
    const next: Array<[string, unknown]> = [];
    for (const [t, n] of level) {
      if (seen.has(n)) continue;
      seen.add(n);
      for (const place of placesAt(n)) {
        if (found.length < limit) found.push({ term: t, place });
      }
      for (const [key, child] of edges(n)) next.push([t + key, child]);
    }
    level = next;
  }
  return found;
}

/** Every place id of words starting with `prefix` (no limit: text search intersects these). */
function placesWithPrefix(root: unknown, prefix: string, cap: number): Set<string> {
  const node = descend(root, prefix);
  if (node === null) return new Set();
  return new Set(collect(node, prefix, cap).map((hit) => hit.place));
}

function exactPlaces(root: unknown, word: string): Set<string> {
  const node = descend(root, word);
  return node === null ? new Set() : new Set(placesAt(node));
}

const WORD_CAP = 5000;

/**
 * Up to `limit` hits for `query`: index terms starting with it first, then places whose text holds
 * every word of it (the last word may be unfinished, so it matches as a prefix).
 */
export function searchTextbook(data: SearchData, query: string, limit = SEARCH_RESULT_LIMIT): SearchHit[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return [];
  const hits: SearchHit[] = [];
  const taken = new Set<string>();
  const add = (kind: SearchHit['kind'], placeId: string, text: string) => {
    if (hits.length >= limit || taken.has(`${kind}:${placeId}:${text}`)) return;
    taken.add(`${kind}:${placeId}:${text}`);
    hits.push({ kind, placeId, ...splitPlaceId(placeId), text });
  };

  const indexNode = descend(data.indexTrie, q);
  if (indexNode !== null) {
    for (const { term, place } of collect(indexNode, q, limit)) add('index', place, term);
  }

  const words = q.split(' ').filter((w) => /[a-z0-9]/.test(w));
  if (words.length > 0 && hits.length < limit) {
    const sets = words.map((word, i) =>
      i === words.length - 1
        ? placesWithPrefix(data.textTrie, word, WORD_CAP)
        : exactPlaces(data.textTrie, word),
    );
    const [first, ...others] = sets;
    for (const place of first ?? []) {
      if (others.every((set) => set.has(place))) add('text', place, data.idToContentMap[place] ?? '');
    }
  }
  return hits;
}
