import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** Settings resources follow ra-data-simple-rest at /api/<resource> (design.md "API"). */
export const dataProvider = simpleRestProvider('/api', httpClient);
