// Row types that several capabilities read, named once beside the schema so a module needs no other module
// for the shape of a row (a ride is booked by `booking`, then priced, paid, invoiced and driven by others).
import type { rides } from './schema';

export type RideRow = typeof rides.$inferSelect;
