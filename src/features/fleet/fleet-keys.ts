// The fleet's query key roots. Every partner key starts with 'partner', so a ride's lifecycle change (which frees
// or books drivers and vehicles) refreshes these views too.
export const VEHICLES_KEY = ['partner', 'vehicles'] as const;
export type CrewKind = 'drivers' | 'travel-companies';
export const crewKey = (kind: CrewKind) => ['partner', 'crew', kind] as const;
