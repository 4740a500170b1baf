// The service area: the places the partner serves, searched in the gazetteer on the server and kept in the
// order picked; city pages and the sitemap follow this list.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../domain/places/place';
import { CloseIcon } from '../../components/icons';
import { PlusIcon } from '../../components/screen-icons';
import { describeError } from '../../lib/describe-error';
import { usePlaceSearch, useServedPlaces } from './places-query';
import { SaveBar } from './save-bar';
import type { SectionProps } from './settings-section';

interface Picked {
  id: string;
  name: string;
  region?: string | undefined;
}

const placeLabel = (place: Picked) => (place.region ? `${place.name}, ${place.region}` : place.name);

export function PlacesForm({ settings, save, submitLabel }: SectionProps) {
  const { t } = useTranslation();
  const served = useServedPlaces(settings.places.served);
  if (served.isPending) return <p className="muted">{t('partner.common.loading')}</p>;
  const known = new Map((served.data?.data ?? []).map((place) => [place.id, place]));
  const initial = settings.places.served.map((id) => known.get(id) ?? { id, name: id });
  return <PlacesPicker initial={initial} settings={settings} save={save} submitLabel={submitLabel} />;
}

function PlacesPicker({ initial, settings, save, submitLabel }: SectionProps & { initial: Picked[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState<Picked[]>(initial);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ saving: boolean; saved: boolean; error: string | null }>({
    saving: false,
    saved: false,
    error: null,
  });
  const search = usePlaceSearch(query, settings.brand.countryCode);
  const results = (query.trim() ? (search.data?.data ?? []) : []).filter(
    (place) => !picked.some((chosen) => chosen.id === place.id),
  );

  const add = (place: Place) => {
    setPicked((list) => [...list, { id: place.id, name: place.name, region: place.region }]);
    setState((s) => ({ ...s, saved: false }));
  };
  const remove = (placeId: string) => {
    setPicked((list) => list.filter((place) => place.id !== placeId));
    setState((s) => ({ ...s, saved: false }));
  };

  async function submit() {
    setState({ saving: true, saved: false, error: null });
    try {
      await save({ places: { served: picked.map((place) => place.id) } });
      setState({ saving: false, saved: true, error: null });
    } catch (failure) {
      setState({ saving: false, saved: false, error: describeError(failure, t) });
    }
  }

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-search`} className="field__label">
          {t('settings.places.search')}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          autoComplete="off"
          placeholder={t('settings.places.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {results.length > 0 ? (
        <ul className="settings-places" aria-label={t('settings.places.results')}>
          {results.map((place) => (
            <li key={place.id}>
              <button type="button" className="button button--light button--small" onClick={() => add(place)}>
                <PlusIcon />
                <span>{t('settings.places.add', { place: placeLabel(place) })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : query.trim() && search.isSuccess ? (
        <p className="muted">{t('settings.places.noMatch')}</p>
      ) : null}
      <h3 className="settings-group__title">{t('settings.places.served', { total: picked.length })}</h3>
      {picked.length === 0 ? (
        <p className="muted">{t('settings.places.none')}</p>
      ) : (
        <ul className="settings-chips" aria-label={t('settings.places.servedList')}>
          {picked.map((place) => (
            <li key={place.id} className="settings-chip">
              <span>{placeLabel(place)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('settings.places.remove', { place: place.name })}
                onClick={() => remove(place.id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SaveBar label={submitLabel} saving={state.saving} saved={state.saved} error={state.error} />
    </form>
  );
}
