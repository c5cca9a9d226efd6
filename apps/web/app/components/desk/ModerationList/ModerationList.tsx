import type { Key, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Loaded } from '../../../lib/adminRequests';
import { AdminLoadFailure } from '../AdminLoadFailure/AdminLoadFailure';

/** The status the address's `status` names, when it is one of `statuses`. */
export function statusIn<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): Status | undefined {
  const asked = params.get('status') ?? '';
  return (statuses as readonly string[]).includes(asked) ? (asked as Status) : undefined;
}

/**
 * A moderation screen's list: buttons that choose a status (into the address's `status`; 'All'
 * first when `all` is given), then the items of the status, a line when there is none, or why
 * they could not be read. Each item is a card of the list.
 */
export function ModerationList<Status extends string, Item>({
  label,
  statuses,
  statusLabels,
  status,
  all,
  items,
  what,
  empty,
  itemKey,
  renderItem,
}: {
  /** Names the status buttons' navigation. */
  readonly label: string;
  readonly statuses: readonly Status[];
  readonly statusLabels: Readonly<Record<Status, string>>;
  readonly status: Status | undefined;
  /** The label of a first button for every status. */
  readonly all?: string | undefined;
  readonly items: Loaded<readonly Item[]>;
  /** What could not be loaded ('the reviews'). */
  readonly what: string;
  readonly empty: string;
  readonly itemKey: (item: Item) => Key;
  readonly renderItem: (item: Item) => ReactNode;
}) {
  const [, setParams] = useSearchParams();
  const choice = (chosen: Status | undefined, text: string) => (
    <button
      key={chosen ?? ''}
      type="button"
      className="admin__link-button"
      aria-current={chosen === status ? 'page' : undefined}
      onClick={() => setParams(chosen ? { status: chosen } : {})}
    >
      {text}
    </button>
  );
  return (
    <>
      <nav aria-label={label} className="admin__filters">
        {all === undefined ? null : choice(undefined, all)}
        {statuses.map((each) => choice(each, statusLabels[each]))}
      </nav>
      {items.state === 'failed' ? (
        <AdminLoadFailure what={what} message={items.message} />
      ) : items.value.length === 0 ? (
        <p className="admin__status" role="status">
          {empty}
        </p>
      ) : (
        <ul className="admin__items">
          {items.value.map((item) => (
            <li key={itemKey(item)} className="admin__card">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
