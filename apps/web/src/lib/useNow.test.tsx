import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

function Clock({ every }: { every?: number }) {
  return <p>{useNow(every).toISOString()}</p>;
}

describe('useNow', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('renews the time once per interval, a minute unless told', () => {
    render(<Clock />);
    expect(screen.getByText('2026-03-01T10:00:00.000Z')).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_999));
    expect(screen.getByText('2026-03-01T10:00:00.000Z')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('2026-03-01T10:01:00.000Z')).toBeTruthy();
  });

  it('takes another interval', () => {
    render(<Clock every={5000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('2026-03-01T10:00:05.000Z')).toBeTruthy();
  });
});
