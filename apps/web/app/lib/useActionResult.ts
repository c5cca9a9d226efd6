import { useEffect, useRef } from 'react';

/** Calls `onResult` once for each new answer of an action (a fetcher's `data`). */
export function useActionResult<T>(data: T | undefined, onResult: (data: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (data === undefined || handled.current === data) return;
    handled.current = data;
    latest.current(data);
  }, [data]);
}
