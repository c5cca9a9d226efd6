import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, useToast } from './Toast';

function Harness({ text }: { text: string }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show(text)}>
        Save
      </button>
      <Toast message={toast.message} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('keeps an empty status region in the page until there is a message', () => {
    render(<Toast message={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a message as a status for 3 seconds, then hides it', () => {
    render(<Harness text="Form submitted successfully!" />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Form submitted successfully!');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Form submitted successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts the 3 seconds again when shown again', () => {
    render(<Harness text="Saved" />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.click());
    act(() => vi.advanceTimersByTime(2000));
    act(() => save.click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
