// Curated names people actually type for a place, per country. The build reducer merges them into the
// shipped data: when the data names a place by one of these aliases (GeoNames still says "Cochin"),
// the place is shown under the curated name and keeps the data's name as an alias.
import type { Country } from '../constants';

export interface CuratedAlias {
  /** The name we show. */
  name: string;
  aliases: readonly string[];
}

export const CURATED_ALIASES: Readonly<Record<Country, readonly CuratedAlias[]>> = {
  in: [
    { name: 'Bengaluru', aliases: ['Bangalore'] },
    { name: 'Chennai', aliases: ['Madras'] },
    { name: 'Mumbai', aliases: ['Bombay'] },
    { name: 'Kochi', aliases: ['Cochin', 'Ernakulam'] },
    { name: 'Kolkata', aliases: ['Calcutta'] },
    { name: 'Puducherry', aliases: ['Pondicherry', 'Pondy'] },
    { name: 'Thiruvananthapuram', aliases: ['Trivandrum'] },
    { name: 'Mysuru', aliases: ['Mysore'] },
    { name: 'Gurugram', aliases: ['Gurgaon'] },
    { name: 'Varanasi', aliases: ['Benares', 'Banaras', 'Kashi'] },
    { name: 'Vadodara', aliases: ['Baroda'] },
    { name: 'Kozhikode', aliases: ['Calicut'] },
    { name: 'Thrissur', aliases: ['Trichur'] },
    { name: 'Alappuzha', aliases: ['Alleppey'] },
    { name: 'Kollam', aliases: ['Quilon'] },
    { name: 'Kannur', aliases: ['Cannanore'] },
    { name: 'Tiruchirappalli', aliases: ['Trichy', 'Tiruchi'] },
    { name: 'Thoothukudi', aliases: ['Tuticorin'] },
    { name: 'Ooty', aliases: ['Udhagamandalam'] },
    { name: 'Mangaluru', aliases: ['Mangalore'] },
    { name: 'Belagavi', aliases: ['Belgaum'] },
    { name: 'Hubballi', aliases: ['Hubli'] },
    { name: 'Kalaburagi', aliases: ['Gulbarga'] },
    { name: 'Visakhapatnam', aliases: ['Vizag', 'Vishakhapatnam'] },
    { name: 'Prayagraj', aliases: ['Allahabad'] },
    { name: 'Bhubaneswar', aliases: ['Bhubaneshwar'] },
    { name: 'Dehradun', aliases: ['Dehra Dun'] },
    { name: 'Pune', aliases: ['Poona'] },
    { name: 'Shimla', aliases: ['Simla'] },
    { name: 'Kanpur', aliases: ['Cawnpore'] },
    { name: 'Guwahati', aliases: ['Gauhati'] },
    { name: 'Panaji', aliases: ['Panjim'] },
    { name: 'Delhi', aliases: ['Dilli'] },
    { name: 'Kadapa', aliases: ['Cuddapah'] },
  ],
  us: [
    { name: 'New York City', aliases: ['New York', 'NYC'] },
    { name: 'Los Angeles', aliases: ['LA'] },
    { name: 'San Francisco', aliases: ['SF', 'San Fran'] },
    { name: 'Washington', aliases: ['Washington DC', 'DC'] },
    { name: 'Las Vegas', aliases: ['Vegas'] },
    { name: 'Philadelphia', aliases: ['Philly'] },
  ],
  uk: [
    { name: 'London', aliases: ['Greater London'] },
    { name: 'Newcastle upon Tyne', aliases: ['Newcastle'] },
    { name: 'Kingston upon Hull', aliases: ['Hull'] },
  ],
  ae: [
    { name: 'Dubai', aliases: ['Dubayy'] },
    { name: 'Abu Dhabi', aliases: ['Abu Zabi'] },
    { name: 'Al Ain', aliases: ['Al Ain City'] },
    { name: 'Ajman', aliases: ['Ajman City'] },
    { name: 'Ras Al Khaimah', aliases: ['Ras Al Khaimah City', 'RAK'] },
    { name: 'Fujairah', aliases: ['Al Fujairah City', 'Al Fujairah'] },
    { name: 'Umm Al Quwain', aliases: ['Umm Al Quwain City'] },
  ],
  qa: [
    { name: 'Doha', aliases: ['Ad Dawhah'] },
    { name: 'Al Rayyan', aliases: ['Ar Rayyan'] },
    { name: 'Al Wakrah', aliases: ['Wakrah'] },
  ],
  sa: [
    { name: 'Riyadh', aliases: ['Ar Riyad', 'Riyad'] },
    { name: 'Jeddah', aliases: ['Jiddah', 'Jedda'] },
    { name: 'Mecca', aliases: ['Makkah'] },
    { name: 'Medina', aliases: ['Madinah', 'Al Madinah'] },
    { name: 'Khobar', aliases: ['Al Khobar'] },
    { name: 'Taif', aliases: ["Ta'if", 'At Taif'] },
    { name: 'Jazan', aliases: ['Jizan'] },
  ],
};
