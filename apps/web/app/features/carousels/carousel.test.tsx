import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

describe('Carousel', () => {
  afterEach(cleanup);

  function renderCarousel() {
    return render(
      <Carousel
        title="What's Hot"
        items={['a', 'b', 'c']}
        itemKey={(item) => item}
        renderItem={(item) => <a href={`/${item}`}>{item}</a>}
      />,
    );
  }

  it('is a region named by its heading, holding a list of the items', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: "What's Hot" });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['a', 'b', 'c']);
  });

  it('has labelled previous and next buttons that scroll by the visible width', () => {
    renderCarousel();
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'clientWidth', { value: 1000 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;

    fireEvent.click(screen.getByRole('button', { name: "Next What's Hot" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 900, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: "Previous What's Hot" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -900, behavior: 'smooth' });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});
