import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ListPage, PagedList } from './PagedList';

interface Note {
  readonly id: number;
  readonly text: string;
}

const notes = (from: number, count: number): Note[] =>
  Array.from({ length: count }, (_, i) => ({ id: from - i, text: `Note ${from - i}` }));

type LoadPage = (page: { offset: number; limit: number }) => Promise<readonly Note[]>;

/** The list on a route whose loader reads the page after `?offset=`, as the admin lists do. */
function renderList(load: LoadPage) {
  const loader = async ({ request }: LoaderFunctionArgs): Promise<ListPage<Note>> => {
    const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
    try {
      return { page: await load({ offset, limit: 2 }) };
    } catch (error) {
      return { failure: (error as Error).message };
    }
  };
  function NotesPage() {
    return (
      <PagedList
        first={useLoaderData<typeof loader>()}
        pageSize={2}
        itemKey={(note) => note.id}
        renderItem={(note) => <p>{note.text}</p>}
        noun={['note', 'notes']}
      />
    );
  }
  const Stub = createRoutesStub([
    { path: '/notes', Component: NotesPage, loader, HydrateFallback: () => <p>Loading notes…</p> },
  ]);
  render(<Stub initialEntries={['/notes']} />);
  return userEvent.setup();
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('PagedList', () => {
  it('loads the first page, then the next one after the listed items, focusing the first new one', async () => {
    const load = vi.fn<LoadPage>(async ({ offset }) => (offset === 0 ? notes(5, 2) : notes(3, 1)));
    const user = renderList(load);
    expect(screen.getByText('Loading notes…')).toBeVisible();
    expect(await screen.findByText('Note 5')).toBeVisible();
    expect(shown()).toEqual(['Note 5', 'Note 4']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 notes, newest first.');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Note 3')).toBeVisible();
    expect(load).toHaveBeenLastCalledWith({ offset: 2, limit: 2 });
    expect(shown()).toEqual(['Note 5', 'Note 4', 'Note 3']);
    expect(screen.getByText('Note 3').closest('li')).toHaveFocus();
    // A short page was the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 notes.');
  });

  it('does not list an item twice when new ones shifted the pages', async () => {
    const user = renderList(async ({ offset }) => (offset === 0 ? notes(5, 2) : notes(4, 2)));
    await screen.findByText('Note 5');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Note 3');
    expect(shown()).toEqual(['Note 5', 'Note 4', 'Note 3']);
  });

  it('says when there is nothing yet', async () => {
    renderList(async () => []);
    expect(await screen.findByText('No notes yet.')).toBeVisible();
  });

  it('shows the failure', async () => {
    renderList(async () => {
      throw new Error('The server answered 500.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the notes. The server answered 500.',
    );
  });
});
