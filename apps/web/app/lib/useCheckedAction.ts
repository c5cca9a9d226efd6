import { type FormEvent, useState } from 'react';
import { type SubmitTarget, useFetcher } from 'react-router';
import { useActionResult } from './useActionResult';

/** Says why the form's last sending failed (under the form, announced). */
export type Fail = (message: string) => void;

/**
 * A form sent to its route's action as JSON once its own check passes (`check` answers the
 * checked values, or null after showing what is wrong). `onResult` gets each answer once. Both
 * may `fail` with a message for the form; sending again clears it. `formProps` are AdminForm's.
 */
export function useCheckedAction<Result>({
  check,
  onStart,
  onResult,
}: {
  check: (fail: Fail) => Promise<SubmitTarget | null>;
  /** Clears the rest of the last outcome when the form is sent again. */
  onStart?: () => void;
  onResult: (result: Result, fail: Fail) => void;
}) {
  // The action is the route's own: what it answers is `Result` (a clientAction's answer is not serialized).
  const fetcher = useFetcher();
  const [failure, setFailure] = useState('');
  useActionResult<Result>(fetcher.data, (result) => onResult(result, setFailure));
  const sending = fetcher.state !== 'idle';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    onStart?.();
    const checked = await check(setFailure);
    if (checked) fetcher.submit(checked, { method: 'post', encType: 'application/json' });
  };
  return { failure, formProps: { onSubmit: submit, busy: sending, failure } };
}
