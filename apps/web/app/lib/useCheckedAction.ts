import type { FormEvent } from 'react';
import { type SubmitTarget, useFetcher } from 'react-router';
import { useActionResult } from './useActionResult';

/**
 * A form sent to its route's action as JSON once its own check passes (`check` answers the
 * checked values, or null after showing what is wrong). `onResult` gets each answer once.
 */
export function useCheckedAction<Result>({
  check,
  onStart,
  onResult,
}: {
  check: () => Promise<SubmitTarget | null>;
  /** Clears the last outcome when the form is sent again. */
  onStart?: () => void;
  onResult: (result: Result) => void;
}) {
  // The action is the route's own: what it answers is `Result` (a clientAction's answer is not serialized).
  const fetcher = useFetcher();
  useActionResult<Result>(fetcher.data, onResult);
  const sending = fetcher.state !== 'idle';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    onStart?.();
    const checked = await check();
    if (checked) fetcher.submit(checked, { method: 'post', encType: 'application/json' });
  };
  return { sending, submit };
}
