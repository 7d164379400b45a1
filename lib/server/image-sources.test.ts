import { storageImageSources } from './image-sources';

describe('storageImageSources', () => {
  it('allows the signed object and rendered-image URLs of the project bucket', () => {
    const { patterns, loopback } = storageImageSources('https://abcd.supabase.co', 'wedding-photos');
    expect(patterns).toEqual([
      { protocol: 'https', hostname: 'abcd.supabase.co', port: '', pathname: '/storage/v1/object/sign/wedding-photos/**' },
      { protocol: 'https', hostname: 'abcd.supabase.co', port: '', pathname: '/storage/v1/render/image/sign/wedding-photos/**' },
    ]);
    expect(loopback).toBe(false);
  });

  it('keeps a local project’s port and marks it as a loopback address', () => {
    const { patterns, loopback } = storageImageSources('http://127.0.0.1:54321/', 'wedding-photos');
    expect(patterns[0]).toEqual({ protocol: 'http', hostname: '127.0.0.1', port: '54321', pathname: '/storage/v1/object/sign/wedding-photos/**' });
    expect(loopback).toBe(true);
  });

  it('allows nothing when no backend (or no URL) is configured', () => {
    expect(storageImageSources(undefined, 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('', 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('not a url', 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('ftp://x.example', 'wedding-photos').patterns).toEqual([]);
  });
});
