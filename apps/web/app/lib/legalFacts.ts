import {
  type Content,
  cancellationPolicyOf,
  describeCancellationPolicy,
  type LegalSection,
  type Privacy,
  stayTimesOf,
  type Terms,
} from '@hotel/content';
import { clockTimeText, intlLocale, type Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';

/** One line of facts a legal page shows from elsewhere in the content: "Hotel X: …". */
export interface LegalFact {
  readonly label: string | null;
  readonly text: string;
}

/** A section of a legal page, with the facts it shows, as plain data for the page. */
export interface LegalSectionData {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items: readonly string[];
  readonly facts: readonly LegalFact[];
}

/** Hotels that say the same thing are named together: "Hotel A, Hotel B: …". */
function byHotel(texts: readonly { name: string; text: string }[]): LegalFact[] {
  const grouped = new Map<string, string[]>();
  for (const { name, text } of texts) grouped.set(text, [...(grouped.get(text) ?? []), name]);
  if (grouped.size === 1) return [...grouped.keys()].map((text) => ({ label: null, text }));
  return [...grouped].map(([text, names]) => ({ label: names.join(', '), text }));
}

const FACTS: Record<
  NonNullable<LegalSection['shows']>,
  (content: Content, lang: Lang) => LegalFact[]
> = {
  bookingLimits: ({ site }, lang) => {
    const { bookAheadDays, maxNights, maxRooms } = site.booking;
    return [
      { label: null, text: m.site_bookAhead({ days: bookAheadDays }, { locale: lang }) },
      {
        label: null,
        text: m.site_bookingMaximum({ nights: maxNights, rooms: maxRooms }, { locale: lang }),
      },
    ];
  },
  cancellationPolicies: ({ hotels }, lang) =>
    byHotel(
      hotels.map((hotel) => ({
        name: hotel.name,
        text: describeCancellationPolicy(cancellationPolicyOf(hotel), lang),
      })),
    ),
  stayTimes: ({ hotels }, lang) =>
    byHotel(
      hotels.map((hotel) => {
        const { checkInTime, checkOutTime } = stayTimesOf(hotel);
        return {
          name: hotel.name,
          text: m.site_stayTimes(
            {
              checkIn: clockTimeText(checkInTime, lang),
              checkOut: clockTimeText(checkOutTime, lang),
            },
            { locale: lang },
          ),
        };
      }),
    ),
  invoiceIssuers: ({ hotels }) =>
    hotels.map((hotel) => ({
      label: hotel.name,
      text: `${hotel.legal.name}, GSTIN ${hotel.legal.gstin}`,
    })),
};

/**
 * A legal page's sections with the facts each shows, read from the content at build time, the
 * facts' sentences in the page's language.
 */
export function legalSections(
  sections: Terms['sections'] | Privacy['sections'],
  content: Content,
  lang: Lang,
): LegalSectionData[] {
  return sections.map((section) => ({
    id: section.id,
    heading: section.heading,
    paragraphs: section.paragraphs,
    items: section.items ?? [],
    facts: section.shows ? FACTS[section.shows](content, lang) : [],
  }));
}

/** "27 November 2026" ("27 नोव्हेंबर 2026"): when a legal page last changed, in the page's language. */
export const updatedText = (date: string, lang: Lang): string =>
  new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
