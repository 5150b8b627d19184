import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CONTENT_TITLE, ContentPage } from './content-page';

afterEach(cleanup);

it.each([
  ['text', 'mx-auto max-w-3xl px-4 py-8 sm:py-12'],
  ['wide', 'mx-auto max-w-6xl px-4 py-8 sm:py-12'],
] as const)('is the main landmark, %s wide, opening with its h1', (width, className) => {
  render(
    <ContentPage title="Blog" width={width}>
      <p>Posts</p>
    </ContentPage>,
  );
  const main = screen.getByRole('main');
  expect(main.id).toBe('main');
  expect(main.className).toBe(className);
  const heading = screen.getByRole('heading', { level: 1, name: 'Blog' });
  expect(main.firstElementChild).toBe(heading);
  expect(heading.className).toBe(CONTENT_TITLE);
  expect(main.textContent).toBe('BlogPosts');
});
