import { formatINR } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators/dates';
import type { Gstr1CsvSection } from '@hotel/validators/gst';
import type { Gstr1Return, Gstr1Sections, GstTotals } from '@hotel/validators/responses';
import { Form, useNavigation } from 'react-router';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { AdminFooterRow, AdminTable } from '../../components/desk/AdminTable/AdminTable';
import { HotelSelect } from '../../components/desk/HotelSelect/HotelSelect';
import { adminMeta } from '../../lib/adminApi';
import {
  B2B_COLUMNS,
  B2CL_COLUMNS,
  B2CS_COLUMNS,
  CDNR_COLUMNS,
  CDNUR_COLUMNS,
  DOCS_COLUMNS,
  type Gstr1Column,
  type Gstr1RowOf,
  HSN_COLUMNS,
} from '../../lib/adminGstr1Columns';
import { adminCall, loaded } from '../../lib/adminRequests';
import { urlOf } from '../../lib/apiRoute';
import { deskHotels } from '../../lib/deskHotels';
import type { Route } from './+types/gst';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('GSTR-1', matches);

/** The month before this one in India (YYYY-MM): the return a month's first days are for. */
export function lastMonthInIndia(today: string = todayInIndia()): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The hotels, and the return of the hotel and month the address names (default: last month). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { hotels } = await deskHotels(request);
  const list = hotels.state === 'ready' ? hotels.value : [];
  const hotelId = params.get('hotelId') || list[0]?._id || '';
  const month = params.get('month') || lastMonthInIndia();
  const query = { hotelId, month };
  return {
    hotels: list,
    query,
    gstr1: hotelId ? await loaded(adminCall(request, 'GET /api/admin/gst/gstr1', { query })) : null,
  };
}

/** The templates' files by section (the schemas stay out of the page: a type import). */
const FILE_LABELS: Record<Gstr1CsvSection, string> = {
  b2b: 'b2b.csv',
  b2cl: 'b2cl.csv',
  b2cs: 'b2cs.csv',
  cdnr: 'cdnr.csv',
  cdnur: 'cdnur.csv',
  hsn_b2b: 'hsn(b2b).csv',
  hsn_b2c: 'hsn(b2c).csv',
  docs: 'docs.csv',
};

const download = (query: Record<string, string>) => urlOf('/api/admin/gst/gstr1', {}, { ...query });

function Downloads({ query }: { readonly query: { hotelId: string; month: string } }) {
  return (
    <nav aria-label="Downloads for the GST portal" className="admin__downloads">
      <ul>
        <li>
          <a href={download({ ...query, format: 'portal' })} download>
            Portal JSON (all sections)
          </a>
        </li>
        {(Object.keys(FILE_LABELS) as Gstr1CsvSection[]).map((section) => (
          <li key={section}>
            <a href={download({ ...query, format: 'csv', section })} download>
              {FILE_LABELS[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const figures = (totals: GstTotals) =>
  `taxable value ${formatINR(totals.taxableValue)}, IGST ${formatINR(totals.igst)}, CGST ${formatINR(totals.cgst)}, SGST ${formatINR(totals.sgst)}`;

/** Whether the sections and the HSN summary add up to the documents, said in words. */
function Reconciliation({ gstr1 }: { readonly gstr1: Gstr1Return }) {
  const { documents, sections, hsn } = gstr1.reconciliation;
  const agrees = (totals: GstTotals) => JSON.stringify(totals) === JSON.stringify(documents);
  return (
    <p className="admin__intro">
      {`Invoices less credit notes: ${figures(documents)}. `}
      {agrees(sections) && agrees(hsn)
        ? 'The sections and the HSN summary add up to the same, to the paisa.'
        : `They do not add up: sections ${figures(sections)}; HSN ${figures(hsn)}.`}
    </p>
  );
}

/** A section of the return: its table's caption, its columns and what it says without rows. */
function section<Part extends keyof Gstr1Sections>(
  part: Part,
  title: string,
  columns: readonly Gstr1Column<Gstr1RowOf<Part>>[],
  empty: string,
) {
  return function Section({ sections }: { readonly sections: Gstr1Sections }) {
    const shown = sections[part];
    const totals = 'totals' in shown ? shown.totals : undefined;
    return (
      <AdminTable
        label={title}
        captioned
        rows={shown.rows as readonly Gstr1RowOf<Part>[]}
        columns={columns}
        empty={empty}
        footer={
          totals ? (
            <AdminFooterRow
              columns={columns}
              cell={(column, index) =>
                index === 0 ? 'Total' : column.total ? formatINR(totals[column.total]) : ''
              }
            />
          ) : null
        }
      />
    );
  };
}

/** The sections in the order of the GST portal's offline tool. */
const SECTIONS = [
  section('b2b', 'B2B: invoices to a GSTIN (4A)', B2B_COLUMNS, 'No invoice to a GSTIN this month.'),
  section(
    'b2cl',
    'B2CL: large inter-state invoices to guests (5)',
    B2CL_COLUMNS,
    "None: the hotel's supplies are within its state.",
  ),
  section(
    'b2cs',
    'B2CS: other supplies to guests, net of credit notes (7)',
    B2CS_COLUMNS,
    'No supply to guests without a GSTIN this month.',
  ),
  section(
    'cdnr',
    'CDNR: credit notes to a GSTIN (9B)',
    CDNR_COLUMNS,
    'No credit note to a GSTIN this month.',
  ),
  section(
    'cdnur',
    'CDNUR: credit notes against B2CL invoices (9B)',
    CDNUR_COLUMNS,
    'No credit note against a large inter-state invoice.',
  ),
  section('hsnB2b', 'HSN/SAC summary, B2B (12)', HSN_COLUMNS, 'No supply to a GSTIN this month.'),
  section('hsnB2c', 'HSN/SAC summary, B2C (12)', HSN_COLUMNS, 'No supply to guests this month.'),
  section(
    'docs',
    'Documents issued (13)',
    DOCS_COLUMNS,
    'No invoice or credit note was issued this month.',
  ),
];

function Sections({ gstr1 }: { readonly gstr1: Gstr1Return }) {
  return SECTIONS.map((Section, index) => (
    // The list is fixed: a section's place is its key.
    <Section key={index} sections={gstr1.sections} />
  ));
}

/**
 * /admin/gst (administrators only): a hotel's GSTR-1 for a month (GET /api/admin/gst/gstr1),
 * each section as a table with its totals, and the files for the GST portal's offline tool.
 */
export default function GstPage({ loaderData }: Route.ComponentProps) {
  const { hotels, query, gstr1 } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.location?.pathname === '/admin/gst';
  const ready = gstr1?.state === 'ready' ? gstr1.value : null;
  return (
    <AdminScreen name="gst" title="GSTR-1">
      <p className="admin__intro">
        A hotel's outward supplies for a month, from the tax invoices and credit notes the site
        issued, in the sections of the GST portal's offline tool. Each hotel files under its own
        GSTIN.
      </p>
      <Form method="get" className="admin__filters">
        <HotelSelect hotels={hotels} defaultValue={query.hotelId} />
        <label>
          Month
          <input type="month" name="month" defaultValue={query.month} required />
        </label>
        <button type="submit" className="admin__button">
          Show
        </button>
      </Form>
      <p className="admin__status" role="status">
        {loading ? 'Loading the return…' : null}
        {!loading && ready ? `${ready.legalName}, GSTIN ${ready.gstin}, ${query.month}.` : null}
      </p>
      {gstr1?.state === 'failed' ? (
        <AdminLoadFailure what="the return" message={gstr1.message} />
      ) : null}
      {ready ? (
        <>
          <Downloads query={query} />
          <Reconciliation gstr1={ready} />
          <Sections gstr1={ready} />
        </>
      ) : null}
    </AdminScreen>
  );
}
