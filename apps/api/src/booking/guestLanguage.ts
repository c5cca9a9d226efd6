import { adjustmentNameIn, contentIn } from '@hotel/content';
import { intlLocale, type Lang, timeOfDayText } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { INDIA_TIME_ZONE } from '@hotel/pricing';
import type { PaymentMethod } from '../db/bookingSchema.js';

/**
 * What a guest's e-mails and texts write in their language (the booking's `lang`, or the asking
 * page's): dates with the month's name in it, Latin digits (intlLocale), India's time zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: INDIA_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/**
 * A day in India: '3 Dec 2026' in English (as the e-mails always wrote it), the month written
 * out in Marathi and Hindi ('3 डिसेंबर, 2026'), whose short months read as clipped words.
 */
export const guestDate = (at: Date | string, lang: Lang): string =>
  formatIn(lang, lang === 'en' ? { dateStyle: 'medium' } : { dateStyle: 'long' }).format(
    instant(at),
  );

/** A time of day in India: '2:00 pm'; 'दुपारी 2:00' in Marathi (timeOfDayText). */
export const guestTime = (at: Date | string, lang: Lang): string =>
  timeOfDayText(instant(at), lang, INDIA_TIME_ZONE);

/** A moment in India: '3 Dec 2026, 2:00 pm' (formatIndiaDateTime's English). */
export const guestDateTime = (at: Date | string, lang: Lang): string =>
  lang === 'en'
    ? formatIn(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(instant(at))
    : `${guestDate(at, lang)}, ${guestTime(at, lang)}`;

/**
 * A booking's calendar day ('2026-12-03') as the guest reads it: as it is in English (the
 * e-mails always wrote it so), with the month written out in Marathi and Hindi.
 */
export const guestDay = (day: string, lang: Lang): string =>
  lang === 'en' ? day : guestDate(new Date(`${day}T12:00:00+05:30`), lang);

/** '2 adults, 1 child' in the guest's language (each count with its plural, a list's commas). */
export function guestsIn(
  party: { readonly adults: number; readonly children?: number | undefined },
  lang: Lang,
): string {
  const locale = { locale: lang };
  const children = party.children ?? 0;
  return new Intl.ListFormat(intlLocale(lang), { style: 'short', type: 'unit' }).format([
    m.api_adults({ count: party.adults }, locale),
    ...(children > 0 ? [m.api_children({ count: children }, locale)] : []),
  ]);
}

/** How a payment was made, as a sentence names it ('UPI', 'net banking'). */
export function paymentMethodIn(method: PaymentMethod, lang: Lang): string {
  const locale = { locale: lang };
  switch (method) {
    case 'cash':
      return m.api_methodCash({}, locale);
    case 'upi':
      return m.api_methodUpi({}, locale);
    case 'card':
      return m.api_methodCard({}, locale);
    case 'netbanking':
      return m.api_methodNetbanking({}, locale);
    case 'wallet':
      return m.api_methodWallet({}, locale);
    case 'emi':
      return m.api_methodEmi({}, locale);
    case 'cardless_emi':
      return m.api_methodCardlessEmi({}, locale);
    case 'paylater':
      return m.api_methodPaylater({}, locale);
    case 'unpaid':
    case 'pay_at_hotel':
      return '';
  }
}

/** Where a refund of an online payment goes, by how it was paid. */
export function refundDestinationIn(method: PaymentMethod | null, lang: Lang): string {
  const locale = { locale: lang };
  switch (method) {
    case 'card':
    case 'emi':
      return m.api_refundToCard({}, locale);
    case 'upi':
      return m.api_refundToUpi({}, locale);
    case 'netbanking':
      return m.api_refundToBank({}, locale);
    case 'wallet':
      return m.api_refundToWallet({}, locale);
    case 'cardless_emi':
      return m.api_refundToEmiProvider({}, locale);
    case 'paylater':
      return m.api_refundToPayLater({}, locale);
    default:
      return m.api_refundToCardOrAccount({}, locale);
  }
}

/** A page of the site, at its public address, in the guest's language ('/mr/my-bookings/…'). */
export const sitePageUrl = (path: string, lang: Lang): string =>
  new URL(path, contentIn(lang).site.url).href;

/** A stay's nights with each adjustment named in `lang` ('Weekend' → 'आठवडा अखेर'). */
export const nightsIn = <Night extends { readonly adjustment: string | null }>(
  nightly: readonly Night[],
  lang: Lang,
): Night[] =>
  nightly.map((night) =>
    night.adjustment ? { ...night, adjustment: adjustmentNameIn(night.adjustment, lang) } : night,
  );

/** A quote as a page in `lang` shows it: its nights' adjustments named in that language. */
export const quoteIn = <Q extends { readonly nightly: readonly { adjustment: string | null }[] }>(
  quote: Q,
  lang: Lang,
): Q => (lang === 'en' ? quote : { ...quote, nightly: nightsIn(quote.nightly, lang) });
