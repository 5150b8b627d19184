import { describe, expect, it } from 'vitest';
import { buildSvgImage, isImageKind, slugOfImageFile, titleOfSlug } from './svg-image';

describe('buildSvgImage', () => {
  it('draws the same image for the same slug and a different one for another slug', () => {
    const a = buildSvgImage('performers', 'taylor-swift');
    expect(buildSvgImage('performers', 'taylor-swift')).toBe(a);
    expect(buildSvgImage('performers', 'beyonce')).not.toBe(a);
    expect(buildSvgImage('events', 'taylor-swift')).not.toBe(a);
  });

  it('is an accessible image titled after the slug, with its initials', () => {
    const svg = buildSvgImage('performers', 'manchester-united');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="t">Manchester United</title>');
    expect(svg).toMatch(/>MU<\/text>/);
    expect(svg).toContain('width="600" height="600"');
    expect(buildSvgImage('banners', 'summer')).toContain('width="1600" height="600"');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('image file names', () => {
  it('accepts slugs ending in .svg and nothing else', () => {
    expect(slugOfImageFile('taylor-swift.svg')).toBe('taylor-swift');
    expect(slugOfImageFile('live_1.svg')).toBe('live_1');
    expect(slugOfImageFile('Taylor.svg')).toBeNull();
    expect(slugOfImageFile('x.png')).toBeNull();
    expect(slugOfImageFile('../secret.svg')).toBeNull();
    expect(slugOfImageFile('-x.svg')).toBeNull();
    expect(slugOfImageFile(`${'a'.repeat(161)}.svg`)).toBeNull();
  });

  it('knows the image kinds and titles slugs', () => {
    expect(isImageKind('venues')).toBe(true);
    expect(isImageKind('users')).toBe(false);
    expect(titleOfSlug('the-o2')).toBe('The O2');
  });
});
