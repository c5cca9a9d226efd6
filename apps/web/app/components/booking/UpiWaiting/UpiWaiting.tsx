import { m } from '@hotel/i18n/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchOrderStatus, paymentMessages, settleTestUpiPayment } from '../../../lib/checkout';
import { holdTimeText } from '../../../lib/paymentSteps';
import { stillWaiting, UPI_POLL_MS } from '../../../lib/testGateway';

/** What the test UPI app can answer. */
const TEST_APP_ANSWERS = [
  { outcome: 'success', label: m.booking_upiApprove },
  { outcome: 'decline', label: m.booking_upiDecline },
] as const;

/**
 * A UPI payment waiting for the guest's app: the page asks for the order's status every few
 * seconds and goes back to /Payment (`back`) once it is no longer waiting — confirmed by the
 * webhook, failed, or the hold ended. In test mode the guest's "app" is two buttons that call the
 * test gateway's webhook, as a real app makes Razorpay call ours.
 */
export function UpiWaiting({
  orderId,
  vpa,
  holdExpiresAt,
  back,
}: {
  orderId: string;
  vpa: string;
  holdExpiresAt: string;
  back: string;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [settling, setSettling] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer = 0;
    const check = async () => {
      try {
        const status = await fetchOrderStatus(orderId);
        if (stopped) return;
        if (!stillWaiting(status)) {
          navigate(back);
          return;
        }
        setProblem(null);
      } catch (error) {
        if (stopped) return;
        // Asked again at the next turn; the guest sees why nothing moves meanwhile.
        setProblem(paymentMessages.error((error as Error).message));
      }
      timer = window.setTimeout(check, UPI_POLL_MS);
    };
    timer = window.setTimeout(check, UPI_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderId, back, navigate]);

  const settle = async (outcome: 'success' | 'decline') => {
    if (settling) return;
    setSettling(true);
    try {
      await settleTestUpiPayment(orderId, outcome);
      navigate(back);
    } catch (error) {
      setProblem(paymentMessages.error((error as Error).message));
      setSettling(false);
    }
  };

  return (
    <section className="payment-page__panel" aria-labelledby="upi-waiting">
      <h2 id="upi-waiting">{m.booking_upiWaitingTitle()}</h2>
      <p role="status">{m.booking_upiWaitingText({ vpa, time: holdTimeText(holdExpiresAt) })}</p>
      <aside className="payment-page__test-mode" aria-labelledby="upi-test-app">
        <h3 id="upi-test-app">{m.booking_upiTestMode()}</h3>
        <p>{m.booking_upiAnswerHere()}</p>
        <p className="payment-page__upi-app">
          {TEST_APP_ANSWERS.map((answer) => (
            <button
              key={answer.outcome}
              type="button"
              className="action-button"
              aria-disabled={settling ? true : undefined}
              onClick={() => void settle(answer.outcome)}
            >
              {answer.label()}
            </button>
          ))}
        </p>
      </aside>
      {problem ? (
        <p className="payment-page__alert" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
