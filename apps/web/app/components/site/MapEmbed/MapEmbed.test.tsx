import nodeConsole from 'node:console';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hrefOf } from '../../../test/links';
import { MapEmbed } from './MapEmbed';

const QUERY = 'Plot 0, Station Road, Chhatrapati Sambhajinagar 431005';
const EMBED = `https://www.google.com/maps?q=${encodeURIComponent(QUERY)}&output=embed`;

/** A controllable IntersectionObserver: `scrollNear()` reports the box near the viewport. */
function stubIntersectionObserver() {
  let report: IntersectionObserverCallback = () => {};
  const options: (IntersectionObserverInit | undefined)[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      report = callback;
      options.push(init);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    options,
    scrollNear: () =>
      act(() =>
        report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  };
}

beforeEach(() => {
  // happy-dom does not load iframe pages and reports each one on the console it started with.
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MapEmbed', () => {
  it('does not load the map until it scrolls near the viewport', () => {
    const observer = stubIntersectionObserver();
    render(<MapEmbed query={QUERY} title="Map of the hotel" />);
    expect(screen.queryByTitle('Map of the hotel')).toBeNull();
    observer.scrollNear();
    const frame = screen.getByTitle('Map of the hotel');
    expect(frame).toHaveAttribute('src', EMBED);
    expect(observer.options[0]?.rootMargin).toBe('300px 0px');
  });

  it('loads the map when the visitor presses Show map', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    render(<MapEmbed query={QUERY} title="Map of the hotel" />);
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle('Map of the hotel')).toHaveAttribute('src', EMBED);
  });

  it('reserves the map’s space before it loads and offers a link to the full map', () => {
    stubIntersectionObserver();
    const { container } = render(<MapEmbed query={QUERY} title="Map of the hotel" />);
    expect(container.querySelector('.map-embed__box')).toHaveStyle({ aspectRatio: '1200 / 450' });
    expect(hrefOf(/Open in Google Maps/)).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(QUERY)}`,
    );
  });
});
