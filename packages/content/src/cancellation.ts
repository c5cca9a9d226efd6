import { clockTimeText, type Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { instantInIndia } from '@hotel/pricing';
import type { CancellationPolicy } from './schema/cancellation.js';

const HOUR_MS = 3_600_000;

/** The moment of check-in: the policy's time in India on the check-in date. */
export function checkInMoment(policy: CancellationPolicy, checkIn: string): Date {
  return instantInIndia(checkIn, policy.checkInTime);
}

/** What cancelling at `at` brings: allowed before check-in only, with the tier's refund. */
export interface CancellationTerms {
  readonly allowed: boolean;
  /** Percent of what was paid that comes back (0 when not allowed). */
  readonly refundPercent: number;
  /** Until when this refund holds (ISO), or null once check-in has passed. */
  readonly deadline: string | null;
}

/**
 * The terms of cancelling a stay that checks in on `checkIn` at the moment `at`. A tier holds
 * while at least `hoursBefore` hours remain (exactly 48 h before still counts as 48); a guest
 * can cancel only strictly before check-in.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  checkIn: string,
  at: Date,
): CancellationTerms {
  const start = checkInMoment(policy, checkIn).getTime();
  const left = start - at.getTime();
  if (left <= 0) return { allowed: false, refundPercent: 0, deadline: null };
  const tier = policy.tiers.find((candidate) => left >= candidate.hoursBefore * HOUR_MS);
  if (!tier) {
    // Closer to check-in than the last tier: allowed, nothing back, until check-in.
    return { allowed: true, refundPercent: 0, deadline: new Date(start).toISOString() };
  }
  return {
    allowed: true,
    refundPercent: tier.refundPercent,
    deadline: new Date(start - tier.hoursBefore * HOUR_MS).toISOString(),
  };
}

/** One step of a stay's cancellation terms: cancelling until `until` (ISO) refunds this percent. */
export interface CancellationStep {
  readonly refundPercent: number;
  readonly until: string;
}

/**
 * What cancelling a stay that checks in on `checkIn` would bring from `at` on, step by step in
 * time order: e.g. a full refund until 48 hours before check-in, then 50% until check-in. Steps
 * already past are left out; empty once check-in has passed. A stay whose only step refunds 0 is
 * non-refundable. The search results and the room page state these for the guest's own dates.
 */
export function cancellationSchedule(
  policy: CancellationPolicy,
  checkIn: string,
  at: Date,
): readonly CancellationStep[] {
  const start = checkInMoment(policy, checkIn).getTime();
  if (start <= at.getTime()) return [];
  const steps: CancellationStep[] = [];
  for (const [index, tier] of policy.tiers.entries()) {
    const until = start - tier.hoursBefore * HOUR_MS;
    if (until < at.getTime()) continue;
    // A tier holds until the next one begins; the first reachable one holds from now.
    steps.push({ refundPercent: tier.refundPercent, until: new Date(until).toISOString() });
    if (index === policy.tiers.length - 1 && tier.hoursBefore > 0) {
      steps.push({ refundPercent: 0, until: new Date(start).toISOString() });
    }
  }
  const last = policy.tiers.at(-1);
  if (steps.length === 0 && last) {
    // Closer to check-in than the last tier: cancelling is allowed, with nothing back.
    steps.push({ refundPercent: 0, until: new Date(start).toISOString() });
  }
  return steps;
}

const hours = (count: number, locale: Lang) => m.booking_hours({ count }, { locale });
const refund = (percent: number, locale: Lang) =>
  percent === 100
    ? m.booking_refundFull({}, { locale })
    : percent === 0
      ? m.booking_refundNone({}, { locale })
      : m.booking_refundPercent({ percent }, { locale });

/**
 * The policy in words, for the room page, /Payment and the confirmation e-mail, in `lang`
 * (English unless told), e.g. 'Cancel at least 48 hours before check-in for a full refund; later,
 * until check-in, for a 50% refund (check-in is 12:00 on the check-in day, India time). After
 * check-in a booking cannot be cancelled.'
 */
export function describeCancellationPolicy(policy: CancellationPolicy, lang: Lang = 'en'): string {
  const locale = lang;
  const parts = policy.tiers.map((tier, index) => {
    const what = refund(tier.refundPercent, locale);
    if (tier.hoursBefore === 0) {
      return index === 0
        ? m.booking_cancelFirstBefore({ refund: what }, { locale })
        : m.booking_cancelLaterBefore({ refund: what }, { locale });
    }
    const lead = index === 0 ? m.booking_cancelFirstHours : m.booking_cancelLaterHours;
    return lead({ hours: hours(tier.hoursBefore, locale), refund: what }, { locale });
  });
  const last = policy.tiers.at(-1);
  if (last && last.hoursBefore > 0) {
    parts.push(m.booking_cancelLaterBefore({ refund: refund(0, locale) }, { locale }));
  }
  return m.booking_cancelPolicy(
    {
      terms: parts.join(m.booking_cancelTermsSeparator({}, { locale })),
      time: clockTimeText(policy.checkInTime, lang),
    },
    { locale },
  );
}

/**
 * The policy in a few words, for a card that has no dates, in `lang` (English unless told): its
 * best refund and until when, e.g. 'Free cancellation up to 48 hours before check-in', '50%
 * refund until check-in', or 'Non-refundable' when nothing ever comes back. The full terms are
 * `describeCancellationPolicy`.
 */
export function cancellationPolicyInBrief(policy: CancellationPolicy, lang: Lang = 'en'): string {
  const locale = lang;
  const best = policy.tiers.find((tier) => tier.refundPercent > 0);
  if (!best) return m.booking_nonRefundable({}, { locale });
  const percent = best.refundPercent;
  if (best.hoursBefore === 0) {
    return percent === 100
      ? m.booking_freeCancelUntilCheckIn({}, { locale })
      : m.booking_refundUntilCheckIn({ percent }, { locale });
  }
  const until = hours(best.hoursBefore, locale);
  return percent === 100
    ? m.booking_freeCancelHours({ hours: until }, { locale })
    : m.booking_refundHours({ percent, hours: until }, { locale });
}
