import type { RoomBlock } from '@hotel/validators/responses';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { DeskAnswer } from '../../../lib/deskActions';
import { longDate } from '../../../lib/occupancyGrid';
import { useActionResult } from '../../../lib/useActionResult';
import { useCheckedAction } from '../../../lib/useCheckedAction';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { FormField } from '../../ui/FormField/FormField';
import { AdminFailure } from '../AdminFailure/AdminFailure';
import { AdminForm } from '../AdminForm/AdminForm';

export const NOT_BLOCKED = 'The room was not blocked.';

/**
 * Takes a physical room out of sale from a night to a last night (both included) with a reason
 * (POST /api/admin/rooms/:roomId/blocks). A night the room is booked is refused by the API (409),
 * and its message, naming the booking, is shown as it is.
 */
export function RoomBlockForm({
  roomId,
  night,
  onBlocked,
}: {
  readonly roomId: number;
  readonly night: string;
  readonly onBlocked: (block: RoomBlock) => void;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).roomBlock, {
    from: night,
    to: night,
    reason: '',
  });
  const { formProps } = useCheckedAction<DeskAnswer>({
    check: async () => {
      const block = await form.check();
      return block ? { intent: 'block', roomId, block } : null;
    },
    onResult: (answer, fail) => {
      if (answer.intent !== 'block') return;
      if (answer.result.ok) {
        onBlocked(answer.result.value);
        return;
      }
      const shown = form.showServerErrors(answer.result.error);
      fail(shown ? NOT_BLOCKED : `${NOT_BLOCKED} ${answer.result.error.message}`);
    },
  });

  return (
    <AdminForm formRef={form.ref} {...formProps} submitLabel="Block the room" busyLabel="Blocking…">
      <div className="admin__pair">
        <FormField label="First night" type="date" required {...form.textField('from')} />
        <FormField label="Last night" type="date" required {...form.textField('to')} />
      </div>
      <FormField
        label="Reason"
        autoComplete="off"
        hint="Repairs, an owner’s stay, a night sold on a travel site."
        required
        {...form.textField('reason')}
      />
    </AdminForm>
  );
}

/** A blocked night: why, which nights on screen the block takes, and Remove block. */
export function BlockedNight({
  blockId,
  reason,
  first,
  last,
  onRemoved,
}: {
  readonly blockId: number;
  readonly reason: string | undefined;
  /** The block's first and last night on the screen (it may run on beyond it). */
  readonly first: string;
  readonly last: string;
  readonly onRemoved: () => void;
}) {
  const fetcher = useFetcher<DeskAnswer>();
  const busy = fetcher.state !== 'idle';
  const [failure, setFailure] = useState('');
  useActionResult(fetcher.data, (answer) => {
    if (answer.intent !== 'unblock') return;
    if (answer.result.ok) onRemoved();
    else setFailure(`The block was not removed. ${answer.result.error.message}`);
  });

  return (
    <div className="admin__panel">
      <dl className="admin__facts">
        <div>
          <dt>Reason</dt>
          <dd>{reason || 'None given'}</dd>
        </div>
        <div>
          <dt>Nights on screen</dt>
          <dd>{first === last ? longDate(first) : `${longDate(first)} to ${longDate(last)}`}</dd>
        </div>
      </dl>
      <p className="admin__note">Removing the block puts every night of it on sale again.</p>
      <button
        type="button"
        className="admin__button admin__button--danger"
        disabled={busy}
        onClick={() => {
          setFailure('');
          fetcher.submit(
            { intent: 'unblock', blockId },
            { method: 'post', encType: 'application/json' },
          );
        }}
      >
        {busy ? 'Removing…' : 'Remove block'}
      </button>
      <AdminFailure message={failure} />
    </div>
  );
}
