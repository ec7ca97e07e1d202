import { aircraftTypeSchemas } from '../../../model/resources/aircraft_type';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { aircraftType } from '../../db/schema';

export default defineResource({
  name: 'aircraft_type',
  table: aircraftType,
  schemas: aircraftTypeSchemas,
  access: resourceAccess.aircraft_type,
  search: ['icao', 'iata', 'manufacturer', 'model'],
  filters: ['icao', 'manufacturer', 'category'],
  ranges: ['type_i_litres', 'type_iv_litres'],
  sort: ['icao', 'iata', 'manufacturer', 'model', 'category', 'type_i_litres', 'type_iv_litres', 'updated_at'],
  defaultSort: ['icao', 'ASC'],
});
