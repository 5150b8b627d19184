import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowMoreButton } from './show-more-button';
import { useLoadMore } from './use-load-more';

afterEach(cleanup);

describe('ShowMoreButton', () => {
  it('shows its label and its own look, and answers a press', () => {
    const onClick = vi.fn();
    render(
      <ShowMoreButton loading={false} onClick={onClick} className="rounded-full px-5">
        Show more
      </ShowMoreButton>,
    );
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.className).toBe('rounded-full px-5');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('reads Loading… and cannot be pressed while the next page loads', () => {
    render(
      <ShowMoreButton loading onClick={() => {}} className="">
        Show more
      </ShowMoreButton>,
    );
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('useLoadMore', () => {
  it('is loading while a step runs, and neither loading nor failed once it is done', async () => {
    const { result } = renderHook(() => useLoadMore());
    let finish = () => {};
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.load(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current).toMatchObject({ loading: false, failed: false });
  });

  it('marks a failed step, tells onError why, and clears the failure on the next try', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useLoadMore(onError));
    const broken = new Error('offline');
    await act(() =>
      result.current.load(async () => {
        throw broken;
      }),
    );
    expect(result.current).toMatchObject({ loading: false, failed: true });
    expect(onError).toHaveBeenCalledWith(broken);

    await act(() => result.current.load(async () => {}));
    expect(result.current.failed).toBe(false);
  });
});
