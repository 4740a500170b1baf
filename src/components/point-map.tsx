// Markers (and an optional line between them) on an OpenLayers map, drawn on a plain base so it works offline;
// street tiles only when the platform names a tile server (MAP_TILE_URL). Presentational: whoever renders it owns the data.
import 'ol/ol.css';
import './point-map.css';
import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { useBrand } from '../lib/brand-store';
import { mapControls, tileLayers } from './map-tiles';

/** Spec 9: the default centre of India, when there is nothing to show yet. */
const DEFAULT_CENTRE: [number, number] = [78.9629, 20.5937];

export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
  color: string;
}

export interface PointMapProps {
  markers: readonly MapMarker[];
  /** Draw a line through the markers in order (driver → pickup). */
  line?: { color: string } | undefined;
  maxZoom: number;
  label: string;
  /** Keep the first marker (a moving driver) in the middle at `maxZoom` instead of fitting every marker. */
  follow?: boolean;
  /** Called with the point the user taps (dropping or moving a pin). */
  onPick?: ((at: { lat: number; lng: number }) => void) | undefined;
}

/** A labelled round marker, as every map of ours draws places. */
export function markerFeature({ lat, lng, label, color }: MapMarker): Feature {
  const feature = new Feature(new Point(fromLonLat([lng, lat])));
  feature.setStyle(
    new Style({
      text: new Text({
        text: label,
        offsetY: -18,
        font: '600 13px system-ui, sans-serif',
        fill: new Fill({ color: '#1c1a24' }),
        stroke: new Stroke({ color: '#fff', width: 4 }),
      }),
      image: new CircleStyle({
        radius: 8,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#fff', width: 3 }),
      }),
    }),
  );
  return feature;
}

function drawnFeatures(markers: readonly MapMarker[], line: PointMapProps['line']): Feature[] {
  const features = markers.map(markerFeature);
  if (line && markers.length > 1) {
    const path = new Feature(new LineString(markers.map((m) => fromLonLat([m.lng, m.lat]))));
    path.setStyle(new Style({ stroke: new Stroke({ color: line.color, width: 4, lineDash: [8, 6] }) }));
    features.unshift(path);
  }
  return features;
}

/** The map is made once and its markers redrawn in place, so a moving driver moves instead of the map blinking. */
export function PointMap({ markers, line, maxZoom, label, follow = false, onPick }: PointMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: OlMap; source: VectorSource } | null>(null);
  // The latest callback, read at tap time, so a new one never rebuilds the map.
  const pick = useRef(onPick);
  const tiles = useBrand().mapTiles;
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!target.current) return;
    const source = new VectorSource();
    const map = new OlMap({
      target: target.current,
      layers: [...tileLayers(tiles), new VectorLayer({ source })],
      controls: mapControls(tiles),
      view: new View({ center: fromLonLat(DEFAULT_CENTRE), zoom: 5, maxZoom }),
    });
    drawn.current = { map, source };
    map.on('singleclick', (event) => {
      const [lng, lat] = toLonLat(event.coordinate);
      if (lat !== undefined && lng !== undefined) pick.current?.({ lat, lng });
    });
    return () => {
      drawn.current = null;
      map.setTarget(undefined);
    };
  }, [maxZoom, tiles]);

  useEffect(() => {
    if (!drawn.current) return;
    const { map, source } = drawn.current;
    source.clear();
    source.addFeatures(drawnFeatures(markers, line));
    const [first] = markers;
    if (follow && first) {
      map.getView().setCenter(fromLonLat([first.lng, first.lat]));
      map.getView().setZoom(maxZoom);
    } else {
      const extent = markers.length ? source.getExtent() : null;
      if (extent) map.getView().fit(extent, { padding: [48, 48, 48, 48], maxZoom });
    }
  }, [markers, line, maxZoom, follow]);

  return (
    <>
      <div className="point-map" role="img" aria-label={label}>
        <div ref={target} className="point-map__canvas" />
      </div>
      {/* The canvas says nothing to a screen reader: the places on it, in words. */}
      <ul className="visually-hidden">
        {markers.map((marker) => (
          <li key={marker.label}>
            {marker.label}: {marker.lat.toFixed(5)}, {marker.lng.toFixed(5)}
          </li>
        ))}
      </ul>
    </>
  );
}
