import type {
  AdminMessage as ContactMessage,
  AdminEnquiry as Enquiry,
} from '@hotel/validators/responses';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/adminApiStub';
import { factsOf } from '../../test/facts';
import { stubClientLoader } from '../../test/routeStub';
import AdminListPage, { clientLoader } from './list';

const enquiry = (id: number): Enquiry => ({
  id,
  name: `Guest ${id}`,
  email: `guest${id}@example.com`,
  phone: '9876543210',
  message: `Enquiry ${id}: a hall for 200 people.`,
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  createdAt: '2026-11-22T10:15:00.000Z',
});

const message: ContactMessage = {
  id: 3,
  propertyId: 'hotel-akash-executive',
  name: 'Ravi Kulkarni',
  phone: '9876500000',
  email: 'ravi@example.com',
  subject: 'Parking',
  message: 'Is there parking for a bus?',
  createdAt: '2026-11-22T10:15:00.000Z',
};

function renderList(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/admin/:list',
      Component: AdminListPage as never,
      loader: stubClientLoader(clientLoader),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin list screen', () => {
  it('/admin/enquiries lists the banquet enquiries with their category, and loads more after the first page', async () => {
    const { calls } = stubApi({
      'GET /api/admin/enquiries': ({ url }) =>
        url.searchParams.get('offset') === '0'
          ? json(
              200,
              Array.from({ length: 20 }, (_, i) => enquiry(40 - i)),
            )
          : json(200, [enquiry(20), enquiry(19)]),
    });
    const user = renderList('/admin/enquiries');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Banquet enquiries');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 enquiries, newest first.');
    const first = screen.getByRole('heading', { name: 'Wedding Reception · Guest 40' });
    expect(factsOf(first.closest('li') as HTMLElement)).toEqual({
      Received: '22 Nov 2026, 3:45 pm',
      Category: 'Social & Personal Events',
      Email: 'guest40@example.com',
      Phone: '9876543210',
    });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Enquiry 19: a hall for 200 people.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 22 enquiries.');
    expect(calls.map((call) => call.url.search)).toEqual([
      '?limit=20&offset=0',
      '?limit=20&offset=20',
    ]);
  });

  it('/admin/messages lists the contact messages with the hotel they are for', async () => {
    stubApi({ 'GET /api/admin/messages': () => json(200, [message]) });
    renderList('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Contact messages');
    const item = screen.getByRole('heading', { name: 'Parking · Ravi Kulkarni' }).closest('li');
    expect(factsOf(item as HTMLElement)).toMatchObject({ For: 'hotel-akash-executive' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 message.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why a list could not be read', async () => {
    stubApi({
      'GET /api/admin/messages': () =>
        json(500, { statusCode: 500, code: 'INTERNAL', error: 'Error', message: 'Database busy.' }),
    });
    renderList('/admin/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the messages. Database busy.',
    );
  });
});
