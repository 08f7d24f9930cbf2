import { applyAceDelta, type Input, type PlaybackData } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { type PlayerClock, type ReplayPoint, type ReplayTarget, SourcecastPlayer } from './SourcecastPlayer';

/** Audio whose time moves only when the test says; `playing` as a media element's `!paused`. */
class FakeClock implements PlayerClock {
  time = 0;
  playing = false;
  currentTime = () => this.time;
  setCurrentTime = (seconds: number) => {
    this.time = seconds;
  };
  play = () => {
    this.playing = true;
    return Promise.resolve();
  };
  pause = () => {
    this.playing = false;
  };
}

/** A fake timer queue: `advance` moves the clock and runs what falls due, 1 ms at a time. */
class FakeTimers {
  private pending: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  now = 0;
  schedule = (run: () => void, ms: number) => {
    const entry = { at: this.now + ms, run, cancelled: false };
    this.pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  live = () => this.pending.filter((e) => !e.cancelled).length;
  advance(ms: number, clock: FakeClock) {
    for (let i = 0; i < ms; i++) {
      this.now++;
      if (clock.playing) clock.time += 0.001;
      const due = this.pending.filter((e) => e.at <= this.now && !e.cancelled);
      this.pending = this.pending.filter((e) => e.at > this.now && !e.cancelled);
      for (const entry of due) entry.run();
    }
  }
}

/** The workspace as plain text and settings; counts what was done to it. */
class FakeTarget implements ReplayTarget {
  text = '';
  chapter = 0;
  library = '';
  sideTab: string | null = null;
  place: ReplayPoint['place'] = null;
  readOnly = false;
  runs = 0;
  resets = 0;
  setReadOnly = (readOnly: boolean) => {
    this.readOnly = readOnly;
  };
  reset = (point: ReplayPoint) => {
    this.resets++;
    this.text = point.editorValue;
    this.chapter = point.chapter;
    this.library = point.externalLibrary;
    this.place = point.place;
    if (point.sideTab !== null) this.sideTab = point.sideTab;
  };
  apply = (input: Input) => {
    if (input.type === 'codeDelta') this.text = applyAceDelta(this.text, input.data);
    else if (input.type === 'keyboardCommand') this.runs++;
    else if (input.type === 'chapterSelect') this.chapter = input.data;
    else if (input.type === 'activeTabChange') this.sideTab = input.data;
  };
}

const typed = (text: string, startMs: number, everyMs: number): Input[] =>
  [...text].map((ch, i) => ({
    time: startMs + i * everyMs,
    type: 'codeDelta',
    data: { action: 'insert', start: { row: 0, column: i }, end: { row: 0, column: i + 1 }, lines: [ch] },
  }));

// 'abcdef' typed at 100, 200, ... 600 ms; a run at 650; a forcePause at 700; 'X' at 800.
const recording = (): PlaybackData => ({
  init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
  inputs: [
    ...typed('abcdef', 100, 100),
    { time: 650, type: 'keyboardCommand', data: 'run' },
    { time: 660, type: 'chapterSelect', data: 2 },
    { time: 700, type: 'forcePause', data: null },
    {
      time: 800,
      type: 'codeDelta',
      data: { action: 'insert', start: { row: 0, column: 6 }, end: { row: 0, column: 7 }, lines: ['X'] },
    },
  ],
});

function setup(data = recording()) {
  const clock = new FakeClock();
  const timers = new FakeTimers();
  const target = new FakeTarget();
  const player = new SourcecastPlayer(clock, target, timers.schedule);
  const statuses: string[] = [];
  player.subscribe(() => {
    const { status } = player.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  player.load(data);
  return { clock, timers, target, player, statuses };
}

describe('SourcecastPlayer', () => {
  it('cannot play before the duration is known', () => {
    const { player, clock } = setup();
    player.play();
    expect(clock.playing).toBe(false);
    expect(player.getSnapshot().status).toBe('paused');
    player.setDuration(Number.NaN);
    expect(player.canPlay()).toBe(false);
    player.setDuration(1);
    expect(player.canPlay()).toBe(true);
  });

  it('plays the code in time with the clock, editor read-only meanwhile', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    player.play();
    expect(clock.playing).toBe(true);
    expect(target.readOnly).toBe(true);
    expect(player.getSnapshot().status).toBe('playing');
    timers.advance(250, clock);
    expect(target.text).toBe('ab');
    timers.advance(200, clock);
    expect(target.text).toBe('abcd');
    expect(player.getSnapshot().currentTime).toBeCloseTo(0.45, 1);
  });

  it('applies everything up to the time at once when Play starts mid-way', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    clock.time = 0.35;
    player.play();
    expect(target.text).toBe('abc');
    timers.advance(60, clock);
    expect(target.text).toBe('abcd');
  });

  it('pauses itself at a forcePause, editor writable, and goes on from there', () => {
    const { player, clock, timers, target, statuses } = setup();
    player.setDuration(1);
    player.play();
    timers.advance(720, clock);
    expect(statuses.slice(-3)).toEqual(['playing', 'forcedPaused', 'paused']);
    expect(clock.playing).toBe(false);
    expect(target.readOnly).toBe(false);
    expect(target.text).toBe('abcdef');
    expect(target.runs).toBe(1);
    expect(target.chapter).toBe(2);
    expect(player.getSnapshot().pausedByRecording).toBe(true);
    expect(timers.live()).toBe(0);
    // The viewer experiments; Play replays to the time, past the forcePause, and continues.
    target.text = 'my own try';
    player.play();
    expect(target.text).toBe('abcdef');
    expect(target.runs).toBe(1);
    timers.advance(150, clock);
    expect(target.text).toBe('abcdefX');
    expect(player.getSnapshot().pausedByRecording).toBe(false);
  });

  it('Pause stops the loop and makes the editor writable', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    player.play();
    timers.advance(250, clock);
    player.toggle();
    expect(player.getSnapshot().status).toBe('paused');
    expect(clock.playing).toBe(false);
    expect(target.readOnly).toBe(false);
    expect(timers.live()).toBe(0);
    const before = target.text;
    timers.advance(500, clock);
    expect(target.text).toBe(before);
  });

  it('seeking replays from the start to the new time, forwards and back, with one loop', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    player.play();
    timers.advance(150, clock);
    player.seek(0.55);
    expect(target.text).toBe('abcde');
    player.seeked();
    expect(timers.live()).toBe(1);
    player.seek(0.15);
    expect(target.text).toBe('a');
    expect(timers.live()).toBe(1);
    timers.advance(60, clock);
    expect(target.text).toBe('ab');
  });

  it('a seek while paused shows that moment without playing on', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    player.seek(0.42);
    expect(target.text).toBe('abcd');
    expect(player.getSnapshot().currentTime).toBeCloseTo(0.42);
    expect(timers.live()).toBe(0);
    expect(target.readOnly).toBe(false);
    // A seek made elsewhere (the audio's own) arrives as `seeked` only.
    clock.time = 0.25;
    player.seeked();
    expect(target.text).toBe('ab');
  });

  it("a seek puts the author's cursor where it was: after their typing, or where they moved it", () => {
    const data = recording();
    data.inputs.splice(3, 0, { time: 330, type: 'cursorPositionChange', data: { row: 0, column: 1 } });
    const { player, target } = setup(data);
    player.setDuration(1);
    player.seek(0.25);
    expect(target.place?.data).toEqual({ row: 0, column: 2 });
    player.seek(0.35);
    expect(target.place?.data).toEqual({ row: 0, column: 1 });
    player.seek(0.05);
    expect(target.place).toBeNull();
  });

  it('at the end: paused at 0, writable, the final code kept', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    clock.time = 0.75;
    player.play();
    timers.advance(100, clock);
    expect(target.text).toBe('abcdefX');
    player.ended();
    player.seeked(); // the return to 0
    expect(clock.time).toBe(0);
    expect(player.getSnapshot()).toMatchObject({ status: 'paused', currentTime: 0 });
    expect(target.readOnly).toBe(false);
    expect(target.text).toBe('abcdefX');
    expect(timers.live()).toBe(0);
  });

  it('never runs two loops, whatever is pressed', () => {
    const { player, clock, timers } = setup();
    player.setDuration(1);
    player.play();
    player.play();
    player.seek(0.2);
    player.seeked();
    player.seeked();
    player.toggle();
    player.toggle();
    expect(timers.live()).toBe(1);
    timers.advance(30, clock);
    expect(timers.live()).toBe(1);
  });

  it('loading another recording stops playback and shows its start', () => {
    const { player, clock, timers, target } = setup();
    player.setDuration(1);
    player.play();
    timers.advance(250, clock);
    player.load({ init: { editorValue: 'start', chapter: 3, externalLibrary: 'RUNES' }, inputs: [] });
    expect(timers.live()).toBe(0);
    expect(target).toMatchObject({ text: 'start', chapter: 3, library: 'RUNES', readOnly: false });
    expect(player.getSnapshot()).toMatchObject({ status: 'paused', duration: null });
  });

  it('seeks to the end of 20,000 inputs quickly', () => {
    const inputs = typed('x'.repeat(20_000), 0, 1);
    const { player, target } = setup({
      init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
      inputs,
    });
    player.setDuration(20);
    const start = performance.now();
    player.seek(1);
    const elapsed = performance.now() - start;
    expect(target.text).toHaveLength(20_000);
    expect(elapsed).toBeLessThan(100);
  });
});
