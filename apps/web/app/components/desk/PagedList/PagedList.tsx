import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useActionResult } from '../../../lib/useActionResult';
import './PagedList.css';

/**
 * A page of a list as the route's loader answers it: the items, or why they could not be read.
 * The loader reads the page's start from `?offset=`.
 */
export type ListPage<T> =
  | { readonly page: readonly T[]; readonly failure?: undefined }
  | { readonly page?: undefined; readonly failure: string };

export interface PagedListProps<T> {
  /** The first page, as the route's loader read it. */
  readonly first: ListPage<T>;
  readonly pageSize: number;
  readonly itemKey: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** What the list holds, e.g. ['enquiry', 'enquiries']. */
  readonly noun: readonly [one: string, many: string];
}

/** Items not yet listed, by key: items that arrive meanwhile shift the pages. */
export function appendNew<T>(
  listed: readonly T[],
  page: readonly T[],
  key: (item: T) => string | number,
): readonly T[] {
  const known = new Set(listed.map(key));
  return [...listed, ...page.filter((item) => !known.has(key(item)))];
}

/**
 * A list read page by page: the first page from the route's loader, then 'Load more' (the same
 * loader, through a fetcher) while a page came back full. Progress and the count are announced;
 * after loading more, focus moves to the first new item, so a keyboard user carries on reading
 * where the list grew.
 */
export function PagedList<T>({ first, pageSize, itemKey, renderItem, noun }: PagedListProps<T>) {
  const { pathname } = useLocation();
  const more = useFetcher<ListPage<T>>();
  const [items, setItems] = useState<readonly T[]>(first.page ?? []);
  const [hasMore, setHasMore] = useState(first.page?.length === pageSize);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // A layout effect: focus moves in the commit that lists the new page, before the browser paints
  // it (and before a test, or a screen reader, reads the list). It runs before a new page is added,
  // then again once it is listed.
  useLayoutEffect(() => {
    if (focusIndex.current === null) return;
    const item = listRef.current?.children.item(focusIndex.current);
    focusIndex.current = null;
    if (item instanceof HTMLElement) item.focus();
  });

  useActionResult(more.data, (answer) => {
    if (!answer.page) return;
    const grown = appendNew(items, answer.page, itemKey);
    focusIndex.current = grown.length > items.length ? items.length : null;
    setItems(grown);
    setHasMore(answer.page.length === pageSize);
  });

  const loadingMore = more.state !== 'idle';
  const failure = loadingMore ? undefined : (more.data?.failure ?? first.failure);
  const [one, many] = noun;
  const count = items.length === 1 ? `1 ${one}` : `${items.length} ${many}`;
  const ready = first.page !== undefined;

  return (
    <div className="paged-list">
      <p className="paged-list__status" role="status">
        {ready && items.length === 0 ? `No ${many} yet.` : null}
        {ready && items.length > 0 ? `Showing ${count}${hasMore ? ', newest first' : ''}.` : null}
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
      {ready && hasMore ? (
        <button
          type="button"
          className="paged-list__more"
          disabled={loadingMore}
          onClick={() => more.load(`${pathname}?offset=${items.length}`)}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
