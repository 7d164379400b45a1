import { isDirectLink, isGalleryFallbackFile, isGuestPhotoFile, isSafeFolderName, isVideo } from './media';

describe('video or image (spec §5)', () => {
  it.each(['story/2020-home.mp4', 'clip.MP4', 'https://cdn.example/v.mp4?token=abc', 'a.b.mp4'])('treats %p as video', (name) => {
    expect(isVideo(name)).toBe(true);
  });

  it.each(['photo.jpg', 'movie.mov', 'clip.webm', 'mp4', 'mp4.jpg', 'video.mp4.jpg', 'clip.mp4x', ''])('treats %p as an image', (name) => {
    expect(isVideo(name)).toBe(false);
  });
});

describe('guest photo files (spec §5)', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.webp', 'a.gif', 'A.JPG', 'b.JpEg', 'c.PNG', 'd.WebP', 'e.GIF'])('accepts %p', (name) => {
    expect(isGuestPhotoFile(name)).toBe(true);
  });

  it.each(['notes.txt', 'clip.mp4', 'image.svg', 'photo.heic', 'photo.bmp', 'jpg', '.emptyFolderPlaceholder', 'photo.jpg.zip', ''])(
    'refuses %p',
    (name) => {
      expect(isGuestPhotoFile(name)).toBe(false);
    },
  );
});

describe('the gallery fallback files', () => {
  it('leaves out the file named venue.jpg', () => {
    expect(isGalleryFallbackFile('venue.jpg')).toBe(false);
  });

  it('keeps every other image, including names that merely contain venue', () => {
    expect(isGalleryFallbackFile('hero-couple.jpg')).toBe(true);
    expect(isGalleryFallbackFile('venue-2.jpg')).toBe(true);
    expect(isGalleryFallbackFile('old-venue.jpg')).toBe(true);
  });

  it('leaves out files that are not images', () => {
    expect(isGalleryFallbackFile('README.txt')).toBe(false);
    expect(isGalleryFallbackFile('teaser.mp4')).toBe(false);
  });
});

describe('links the browser can load as they are', () => {
  it.each(['https://cdn.example/a.jpg', 'http://cdn.example/a.jpg', 'HTTPS://CDN.EXAMPLE/A.JPG', '//cdn.example/a.jpg', '/images/placeholder.svg', 'data:image/png;base64,AAAA'])(
    'passes %p through',
    (path) => {
      expect(isDirectLink(path)).toBe(true);
    },
  );

  it.each(['gallery/hero-couple.jpg', 'story/2020-home.mp4', 'guest-photos/x/1.jpg', 'https:/broken', 'ftp://files.example/a.jpg'])(
    'treats %p as a stored path',
    (path) => {
      expect(isDirectLink(path)).toBe(false);
    },
  );
});

describe('guest photo folder names', () => {
  it.each(['tom-nguyen-7f3k', 'aa65baed-fb2b-4053-ba70-853b127d1f88', 'Maggie Ellis', 'a.b', 'x'.repeat(200)])('accepts %p', (dir) => {
    expect(isSafeFolderName(dir)).toBe(true);
  });

  it.each(['', '.', '..', '../gallery', 'a/b', 'a\\b', 'a\0b', '/etc', 'x'.repeat(201)])('refuses %p', (dir) => {
    expect(isSafeFolderName(dir)).toBe(false);
  });
});
