import { type ReactNode, useEffect, useRef, useState } from 'react';
import './PagedList.css';

/** Loads one page of a list, newest first: `limit` items after the first `offset`. */
export type LoadPage<T> = (page: {
  readonly offset: number;
  readonly limit: number;
  readonly signal?: AbortSignal;
}) => Promise<readonly T[]>;

export interface PagedListProps<T> {
  readonly load: LoadPage<T>;
  readonly pageSize: number;
  readonly itemKey: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** What the list holds, e.g. ['enquiry', 'enquiries']. */
  readonly noun: readonly [one: string, many: string];
}

type State = 'loading' | 'ready' | 'failed';

/**
 * A list read page by page: the first page on arrival, then 'Load more' while a page came back
 * full. Progress and the count are announced; after loading more, focus moves to the first new
 * item, so a keyboard user carries on reading where the list grew.
 */
export function PagedList<T>({ load, pageSize, itemKey, renderItem, noun }: PagedListProps<T>) {
  const [items, setItems] = useState<readonly T[]>([]);
  const [state, setState] = useState<State>('loading');
  const [failure, setFailure] = useState('');
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current({ offset: 0, limit: pageSize, signal: controller.signal }).then(
      (page) => {
        setItems(page);
        setHasMore(page.length === pageSize);
        setState('ready');
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setFailure((error as Error).message);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [pageSize]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const item = listRef.current?.children.item(focusIndex.current);
    focusIndex.current = null;
    if (item instanceof HTMLElement) item.focus();
  });

  const loadMore = async () => {
    setLoadingMore(true);
    setFailure('');
    try {
      const page = await loadRef.current({ offset: items.length, limit: pageSize });
      // Items that arrived meanwhile shift the pages: an item already listed is not listed twice.
      const known = new Set(items.map(itemKey));
      const fresh = page.filter((item) => !known.has(itemKey(item)));
      focusIndex.current = fresh.length > 0 ? items.length : null;
      setItems([...items, ...fresh]);
      setHasMore(page.length === pageSize);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  const [one, many] = noun;
  const count = items.length === 1 ? `1 ${one}` : `${items.length} ${many}`;

  return (
    <div className="paged-list">
      <p className="paged-list__status" role="status">
        {state === 'loading' ? `Loading ${many}…` : null}
        {state === 'ready' && items.length === 0 ? `No ${many} yet.` : null}
        {state === 'ready' && items.length > 0
          ? `Showing ${count}${hasMore ? ', newest first' : ''}.`
          : null}
        {loadingMore ? ` Loading more ${many}…` : null}
      </p>
      {failure ? (
        <p className="paged-list__failure" role="alert">
          {`We could not load the ${many}. ${failure}`}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul ref={listRef} className="paged-list__items">
          {items.map((item) => (
            <li key={itemKey(item)} className="paged-list__item" tabIndex={-1}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {state === 'ready' && hasMore ? (
        <button
          type="button"
          className="paged-list__more"
          disabled={loadingMore}
          onClick={loadMore}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
