import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COVER, FallbackImage } from './FallbackImage';

describe('FallbackImage', () => {
  it('shows the default image once the address fails, and tries a new address again', () => {
    const { rerender } = render(<FallbackImage src="https://example.invalid/a.png" alt="Cover" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image.getAttribute('src')).toBe('https://example.invalid/a.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_COVER);
    // The default image failing too does not loop.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_COVER);
    rerender(<FallbackImage src="https://example.invalid/b.png" alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe(
      'https://example.invalid/b.png',
    );
  });
});
