import { TextInput } from 'react-admin';

export const airportFilters = [
  <TextInput key="country" source="country" helperText="resources.airport.help.country" />,
  <TextInput key="time_zone" source="time_zone" />,
];
