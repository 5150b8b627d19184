import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowMoreButtons } from './show-more-buttons';
import { type ShowMoreOptions, useShowMore } from './use-show-more';

function List(props: ShowMoreOptions<number>) {
  const list = useShowMore(props);
  return (
    <>
      <ul>
        {list.visible.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <ShowMoreButtons list={list} what="list.events" />
    </>
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const shown = () => screen.queryAllByRole('listitem').map((li) => Number(li.textContent));
const showMore = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show More events' })));
// By default 12 items in pages of 5, of which the loader gave the first.
const renderList = (props: Partial<ShowMoreOptions<number>>) =>
  render(
    <List
      items={range(1, 5)}
      total={12}
      initialCount={5}
      increment={5}
      pageSize={5}
      loadPage={vi.fn()}
      {...props}
    />,
  );
const renderFirstPageOf12 = (loadPage: ShowMoreOptions<number>['loadPage']) =>
  renderList({ loadPage });

describe('Show More / Show Less', () => {
  afterEach(cleanup);

  it('reveals loader data 5 at a time without a request, then Show Less goes back to 10', async () => {
    const loadPage = vi.fn();
    renderList({ items: range(1, 25), total: 40, initialCount: 10, pageSize: 25, loadPage });
    expect(shown()).toEqual(range(1, 10));
    expect(screen.queryByRole('button', { name: /Show Less/ })).toBeNull();

    await showMore();
    expect(shown()).toEqual(range(1, 15));
    expect(loadPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Show Less events' }));
    expect(shown()).toEqual(range(1, 10));
  });

  it('fetches and appends the next page when the loaded one runs out, and stops at the total', async () => {
    const loadPage = vi.fn(async (page: number) =>
      range((page - 1) * 5 + 1, Math.min(page * 5, 12)),
    );
    renderFirstPageOf12(loadPage);
    await showMore();
    expect(loadPage).toHaveBeenLastCalledWith(2);
    expect(shown()).toEqual(range(1, 10));

    await showMore();
    expect(loadPage).toHaveBeenLastCalledWith(3);
    expect(shown()).toEqual(range(1, 12));
    expect(screen.queryByRole('button', { name: 'Show More events' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Less events' })).toBeTruthy();
  });

  it('keeps what it has and says so when a page fails to load', async () => {
    const loadPage = vi.fn().mockRejectedValue(new Error('offline'));
    renderFirstPageOf12(loadPage);
    await showMore();
    expect(shown()).toEqual(range(1, 5));
    expect(screen.getByText('Could not load more. Please try again.')).toBeTruthy();
  });

  it('shows no buttons when everything fits', () => {
    render(<List items={range(1, 4)} total={4} initialCount={8} increment={3} pageSize={4} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
