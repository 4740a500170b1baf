// What riders type into the places field of each country, keystroke by keystroke, for the places bench: towns,
// districts with their city after them, airports and names in the country's script; and where the rider stands.
import type { Country } from '../../src/domain/constants';

export const TYPED_PLACES: Record<Exclude<Country, 'in'>, readonly string[]> = {
  ae: [
    'Dubai',
    'Deira Dubai',
    'Al Barsha',
    'Jumeirah',
    'Abu Dhabi',
    'Al Khalidiyah',
    'Al Nahda Sharjah',
    'دبي',
  ],
  qa: ['Doha', 'West Bay', 'Al Sadd', 'The Pearl', 'Lusail', 'Hamad airport', 'الدوحة'],
  sa: ['Riyadh', 'Al Olaya, Riyadh', 'Al Malaz', 'Jeddah', 'Al Rawdah Jeddah', 'Al Shati Dammam', 'الرياض'],
  uk: ['London', 'Camden Town', 'Shoreditch', 'Salford Manchester', 'Birmingham', 'Edgbaston', 'Heathrow'],
  us: ['New York', 'Brooklyn New York', 'Harlem', 'Hollywood', 'Santa Monica', 'Wicker Park', 'SoMa', 'JFK'],
};

/** The main city's centre, where the ranked-by-nearness half of each run stands. */
export const RIDER_AT: Record<Exclude<Country, 'in'>, { lat: number; lng: number }> = {
  ae: { lat: 25.2048, lng: 55.2708 },
  qa: { lat: 25.2854, lng: 51.531 },
  sa: { lat: 24.7136, lng: 46.6753 },
  uk: { lat: 51.5074, lng: -0.1278 },
  us: { lat: 40.7128, lng: -74.006 },
};
