// After a completed ride the rider rates the driver once, 1 to 5 stars with an optional comment; the partner
// sees it per driver and the city pages show the average. A ride already rated shows its stars.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { givenRatingSchema } from '../../domain/rides/ratings';
import { apiRequest } from '../../lib/api-client';

const STARS = [1, 2, 3, 4, 5] as const;

function sendRating(rideId: string, stars: number, comment: string) {
  return apiRequest(`/api/v1/rides/${encodeURIComponent(rideId)}/rating`, {
    method: 'POST',
    body: { stars, comment },
    schema: givenRatingSchema,
    session: 'user',
  });
}

export function RateRide({ rideId, rated }: { rideId: string; rated: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const send = useMutation({
    mutationFn: () => sendRating(rideId, stars, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rider', 'rides'] }),
  });
  const given = rated ?? (send.isSuccess ? stars : null);
  if (given)
    return (
      <p className="rate-ride__done" aria-label={t('cityPage.reviews.stars', { stars: given })}>
        {'★'.repeat(given)}
        {'☆'.repeat(5 - given)} {t('riderRides.rating.thanks')}
      </p>
    );
  return (
    <form
      className="rate-ride"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (stars > 0) send.mutate();
      }}
    >
      <p id={`${id}-title`} className="rate-ride__title">
        {t('riderRides.rating.title')}
      </p>
      <div className="rate-ride__stars" role="radiogroup" aria-labelledby={`${id}-title`}>
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={stars === value}
            aria-label={t('cityPage.reviews.stars', { stars: value })}
            className={value <= stars ? 'rate-ride__star rate-ride__star--on' : 'rate-ride__star'}
            onClick={() => setStars(value)}
          >
            ★
          </button>
        ))}
      </div>
      <label className="rate-ride__comment">
        <span>{t('riderRides.rating.comment')}</span>
        <textarea
          value={comment}
          maxLength={500}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={stars === 0 || send.isPending}>
        {t('riderRides.rating.send')}
      </button>
      {send.error ? <p role="alert">{send.error.message}</p> : null}
    </form>
  );
}
