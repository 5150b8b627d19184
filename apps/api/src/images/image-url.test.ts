import { describe, expect, it } from 'vitest';
import { publicImageUrl } from './image-url';

describe('publicImageUrl', () => {
  it('rewrites a storage path onto the CDN base', () => {
    expect(publicImageUrl('storage://performers/taylor-swift.svg', '/api/img')).toBe(
      '/api/img/performers/taylor-swift.svg',
    );
    expect(publicImageUrl('storage://events/x.svg', 'https://cdn.example.com/media/')).toBe(
      'https://cdn.example.com/media/events/x.svg',
    );
  });

  it('leaves absolute and root-relative URLs alone, and maps nothing to null', () => {
    expect(publicImageUrl('https://img.example.com/a.png', '/api/img')).toBe(
      'https://img.example.com/a.png',
    );
    expect(publicImageUrl('/img/events/live_1.webp', '/api/img')).toBe('/img/events/live_1.webp');
    expect(publicImageUrl(null, '/api/img')).toBeNull();
    expect(publicImageUrl('', '/api/img')).toBeNull();
  });
});
