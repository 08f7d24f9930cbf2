import { describe, expect, it } from 'vitest';
import { consecutiveWave, simultaneousWave } from './combine';

const constant = (value: number) => (_t: number) => value;

describe('consecutiveWave', () => {
  it('plays each wave from its own time 0, one after another', () => {
    const seen: number[] = [];
    const second = (t: number) => {
      seen.push(t);
      return 2;
    };
    const wave = consecutiveWave([constant(1), second, constant(3)], [1, 0.5, 2]);
    expect(wave(0)).toBe(1);
    expect(wave(0.99)).toBe(1);
    expect(wave(1.25)).toBe(2);
    expect(seen).toEqual([0.25]);
    expect(wave(1.5)).toBe(3);
    expect(wave(3.49)).toBe(3);
    expect(wave(3.5)).toBe(0);
  });

  it('passes over sounds of duration 0', () => {
    const wave = consecutiveWave([constant(1), constant(9), constant(2)], [1, 0, 1]);
    expect(wave(1)).toBe(2);
  });

  it('is silent for no waves', () => {
    expect(consecutiveWave([], [])(0)).toBe(0);
  });

  it('finds the right note among many', () => {
    const waves = Array.from({ length: 1000 }, (_, index) => constant(index));
    const wave = consecutiveWave(
      waves,
      waves.map(() => 0.1),
    );
    expect(wave(0.05)).toBe(0);
    expect(wave(50.05)).toBe(500);
    expect(wave(99.95)).toBe(999);
  });
});

describe('simultaneousWave', () => {
  it('averages the waves', () => {
    expect(simultaneousWave([constant(1), constant(0), constant(0.5)])(0)).toBe(0.5);
    expect(simultaneousWave([])(0)).toBe(0);
  });
});
