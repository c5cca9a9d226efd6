import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { clientLoader } from '../routes/booking/payAtHotelData';
import type { PayAtHotelOffer } from './checkout';
import { dataPath } from './dataRoutes';
import type { Loaded } from './loaded';
import { useSession } from './session';

/**
 * Whether the session's guest may book the quote to pay at the hotel (the data route
 * `/_data/pay-at-hotel`), read once the session is known and again when the guest signs in;
 * undefined while it is read. /Payment and the test gateway share it.
 */
export function usePayAtHotelOffer(quoteId: string): Loaded<PayAtHotelOffer> | undefined {
  const { user, known } = useSession();
  const offer = useFetcher<typeof clientLoader>({ key: `pay-at-hotel:${quoteId}` });
  const { load } = offer;
  const userId = user?.id;
  useEffect(() => {
    if (known) void load(dataPath('payAtHotel', undefined, { quote: quoteId }));
  }, [known, userId, quoteId, load]);
  return offer.state === 'idle' ? offer.data : undefined;
}
