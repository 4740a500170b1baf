// A place field as an ARIA combobox: the rider types, the country's gazetteer answers offline on every keystroke
// (nearest first to the ride's other place), the server adds street addresses when online, and the listbox offers
// the best matches (arrow keys, Enter, Escape, or a tap), each with its city. "Use my location" and "Pick on map"
// name a point by reverse geocoding. The value is a picked place only: typing again clears it.
import './places.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../domain/booking';
import type { Country } from '../../domain/constants';
import type { Place } from '../../domain/places/place-contract';
import { LocationDeniedError, locateNearestPlace } from './locate-me';
import { placeIndexQueryOptions, warmPlacesFile } from './place-index-query';
import { OutsideCountryError } from './reverse-place';
import { placeSearchQueryOptions, useSettledText } from './search-places';

// The map and its OpenLayers code load only when the rider opens it.
const PickOnMap = lazy(() => import('./pick-on-map').then((module) => ({ default: module.PickOnMap })));

const RESULTS = 8;

export interface PlaceSearchFieldProps {
  id: string;
  label: string;
  value: Location | null;
  onChange: (value: Location | null) => void;
  onBlur?: () => void;
  country: Country;
  error?: string | null;
  placeholder?: string;
  /** Offer "Use my location" (pickups). */
  locate?: boolean;
  /** The ride's other place: matches near it come first. */
  near?: Location | null | undefined;
}

type LocateError = 'denied' | 'failed' | { outside: string };

function toLocation(place: Place): Location {
  return { name: place.name, lat: place.lat, lng: place.lng, ...(place.iata ? { iata: place.iata } : {}) };
}

function optionLabel(place: Place): string {
  const name = place.iata ? `${place.name} (${place.iata})` : place.name;
  const where = place.city ?? place.region;
  return where ? `${name}, ${where}` : name;
}

/** Offline matches, replaced by the server's (gazetteer and street addresses) once they come. */
function mergeResults(offline: readonly Place[], online: readonly Place[] | undefined): Place[] {
  return online && online.length > 0 ? [...online] : [...offline];
}

/** Runs once the browser is idle (or after a while where it cannot say); the returned function cancels it. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}

export function PlaceSearchField(props: PlaceSearchFieldProps) {
  const { id, label, value, onChange, onBlur, country, error, placeholder, locate, near } = props;
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const places = useQuery({ ...placeIndexQueryOptions(country), enabled: used });
  useEffect(() => whenIdle(() => warmPlacesFile(country)), [country]);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<LocateError | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const text = query ?? value?.name ?? '';
  const [nearLat, nearLng] = [near?.lat, near?.lng];
  const nearPoint = useMemo(
    () => (nearLat !== undefined && nearLng !== undefined ? { lat: nearLat, lng: nearLng } : undefined),
    [nearLat, nearLng],
  );
  const offline = useMemo(
    () => (query?.trim() && places.data ? places.data.search(query, RESULTS, { near: nearPoint }) : []),
    [query, places.data, nearPoint],
  );
  const settled = useSettledText(query?.trim() ?? '');
  const online = useQuery(placeSearchQueryOptions({ q: settled, country, limit: RESULTS, near: nearPoint }));
  const results = mergeResults(offline, settled === query?.trim() ? online.data?.data : undefined);
  const incomplete = open && Boolean(online.data?.incomplete);
  const listId = `${id}-options`;
  const showList = open && results.length > 0;
  const noMatch =
    open &&
    (query?.trim().length ?? 0) >= 2 &&
    places.isSuccess &&
    !online.isFetching &&
    results.length === 0;
  const describedBy = [error ? `${id}-error` : '', noMatch ? `${id}-none` : ''].filter(Boolean).join(' ');

  function pick(place: Place) {
    onChange(toLocation(place));
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const place = results[active];
      if (place) pick(place);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  async function locateMe() {
    setUsed(true);
    setLocating(true);
    setLocateError(null);
    try {
      pick(await locateNearestPlace(country, places.data));
    } catch (failure) {
      if (failure instanceof LocationDeniedError) setLocateError('denied');
      else if (failure instanceof OutsideCountryError) setLocateError({ outside: failure.message });
      else setLocateError('failed');
    } finally {
      setLocating(false);
    }
  }

  const locateMessage =
    locateError === 'denied'
      ? t('booking.places.locationDenied')
      : locateError === 'failed'
        ? t('booking.places.locateFailed')
        : locateError?.outside;

  return (
    <div className="field place-field">
      <div className="place-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <span className="place-field__actions">
          {locate ? (
            <button
              type="button"
              className="button button--link place-field__locate"
              disabled={locating}
              onClick={() => void locateMe()}
            >
              {locating ? t('booking.places.locating') : t('booking.places.useMyLocation')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--link place-field__locate"
            aria-label={t('booking.places.pickOnMapFor', { field: label })}
            onClick={() => {
              setUsed(true);
              setMapOpen(true);
            }}
          >
            {t('booking.places.pickOnMap')}
          </button>
        </span>
      </div>
      <div className="place-field__box">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={text}
          onChange={(event) => {
            setUsed(true);
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={label} className="place-field__list" hidden={!showList}>
          {results.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              aria-label={optionLabel(place)}
              className="place-field__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
            >
              <span className="place-field__name">{place.name}</span>
              <span className="place-field__meta">
                {place.iata ? `${t('booking.places.airport')} · ${place.iata}` : (place.city ?? place.region)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {noMatch ? (
        <p id={`${id}-none`} className="muted place-field__hint">
          {t('booking.places.noMatch')}
        </p>
      ) : null}
      {incomplete ? <p className="muted place-field__hint">{t('booking.places.incomplete')}</p> : null}
      {places.isError ? <p className="field__error">{t('booking.places.loadFailed')}</p> : null}
      {locateMessage ? (
        <p className="field__error" role="alert">
          {locateMessage}
        </p>
      ) : null}
      {mapOpen ? (
        <Suspense fallback={<p className="muted">{t('booking.places.mapLoading')}</p>}>
          <PickOnMap
            open
            country={country}
            index={places.data}
            start={value ?? near ?? undefined}
            onPick={(place) => {
              pick(place);
              setMapOpen(false);
            }}
            onClose={() => setMapOpen(false)}
          />
        </Suspense>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
