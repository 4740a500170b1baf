// A rider's saved places (home, work and their own names) read before the gazetteer: "from home to Chennai
// Central" in the chat means the home on their profile. Pure: the agent wraps the country's index per rider.
import type { Location } from '../booking/booking';
import type { SavedPlace } from '../riders/rider-profile';
import { foldName } from './normalize';
import type { Place } from './place';
import type { PlaceIndex } from './place-index';

/** What riders call home and work, in the languages they write to the agent in (romanised too). */
const CALLED: Record<'home' | 'work', readonly string[]> = {
  home: ['home', 'my home', 'house', 'my house', 'ghar', 'mera ghar', 'veedu', 'en veedu', 'வீடு', 'घर'],
  work: ['work', 'my work', 'office', 'my office', 'daftar', 'offis', 'அலுவலகம்', 'ஆபீஸ்', 'ऑफ़िस', 'दफ़्तर'],
};

function namesOf(saved: SavedPlace): string[] {
  const own = saved.kind === 'other' ? [saved.label, `my ${saved.label}`] : CALLED[saved.kind];
  return own.map(foldName);
}

function asPlace(saved: SavedPlace, index: PlaceIndex): Place {
  const { name, lat, lng }: Location = saved.place;
  return {
    id: `saved:${saved.kind}:${foldName(saved.label || saved.kind)}`,
    name,
    lat,
    lng,
    country: index.country,
    kind: 'address',
    population: 0,
  };
}

/** The index with the rider's saved places answering first when a query is exactly what the rider calls one. */
export function savedPlacesFirst(index: PlaceIndex, saved: readonly SavedPlace[]): PlaceIndex {
  if (saved.length === 0) return index;
  const named = saved.map((entry) => ({ names: namesOf(entry), place: asPlace(entry, index) }));
  return {
    country: index.country,
    places: index.places,
    search(query, limit, options) {
      const folded = foldName(query);
      const mine = named.filter((entry) => entry.names.includes(folded)).map((entry) => entry.place);
      if (mine.length === 0) return index.search(query, limit, options);
      return [...mine, ...index.search(query, limit, options)].slice(0, limit ?? mine.length);
    },
    nearest: (lat, lng, kind) => index.nearest(lat, lng, kind),
    reverse: (lat, lng) => index.reverse(lat, lng),
    lookup: (name) => index.lookup(name),
    scriptNames: () => index.scriptNames(),
  };
}
