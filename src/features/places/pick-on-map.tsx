// "Pick on map": an OpenLayers map in a dialog where the rider taps to drop the pin and taps again to move it;
// each pin is named by reverse geocoding before "Use this place" takes it. Loaded lazily with the map code,
// only when the rider opens it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { PointMap } from '../../components/point-map';
import type { Country } from '../../domain/constants';
import { placeLabel, type Place } from '../../domain/places/place';
import type { LatLng, PlaceIndex } from '../../domain/places/place-index';
import { OutsideCountryError, reversePlace } from './reverse-place';

const PIN_ZOOM = 16;

export interface PickOnMapProps {
  open: boolean;
  country: Country;
  index: PlaceIndex | undefined;
  /** Where the map opens: the field's place, else the country's biggest city. */
  start: LatLng | undefined;
  onPick: (place: Place) => void;
  onClose: () => void;
}

type Naming =
  | { state: 'idle' }
  | { state: 'naming' }
  | { state: 'named'; place: Place }
  | { state: 'failed'; message: string };

export function PickOnMap({ open, country, index, start, onPick, onClose }: PickOnMapProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState<LatLng | undefined>(start);
  const [naming, setNaming] = useState<Naming>({ state: 'idle' });
  const centre = pin ?? start ?? index?.places[0];

  async function drop(at: LatLng) {
    setPin(at);
    setNaming({ state: 'naming' });
    try {
      setNaming({ state: 'named', place: await reversePlace(at, country, index) });
    } catch (error) {
      const message =
        error instanceof OutsideCountryError ? error.message : t('booking.places.mapNameFailed');
      setNaming({ state: 'failed', message });
    }
  }

  const named = naming.state === 'named' ? naming.place : undefined;
  return (
    <Dialog
      open={open}
      title={t('booking.places.mapTitle')}
      closeLabel={t('booking.places.mapClose')}
      onClose={onClose}
      className="pick-map"
    >
      <p className="muted">{t('booking.places.mapHint')}</p>
      <PointMap
        markers={
          centre
            ? [{ lat: centre.lat, lng: centre.lng, label: named ? named.name : '', color: '#b42318' }]
            : []
        }
        maxZoom={PIN_ZOOM}
        follow
        label={t('booking.places.mapLabel')}
        onPick={(at) => void drop(at)}
      />
      <p className="pick-map__name" role="status" aria-live="polite">
        {naming.state === 'naming' ? t('booking.places.mapNaming') : null}
        {named ? placeLabel(named) : null}
      </p>
      {naming.state === 'failed' ? (
        <p className="field__error" role="alert">
          {naming.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={!named}
        onClick={() => named && onPick(named)}
      >
        {t('booking.places.mapUse')}
      </button>
    </Dialog>
  );
}
