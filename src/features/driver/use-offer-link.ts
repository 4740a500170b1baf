// A notification's Accept or Decline opens /driver?offer=<id>&answer=accept|decline. Once the home is fresh from
// the server, the offer is answered exactly as from its card, or the driver is told it has gone; the address is
// then cleaned, so a reload does not answer again.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DriverRide } from '../../domain/drivers/driver-app';

export type OfferAnswer = 'accept' | 'decline';

interface DriverRides {
  offers: readonly DriverRide[];
  rides: readonly DriverRide[];
}

export type OfferLink =
  { kind: 'answer'; offerId: string; answer: OfferAnswer } | { kind: 'show' } | { kind: 'gone' };

const LINK_PARAMS = ['offer', 'answer'] as const;

/** What the link asks of the offers on screen: an answer, only a look, or nothing left to answer. */
export function readOfferLink(
  offerId: string,
  answer: string | null,
  home: DriverRides,
  now: number,
): OfferLink {
  // Answered already (here, or before the tap): the ride is in the driver's list.
  if (home.rides.some((ride) => ride.id === offerId)) return { kind: 'show' };
  const offer = home.offers.find((shown) => shown.id === offerId);
  const expired = offer?.offerExpiresAt ? Date.parse(offer.offerExpiresAt) <= now : false;
  if (!offer || expired) return { kind: 'gone' };
  return answer === 'accept' || answer === 'decline' ? { kind: 'answer', offerId, answer } : { kind: 'show' };
}

export function useOfferLink(
  home: DriverRides | undefined,
  fresh: boolean,
  onAnswer: (offerId: string, answer: OfferAnswer) => void,
) {
  const [params, setParams] = useSearchParams();
  const [gone, setGone] = useState(false);
  const handled = useRef<string | null>(null);
  const offerId = params.get('offer');
  const answer = params.get('answer');

  useEffect(() => {
    if (!offerId || !home || !fresh || handled.current === offerId) return;
    handled.current = offerId;
    const link = readOfferLink(offerId, answer, home, Date.now());
    setParams(
      (current) => {
        LINK_PARAMS.forEach((name) => current.delete(name));
        return current;
      },
      { replace: true },
    );
    if (link.kind === 'gone') setGone(true);
    if (link.kind === 'answer') onAnswer(link.offerId, link.answer);
  }, [offerId, answer, home, fresh, onAnswer, setParams]);

  return { gone, dismiss: () => setGone(false) };
}
