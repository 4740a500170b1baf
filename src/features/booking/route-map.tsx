// The route on an OpenLayers map (loaded only with this module, which only the vehicles screen imports lazily):
// the route line and pickup and drop markers, drawn on a plain base so the map works offline; street tiles are
// added only when the platform names a tile server (MAP_TILE_URL).
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import LineString from 'ol/geom/LineString';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { mapControls, tileLayers } from '../../components/map-tiles';
import { markerFeature } from '../../components/point-map';
import { useBrand } from '../../lib/brand-store';

/** Spec 9: the vehicles map never zooms past 13. */
const MAX_ZOOM = 13;

export interface RouteMapProps {
  /** [lng, lat] pairs, GeoJSON order. */
  geometry: readonly (readonly [number, number])[];
  label: string;
  color: string;
  /** Names written beside the pickup and drop markers. */
  places: readonly [string, string];
}

function routeFeatures({ geometry, color, places }: Omit<RouteMapProps, 'label'>): Feature[] {
  const first = geometry[0];
  const last = geometry[geometry.length - 1];
  if (!first || !last) return [];
  const line = new Feature(new LineString(geometry.map((point) => fromLonLat([...point]))));
  line.setStyle([
    new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 8 }) }),
    new Style({ stroke: new Stroke({ color, width: 4 }) }),
  ]);
  return [
    line,
    markerFeature({ lng: first[0], lat: first[1], color: '#067647', label: places[0] }),
    markerFeature({ lng: last[0], lat: last[1], color: '#b42318', label: places[1] }),
  ];
}

export function RouteMap({ geometry, label, color, places }: RouteMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const tiles = useBrand().mapTiles;

  useEffect(() => {
    if (!target.current) return;
    const source = new VectorSource({ features: routeFeatures({ geometry, color, places }) });
    const map = new OlMap({
      target: target.current,
      layers: [...tileLayers(tiles), new VectorLayer({ source })],
      controls: mapControls(tiles),
      view: new View({ center: fromLonLat([78.9629, 20.5937]), zoom: 5, maxZoom: MAX_ZOOM }),
    });
    const extent = source.getExtent();
    if (extent && source.getFeatures().length > 0)
      map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: MAX_ZOOM });
    return () => map.setTarget(undefined);
  }, [geometry, color, places, tiles]);

  return (
    <div className="route-map" role="img" aria-label={label}>
      <div ref={target} className="route-map__canvas" />
    </div>
  );
}
