import { useCallback, useEffect, useRef, useState } from 'react';
import './Toast.css';

/** How long a toast stays: the source's contact popup shows for 3 seconds. */
export const TOAST_MS = 3000;

/**
 * A toast's message and `show(text)`, which shows it for `durationMs` (shown again, it stays
 * `durationMs` from then).
 */
export function useToast(durationMs: number = TOAST_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}

/**
 * A polite status popup. The live region stays in the page while empty, so screen readers
 * announce each message as it appears.
 */
export function Toast({ message }: { readonly message: string | null }) {
  return (
    <div className={`toast${message ? ' toast--visible' : ''}`} role="status" aria-atomic="true">
      {message ? <p className="toast__message">{message}</p> : null}
    </div>
  );
}
