// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiItemDisplay } from './MultiItemDisplay';

afterEach(cleanup);

const renderWord = (word: string, index: number) => <p>{`${index}:${word}`}</p>;

describe('MultiItemDisplay', () => {
  it('shows one item at a time and steps with Previous and Next', () => {
    render(<MultiItemDisplay items={['a', 'b', 'c']} renderItem={renderWord} />);
    expect(screen.getByText('0:a')).toBeTruthy();
    expect(screen.queryByText('1:b')).toBeNull();
    expect(screen.getByText('Call 1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous drawing' });
    const next = screen.getByRole('button', { name: 'Next drawing' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('2:c')).toBeTruthy();
    expect(screen.getByText('Call 3 of 3')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('1:b')).toBeTruthy();
    expect(screen.getByText('Call 2 of 3')).toBeTruthy();
  });

  it('stays usable when the list changes under it', () => {
    const { rerender } = render(<MultiItemDisplay items={['a', 'b', 'c']} renderItem={renderWord} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    // A new run drew fewer items: the index is clamped to the last one.
    rerender(<MultiItemDisplay items={['x']} renderItem={renderWord} />);
    expect(screen.getByText('0:x')).toBeTruthy();
    expect(screen.getByText('Call 1 of 1')).toBeTruthy();
    // More items arrive: Next works again.
    rerender(<MultiItemDisplay items={['x', 'y']} renderItem={renderWord} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    expect(screen.getByText('1:y')).toBeTruthy();
    expect(screen.getByText('Call 2 of 2')).toBeTruthy();
  });

  it('renders nothing for no items', () => {
    const { container } = render(<MultiItemDisplay items={[]} renderItem={renderWord} />);
    expect(container.textContent).toBe('');
  });
});
