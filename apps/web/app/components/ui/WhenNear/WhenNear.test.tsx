import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

/** The browser's IntersectionObserver, driven by the test: what it watches, and a way to report. */
function fakeObserver() {
  const watched: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  const disconnect = vi.fn();
  class FakeIntersectionObserver {
    readonly rootMargin: string;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      report = callback;
      this.rootMargin = options?.rootMargin ?? '';
      margins.push(this.rootMargin);
    }
    observe(element: Element) {
      watched.push(element);
    }
    disconnect() {
      disconnect();
    }
  }
  const margins: string[] = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    watched,
    margins,
    disconnect,
    intersect: (isIntersecting: boolean) =>
      act(() =>
        report(
          watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('renders its part only once its place comes near the screen, then stops watching', () => {
    const observer = fakeObserver();
    render(
      <WhenNear id="prices">
        <p>Prices by date</p>
      </WhenNear>,
    );
    expect(observer.watched).toEqual([document.getElementById('prices')]);
    expect(observer.margins).toEqual(['400px 0px']);
    observer.intersect(false);
    expect(screen.queryByText('Prices by date')).toBeNull();

    observer.intersect(true);
    expect(screen.getByText('Prices by date')).toBeVisible();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('renders its part at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Prices by date</p>
      </WhenNear>,
    );
    expect(screen.getByText('Prices by date')).toBeVisible();
  });
});
