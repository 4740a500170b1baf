// Street tiles under every map when the platform names a tile server (MAP_TILE_URL, carried in the brand), with
// the provider's credit always in view; without one, maps draw on their plain base alone.
import { defaults as defaultControls } from 'ol/control/defaults';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { MapTiles } from '../domain/brand';

/** OpenLayers writes attributions as HTML; the operator's credit is plain text. */
const asText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function tileLayers(tiles: MapTiles | undefined): TileLayer<XYZ>[] {
  if (!tiles) return [];
  const source = new XYZ({
    url: tiles.url,
    crossOrigin: 'anonymous',
    attributions: asText(tiles.attribution),
  });
  return [new TileLayer({ source })];
}

export const mapControls = (tiles: MapTiles | undefined) =>
  defaultControls({ attribution: Boolean(tiles), attributionOptions: { collapsible: false }, rotate: false });
