import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';
import { withConflictResolution } from './conflictResolution';
import { withFieldErrors } from './fieldErrors';

/**
 * Settings resources follow ra-data-simple-rest at /api/<resource> (docs/ARCHITECTURE.md), with
 * server field errors shaped for the forms and the stale-version dialog on every update.
 */
export const dataProvider = withFieldErrors(withConflictResolution(simpleRestProvider('/api', httpClient)));
