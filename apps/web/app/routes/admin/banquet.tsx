import {
  type BanquetStatus,
  banquetNextStatuses,
  banquetStatuses,
  banquetStatusLabels,
  budgetLabels,
  cateringLabels,
} from '@hotel/validators/banquetTexts';
import type { BanquetLead } from '@hotel/validators/responses';
import { useFetcher, useSearchParams } from 'react-router';
import { AdminFailure } from '../../components/desk/AdminFailure/AdminFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { ModerationList, statusIn } from '../../components/desk/ModerationList/ModerationList';
import { adminMeta, formatIndiaTime } from '../../lib/adminApi';
import { adminCall, adminSubmit, loaded } from '../../lib/adminRequests';
import { ApiError } from '../../lib/api';
import type { Route } from './+types/banquet';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Banquet pipeline', matches);

const statusOf = (params: URLSearchParams) => statusIn(params, banquetStatuses);

/** The leads of the status the address names, or all of them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(new URL(request.url).searchParams);
  return loaded(adminCall(request, 'GET /api/admin/banquet', { query: status ? { status } : {} }));
}

/** A step of the pipeline (with its note), or a note alone. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const params = { id: String(form.get('id')) };
  const note = String(form.get('note') ?? '');
  const step = String(form.get('step') ?? '');
  if (step) {
    return adminSubmit(request, 'POST /api/admin/banquet/:id/status', {
      params,
      body: { status: step as BanquetStatus, ...(note.trim() ? { note } : {}) },
    });
  }
  return adminSubmit(request, 'POST /api/admin/banquet/:id/note', { params, body: { note } });
}

function facts(lead: BanquetLead): [string, string][] {
  return [
    ['Reference', lead.reference ?? `no. ${lead.id}`],
    ['Event', `${lead.eventType} (${lead.category})`],
    ['Date', [lead.eventDate, lead.alternativeDate].filter(Boolean).join(', or ') || 'Not given'],
    ['Guests', lead.guests === null ? 'Not given' : String(lead.guests)],
    ['Rooms', lead.rooms ? `${lead.rooms} for ${lead.nights ?? 0} nights` : 'None'],
    ['Catering', lead.catering ? cateringLabels[lead.catering] : 'Not decided'],
    ['Budget', lead.budget ? budgetLabels[lead.budget] : 'Not decided'],
    ['Contact', `${lead.name}, ${lead.phone}, ${lead.email}`],
    ['Received', formatIndiaTime(lead.createdAt)],
  ];
}

/** A refusal in words: the field messages when the API gave them, else its message. */
const failureText = (error: Error) => {
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  return fields.length ? fields.join(' ') : error.message;
};

function LeadCard({ lead }: { lead: BanquetLead }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = answer && !answer.ok ? failureText(answer.error) : null;
  const busy = fetcher.state !== 'idle';
  const titleId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId} className="admin__item-title">
        {`${lead.reference ?? `Enquiry ${lead.id}`}: ${lead.name}`}{' '}
        <span className="admin__badge">{banquetStatusLabels[lead.status]}</span>
      </h2>
      <dl className="admin__facts">
        {facts(lead).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin__message">{lead.message}</p>
      {/* A new step or note empties the note field (the form is made again). */}
      <fetcher.Form key={lead.events.length} method="post" className="admin__form">
        <input type="hidden" name="id" value={lead.id} />
        <label>
          Note
          <textarea name="note" rows={2} />
        </label>
        <div className="admin__actions">
          {banquetNextStatuses[lead.status].map((step) => (
            <button
              key={step}
              type="submit"
              name="step"
              value={step}
              className={`admin__button${step === 'lost' ? ' admin__button--danger' : ''}`}
              disabled={busy}
            >
              {`Mark ${banquetStatusLabels[step].toLowerCase()}`}
            </button>
          ))}
          <button
            type="submit"
            name="step"
            value=""
            className="admin__button admin__button--quiet"
            disabled={busy}
          >
            Add note
          </button>
        </div>
      </fetcher.Form>
      <AdminFailure message={failure} />
      <h3 className="admin__section-title">History</h3>
      <ol>
        {lead.events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            {`${formatIndiaTime(event.at)}: ${
              event.from === null
                ? 'received from the website'
                : event.from === event.to
                  ? 'note'
                  : `${banquetStatusLabels[event.from]} → ${banquetStatusLabels[event.to]}`
            }${event.actorEmail ? ` by ${event.actorEmail}` : ''}${event.note ? `: ${event.note}` : ''}`}
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * /admin/banquet: the banquet leads, newest first, by status (new, contacted, quoted, won, lost);
 * each moves one step with an optional note, or takes a note, and shows who did what when.
 */
export default function BanquetPipelinePage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = statusOf(params);
  return (
    <AdminScreen name="banquet" title="Banquet pipeline">
      <p className="admin__intro">
        Every enquiry from the banquet page, with its reference. Call back, then move it on: new →
        contacted → quoted → won, or lost at any open step. The manager is e-mailed each new one.
      </p>
      <ModerationList
        label="Pipeline status"
        all="All"
        statuses={banquetStatuses}
        statusLabels={banquetStatusLabels}
        status={status}
        items={loaderData}
        what="the banquet enquiries"
        empty="No enquiries here."
        itemKey={(lead) => lead.id}
        renderItem={(lead) => <LeadCard lead={lead} />}
      />
    </AdminScreen>
  );
}
