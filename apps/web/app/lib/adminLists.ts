import { LIST_LIMITS } from '@hotel/validators/lists';
import type { AdminEnquiry, AdminMessage } from '@hotel/validators/responses';
import { adminCall } from './adminRequests';

/** One item of an admin list, as the generic list screen shows it. */
export interface ListEntry {
  readonly id: number;
  readonly title: string;
  readonly receivedAt: string;
  /** The one fact that differs between the lists (an enquiry's category, a message's hotel). */
  readonly about: { readonly label: string; readonly value: string };
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

interface ListNames {
  /** The screen's name in the page title. */
  readonly screen: string;
  readonly title: string;
  readonly noun: readonly [one: string, many: string];
}

/** A list the API pages with `?limit&offset`, newest first, and how its screen names it. */
export interface AdminList extends ListNames {
  /** A page of entries after the first `offset`. */
  readonly load: (request: Request, offset: number) => Promise<readonly ListEntry[]>;
}

type PageQuery = { readonly limit: string; readonly offset: string };

function list<Row>({
  read,
  entry,
  ...names
}: ListNames & {
  read: (request: Request, query: PageQuery) => Promise<readonly Row[]>;
  entry: (row: Row) => ListEntry;
}): AdminList {
  return {
    ...names,
    load: async (request, offset) => {
      const rows = await read(request, { limit: String(LIST_PAGE_SIZE), offset: String(offset) });
      return rows.map(entry);
    },
  };
}

/** What every list entry shows alike: who wrote, how to reach them, what they said, and when. */
const contactOf = (row: AdminEnquiry | AdminMessage) => ({
  id: row.id,
  receivedAt: row.createdAt,
  email: row.email,
  phone: row.phone,
  message: row.message,
});

/** The admin lists by their path under /admin. */
export const ADMIN_LISTS: Readonly<Record<string, AdminList>> = {
  enquiries: list({
    screen: 'Enquiries',
    title: 'Banquet enquiries',
    noun: ['enquiry', 'enquiries'],
    read: (request, query) => adminCall(request, 'GET /api/admin/enquiries', { query }),
    entry: (enquiry: AdminEnquiry) => ({
      ...contactOf(enquiry),
      title: `${enquiry.eventType} · ${enquiry.name}`,
      about: { label: 'Category', value: enquiry.category },
    }),
  }),
  messages: list({
    screen: 'Messages',
    title: 'Contact messages',
    read: (request, query) => adminCall(request, 'GET /api/admin/messages', { query }),
    noun: ['message', 'messages'],
    entry: (message: AdminMessage) => ({
      ...contactOf(message),
      title: `${message.subject} · ${message.name}`,
      about: { label: 'For', value: message.propertyId },
    }),
  }),
};

/** Rows a page of an admin list asks for. */
export const LIST_PAGE_SIZE = LIST_LIMITS.screens.adminList;
