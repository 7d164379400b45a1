/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { HeroPhoto } from './hero-photo';

const RENDITIONS = {
  blur: { landscape: 'data:image/webp;base64,AAAA', portrait: 'data:image/webp;base64,BBBB' },
  portrait: '/hero/portrait-0123456789ab.jpg',
};
const innerUrl = (src: string | null) => new URL(src ?? '', 'http://localhost').searchParams.get('url');

describe('the hero photo', () => {
  it('shows upright phones the portrait cut and everyone else the photo, with its tiny rendering behind both', () => {
    const { container } = render(<HeroPhoto src="/media/gallery/hero-couple.jpg" alt="Amelia & Daniel" renditions={RENDITIONS} />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-aspect-ratio: 3/4)');
    expect(source?.getAttribute('srcset')).toContain(encodeURIComponent(RENDITIONS.portrait));
    expect(innerUrl(screen.getByRole('img', { name: 'Amelia & Daniel' }).getAttribute('src'))).toBe('/media/gallery/hero-couple.jpg');
    const picture = container.querySelector('picture') as HTMLElement;
    expect(picture.style.getPropertyValue('--blur')).toBe(`url(${RENDITIONS.blur.landscape})`);
    expect(picture.style.getPropertyValue('--blur-portrait')).toBe(`url(${RENDITIONS.blur.portrait})`);
  });

  it('falls back to the stock image when the photo fails, portrait cut and all', () => {
    const { container } = render(<HeroPhoto src="/media/gallery/hero-couple.jpg" alt="Amelia & Daniel" renditions={RENDITIONS} />);
    fireEvent.error(screen.getByRole('img', { name: 'Amelia & Daniel' }));
    const img = screen.getByRole('img', { name: 'Amelia & Daniel' });
    expect(innerUrl(img.getAttribute('src'))).toBe('/images/hero-fallback.jpg');
    expect(img).toHaveAttribute('data-fallback', 'true');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows upright phones the portrait cut before its tiny renderings are made', () => {
    const { container } = render(<HeroPhoto src="/media/gallery/hero-couple.jpg" alt="Amelia & Daniel" renditions={{ ...RENDITIONS, blur: null }} />);
    expect(container.querySelector('picture > source')?.getAttribute('srcset')).toContain(encodeURIComponent(RENDITIONS.portrait));
    expect((container.querySelector('picture') as HTMLElement).style.getPropertyValue('--blur')).toBe('');
  });

  it('shows the photo alone when it has no renditions (a stock image, or a photo that cannot be read)', () => {
    const { container } = render(<HeroPhoto src="/media/gallery/hero-couple.jpg" alt="Amelia & Daniel" renditions={null} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(innerUrl(screen.getByRole('img', { name: 'Amelia & Daniel' }).getAttribute('src'))).toBe('/media/gallery/hero-couple.jpg');
  });
});
