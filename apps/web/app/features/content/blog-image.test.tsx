import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BlogImage } from './blog-image';

afterEach(cleanup);

it("shows a post's cover at 640 × 360 with its alt text, loading as asked", () => {
  const { container } = render(
    <BlogImage post={{ image_url: '/blog/cover.jpg', alt_tag: 'A stadium' }} loading="lazy" />,
  );
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/blog/cover.jpg');
  expect(img.getAttribute('alt')).toBe('A stadium');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  expect(img.getAttribute('loading')).toBe('lazy');
});

it('is decorative without alt text, and absent without an image', () => {
  const { container } = render(
    <>
      <BlogImage post={{ image_url: '/blog/cover.jpg', alt_tag: null }} />
      <BlogImage post={{ image_url: null, alt_tag: 'unused' }} />
    </>,
  );
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0]!.getAttribute('alt')).toBe('');
});
