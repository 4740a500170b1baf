// The shape of one hand-written locality or landmark (curated-places.ts, curated-gulf-places.ts).

/** [name, city as the gazetteer names it, lat, lng, 'l' locality | 'm' landmark, aliases]. */
export type CuratedPlace = readonly [string, string, number, number, 'l' | 'm', (readonly string[])?];
