// Saved places: home, work and named others, each picked with the place search the caller provides (features
// never import each other); removing or adding saves the whole list at once.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../domain/booking/booking';
import {
  SAVED_PLACE_KINDS,
  SAVED_PLACES_MAX,
  type SavedPlace,
  type SavedPlaceKind,
} from '../../domain/riders/rider-profile';
import { describeError } from '../../lib/describe-error';
import { useSavePlaces } from './account-queries';

export interface PlaceFieldProps {
  id: string;
  label: string;
  value: Location | null;
  onChange: (value: Location | null) => void;
}

interface SavedPlacesProps {
  places: SavedPlace[];
  renderPlaceField: (props: PlaceFieldProps) => ReactNode;
}

export function SavedPlaces({ places, renderPlaceField }: SavedPlacesProps) {
  const { t } = useTranslation();
  const save = useSavePlaces();
  const taken = new Set(places.map((place) => place.kind));
  const free = SAVED_PLACE_KINDS.filter((kind) => kind === 'other' || !taken.has(kind));
  const [kind, setKind] = useState<SavedPlaceKind>(free[0] ?? 'other');
  const [label, setLabel] = useState('');
  const [place, setPlace] = useState<Location | null>(null);
  const chosenKind = free.includes(kind) ? kind : (free[0] ?? 'other');
  const needsLabel = chosenKind === 'other' && !label.trim();
  const name = (saved: SavedPlace) =>
    saved.kind === 'other' ? saved.label : t(`profile.places.${saved.kind}`);

  function add() {
    if (!place || needsLabel) return;
    const next = [...places, { kind: chosenKind, label: chosenKind === 'other' ? label.trim() : '', place }];
    save.mutate(next, {
      onSuccess: () => {
        setLabel('');
        setPlace(null);
      },
    });
  }

  return (
    <section className="panel stack" aria-labelledby="profile-places">
      <h2 id="profile-places" className="panel__title">
        {t('profile.places.title')}
      </h2>
      {places.length === 0 ? <p className="muted">{t('profile.places.empty')}</p> : null}
      <ul className="account-places">
        {places.map((saved, index) => (
          <li key={`${saved.kind}-${index}`} className="account-places__item">
            <div>
              <p className="account-places__name">{name(saved)}</p>
              <p className="muted">{saved.place.name}</p>
            </div>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('profile.places.remove', { name: name(saved) })}
              disabled={save.isPending}
              onClick={() => save.mutate(places.filter((_, at) => at !== index))}
            >
              {t('profile.places.removeShort')}
            </button>
          </li>
        ))}
      </ul>
      {places.length < SAVED_PLACES_MAX ? (
        <div className="stack account-places__add">
          <div className="field">
            <label htmlFor="saved-place-kind" className="field__label">
              {t('profile.places.kind')}
            </label>
            <select
              id="saved-place-kind"
              className="field__input"
              value={chosenKind}
              onChange={(event) => setKind(event.target.value as SavedPlaceKind)}
            >
              {free.map((option) => (
                <option key={option} value={option}>
                  {t(`profile.places.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {chosenKind === 'other' ? (
            <div className="field">
              <label htmlFor="saved-place-label" className="field__label">
                {t('profile.places.label')}
              </label>
              <input
                id="saved-place-label"
                className="field__input"
                maxLength={40}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
              />
            </div>
          ) : null}
          {renderPlaceField({
            id: 'saved-place',
            label: t('profile.places.place'),
            value: place,
            onChange: setPlace,
          })}
          {save.error ? (
            <p className="form-error" role="alert">
              {describeError(save.error, t)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={!place || needsLabel || save.isPending}
            onClick={add}
          >
            {t('profile.places.add')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
