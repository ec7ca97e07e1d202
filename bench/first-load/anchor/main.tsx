import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/**
 * The anchor of bench/first-load: a bare react-admin app (its own first-run tutorial: one REST
 * resource, list and edit guessed), built with Tarmac's Vite configuration and the same versions.
 */
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
