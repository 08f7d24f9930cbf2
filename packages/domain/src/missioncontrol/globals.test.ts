import { describe, expect, it } from 'vitest';
import { globalsFromList, globalsToList, globalValueText, INVALID_EXPRESSION } from './globals';

describe('globals', () => {
  it('shows the evaluated text, or Invalid Expression when the expression does not evaluate', () => {
    expect(globalValueText({ ok: true, valueText: '10' })).toBe('10');
    expect(globalValueText({ ok: false })).toBe('Invalid Expression');
    expect(INVALID_EXPRESSION).toBe('Invalid Expression');
  });

  it('lists the library globals in order, not yet evaluated', () => {
    expect(globalsToList({ size: '10', greeting: '"hi"' })).toEqual([
      { identifier: 'size', expression: '10', value: INVALID_EXPRESSION },
      { identifier: 'greeting', expression: '"hi"', value: INVALID_EXPRESSION },
    ]);
  });

  it('turns the list back into the library globals: names without whitespace, empty ones left out', () => {
    const globals = globalsFromList([
      { identifier: ' my size ', expression: '1 + 1' },
      { identifier: '  ', expression: 'lost' },
      { identifier: '__proto__', expression: '3' },
    ]);
    expect(globals).toEqual({ mysize: '1 + 1', ['__proto__']: '3' });
    expect(Object.keys(globals)).toEqual(['mysize', '__proto__']);
    expect(Object.getPrototypeOf(globals)).toBe(Object.prototype);
  });

  it('keeps the later of two globals with one name', () => {
    expect(
      globalsFromList([
        { identifier: 'x', expression: '1' },
        { identifier: 'y', expression: '2' },
        { identifier: 'x ', expression: '3' },
      ]),
    ).toEqual({ y: '2', x: '3' });
  });
});
