import type { Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
/** The current time as the ISO string stored in the database; tests move it with fake timers. */
export const nowIso = (): string => new Date().toISOString();

export const isoIn = (seconds: number): string =>
  new Date(Date.now() + seconds * 1000).toISOString();

/** A wait in whole minutes for a person: '1 minute', '4 minutes' (rounded up). */
export const minutesText = (seconds: number, locale?: Lang): string =>
  m.api_minutes({ count: Math.ceil(seconds / 60) }, locale ? { locale } : {});
