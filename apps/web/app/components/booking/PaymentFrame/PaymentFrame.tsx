import type { ReactNode } from 'react';

/**
 * The frame of /Payment, the test gateway and My Bookings: the title, then the page's content.
 * It fills the screen, so the footer stays below the fold while the content loads.
 */
export function PaymentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--spaced payment-page">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** What such a page shows while its data loads (also its prerendered HTML). */
export function PaymentLoading({
  title,
  what,
  text,
}: {
  title: string;
  /** What loads, in English ('your bookings'); `text` says it whole in the page's language. */
  what?: string;
  text?: string;
}) {
  return (
    <PaymentFrame title={title}>
      <p className="payment-page__loading" role="status">
        {text ?? `Loading ${what}…`}
      </p>
    </PaymentFrame>
  );
}
