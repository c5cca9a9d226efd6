import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preloader } from './Preloader';

const bar = () => document.querySelector('[data-preloader]');

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reduceMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Preloader', () => {
  it('is a bar in the prerendered page, set to be gone by maxMs without any script', () => {
    const html = renderToString(<Preloader fadeMs={500} maxMs={4000} />);
    expect(html).toContain('data-preloader="starting"');
    expect(html).toContain('--preloader-max:4000ms');
    expect(html).toContain('--preloader-fade:500ms');
    expect(html).toContain('aria-hidden="true"');
  });

  it('fades out over fadeMs as soon as the app has started, then is removed', () => {
    render(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 300} />);
    expect(bar()).toHaveAttribute('data-preloader', 'fading');
    act(() => vi.advanceTimersByTime(499));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('shortens the fade so that it is gone by maxMs in all', () => {
    render(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 3800} />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('is gone at once when the app starts after maxMs', () => {
    render(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 5200} />);
    expect(bar()).toBeNull();
  });

  it('does not fade under prefers-reduced-motion: it is simply removed', () => {
    reduceMotion(true);
    render(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 300} />);
    expect(bar()).toBeNull();
  });

  it('shows again while a navigation loads, and goes when it is done', () => {
    const { rerender } = render(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 300} />);
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toBeNull();
    rerender(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 300} busy />);
    expect(bar()).toHaveAttribute('data-preloader', 'busy');
    rerender(<Preloader fadeMs={500} maxMs={4000} elapsed={() => 300} />);
    expect(bar()).toBeNull();
  });
});
