import { describe, expect, it } from 'vitest';
import { REPL_HISTORY_MAX } from './limits';
import { browseNewer, browseOlder, EMPTY_HISTORY, recordInput } from './replHistory';

const withRecords = (...codes: string[]) => codes.reduce(recordInput, EMPTY_HISTORY);

describe('REPL history', () => {
  it('keeps the newest first and at most 50 records', () => {
    const codes = Array.from({ length: 60 }, (_, i) => `x${i};`);
    const history = withRecords(...codes);
    expect(history.records).toHaveLength(REPL_HISTORY_MAX);
    expect(history.records[0]).toBe('x59;');
    expect(history.records.at(-1)).toBe('x10;');
  });

  it('ignores blank input', () => {
    expect(withRecords('1;', '   ').records).toEqual(['1;']);
  });

  it('browses older with Up and stops at the oldest', () => {
    let state = { history: withRecords('a;', 'b;'), value: 'typing' };
    state = browseOlder(state.history, state.value);
    expect(state.value).toBe('b;');
    state = browseOlder(state.history, state.value);
    expect(state.value).toBe('a;');
    state = browseOlder(state.history, state.value);
    expect(state.value).toBe('a;');
  });

  it('restores the original value when Down ends browsing', () => {
    let state = { history: withRecords('a;', 'b;'), value: 'half-typed' };
    state = browseOlder(state.history, state.value);
    state = browseOlder(state.history, state.value);
    state = browseNewer(state.history, state.value);
    expect(state.value).toBe('b;');
    state = browseNewer(state.history, state.value);
    expect(state.value).toBe('half-typed');
    expect(state.history.browseIndex).toBeNull();
    // Down again while not browsing changes nothing.
    expect(browseNewer(state.history, 'half-typed').value).toBe('half-typed');
  });

  it('does nothing on Up with no history', () => {
    expect(browseOlder(EMPTY_HISTORY, 'x').value).toBe('x');
  });

  it('ends browsing when input is recorded', () => {
    const browsing = browseOlder(withRecords('a;'), '').history;
    expect(recordInput(browsing, 'c;')).toMatchObject({ browseIndex: null, records: ['c;', 'a;'] });
  });
});
