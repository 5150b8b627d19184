import type { BlogList as BlogListPage, BlogSummary } from '@reprise/domain/schemas/content';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_PAGE_SIZE, BlogList } from './blog-list';

const post = (id: number): BlogSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  summary: `Summary ${id}`,
  image_url: `/api/img/blog/post-${id}.svg`,
  alt_tag: `Picture ${id}`,
  author: 'Maya Collins',
  published_at: '2026-11-18T10:13:49.637Z',
});

const page = (n: number, ids: number[], totalCount: number): BlogListPage => ({
  posts: ids.map(post),
  totalCount,
  page: n,
  limit: BLOG_PAGE_SIZE,
});

function renderList(first: BlogListPage, countryCode: string | null = null) {
  const Stub = createRoutesStub([
    { path: '/*', Component: () => <BlogList first={first} countryCode={countryCode} /> },
  ]);
  return render(<Stub initialEntries={['/blog']} />);
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('BlogList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('appends the next page from POST /api/getBlogContent and hides Show More at the end', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: page(2, [7, 8], 8) }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(page(1, [1, 2, 3, 4, 5, 6], 8));
    expect(titles()).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(titles()).toHaveLength(8));
    expect(titles()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Post number ${n}`));

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/getBlogContent');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ page: 2, limit: BLOG_PAGE_SIZE });
    // The first new post takes the focus; the list is complete, so only Show Less remains.
    // The focus moves in an effect after the new posts are committed.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Post number 7'));
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy();
  });

  it('keeps the posts and says so when the next page fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderList(page(1, [1, 2, 3, 4, 5, 6], 9));
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByText('We couldn’t load more posts. Please try again.');
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy();
  });

  it('links posts by slug, keeping the country prefix, and shows no Show More for one page', () => {
    renderList(page(1, [1, 2], 2), 'uk');
    expect(screen.getByRole('link', { name: 'Post number 1' }).getAttribute('href')).toBe(
      '/uk/blog/post-1',
    );
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });
});
