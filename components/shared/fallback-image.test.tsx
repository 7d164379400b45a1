/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './fallback-image';

const decodedSrc = (img: HTMLElement) => {
  const url = new URL(img.getAttribute('src') ?? '', 'http://localhost');
  // Optimised images go through /_next/image?url=...; compare the original path.
  return url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname;
};

describe('FallbackImage', () => {
  it('shows its own source while it loads', () => {
    render(<FallbackImage src="/media/hero.jpg" fallback="/images/hero-fallback.jpg" alt="Amelia & Daniel" width={800} height={600} />);
    const img = screen.getByRole('img', { name: 'Amelia & Daniel' });
    expect(decodedSrc(img)).toBe('/media/hero.jpg');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('swaps to the fallback when its source fails, keeping the alt text', () => {
    render(<FallbackImage src="/media/hero.jpg" fallback="/images/hero-fallback.jpg" alt="Amelia & Daniel" width={800} height={600} />);
    fireEvent.error(screen.getByRole('img', { name: 'Amelia & Daniel' }));
    const img = screen.getByRole('img', { name: 'Amelia & Daniel' });
    expect(decodedSrc(img)).toBe('/images/hero-fallback.jpg');
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('serves an SVG placeholder as it is, not through the image optimiser', () => {
    render(<FallbackImage src="/media/a.jpg" fallback="/images/placeholder.svg" alt="Wedding memory 1" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Wedding memory 1' }));
    expect(screen.getByRole('img', { name: 'Wedding memory 1' })).toHaveAttribute('src', '/images/placeholder.svg');
  });

  it('passes other sites’ links through unchanged', () => {
    const link = 'https://photos.example/a.jpg';
    render(<FallbackImage src={link} fallback="/images/placeholder.svg" alt="Linked" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Linked' })).toHaveAttribute('src', link);
  });

  it('sends the bucket’s signed URLs, query string included, through the optimiser', () => {
    const signed = 'https://abcd.supabase.co/storage/v1/object/sign/wedding-photos/gallery/hero.jpg?token=abc.def';
    render(<FallbackImage src={signed} fallback="/images/placeholder.svg" alt="Signed" width={400} height={300} />);
    expect(decodedSrc(screen.getByRole('img', { name: 'Signed' }))).toBe(signed);
  });

  it('gives a new source its own chance after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="/media/a.jpg" fallback="/images/placeholder.svg" alt="Photo" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo' }));
    rerender(<FallbackImage src="/media/b.jpg" fallback="/images/placeholder.svg" alt="Photo" width={400} height={300} />);
    expect(decodedSrc(screen.getByRole('img', { name: 'Photo' }))).toBe('/media/b.jpg');
  });
});
