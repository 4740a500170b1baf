// A place field as an ARIA combobox: the rider types, the country's gazetteer answers offline on every keystroke
// (nearest first to the ride's other place), the server adds street addresses when online, and the listbox offers
// the best matches (arrow keys, Enter, Escape, or a tap), each with its city. "Use my location" and "Pick on map"
// name a point by reverse geocoding. The rider's saved places (home, work, others) come first, all of them on an
// empty field and those whose name matches as they type. The value is a picked place only: typing again clears it.
import './places.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../domain/booking/booking';
import type { Country } from '../../domain/constants';
import type { Place } from '../../domain/places/place';
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
  /** The rider's saved places, offered before any search result, each with its name ("Home", "Gym"). */
  saved?: readonly SavedOption[] | undefined;
}

export interface SavedOption {
  label: string;
  place: Location;
}

type Option = { saved: SavedOption } | { found: Place };

function savedMatching(saved: readonly SavedOption[], query: string): SavedOption[] {
  const typed = query.trim().toLocaleLowerCase();
  if (!typed) return [...saved];
  return saved.filter((option) =>
    [option.label, option.place.name].some((name) => name.toLocaleLowerCase().includes(typed)),
  );
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

export function PlaceSearchField(props: PlaceSearchFieldProps) {
  const { id, label, value, onChange, onBlur, country, error, placeholder, locate, near, saved = [] } = props;
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const places = useQuery({ ...placeIndexQueryOptions(country), enabled: used });
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
  const options: Option[] = [
    ...savedMatching(saved, query ?? '').map((option) => ({ saved: option })),
    ...results.map((place) => ({ found: place })),
  ];
  const incomplete = open && Boolean(online.data?.incomplete);
  const listId = `${id}-options`;
  const showList = open && options.length > 0;
  const noMatch =
    open &&
    (query?.trim().length ?? 0) >= 2 &&
    places.isSuccess &&
    !online.isFetching &&
    options.length === 0;
  const describedBy = [error ? `${id}-error` : '', noMatch ? `${id}-none` : ''].filter(Boolean).join(' ');

  function choose(location: Location) {
    onChange(location);
    setQuery(null);
    setOpen(false);
  }
  const pick = (place: Place) => choose(toLocation(place));
  const take = (option: Option) => ('saved' in option ? choose(option.saved.place) : pick(option.found));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const option = options[active];
      if (option) take(option);
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
    // The place index is fetched on the rider's first touch of the field, not while the page loads.
    <div
      className="field place-field"
      onFocus={() => warmPlacesFile(country)}
      onPointerDown={() => warmPlacesFile(country)}
    >
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
          {options.map((option, index) => (
            <li
              key={'saved' in option ? `saved:${option.saved.label}` : option.found.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              aria-label={
                'saved' in option
                  ? `${option.saved.label}: ${option.saved.place.name}`
                  : optionLabel(option.found)
              }
              className={
                'saved' in option ? 'place-field__option place-field__option--saved' : 'place-field__option'
              }
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(option)}
            >
              {'saved' in option ? (
                <>
                  <span className="place-field__name">{option.saved.label}</span>
                  <span className="place-field__meta">{option.saved.place.name}</span>
                </>
              ) : (
                <>
                  <span className="place-field__name">{option.found.name}</span>
                  <span className="place-field__meta">
                    {option.found.iata
                      ? `${t('booking.places.airport')} · ${option.found.iata}`
                      : (option.found.city ?? option.found.region)}
                  </span>
                </>
              )}
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
