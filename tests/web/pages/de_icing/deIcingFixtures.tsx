import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { findRoute } from '../../../../model/routes';
import DeIcingPage from '../../../../src/pages/de_icing/DeIcingPage';
import TreatmentRoutePage from '../../../../src/pages/de_icing/TreatmentRoutePage';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

/** A de-icing operator: a technician who records treatments and reads no Settings lists. */
export const operator = () =>
  makeUser({
    role_id: 4,
    role: 'technician',
    role_name: 'Technician',
    permission: ['whatsupp_tab', 'de_icing_tab', 'de_icing_write'].map((permissions_name) => ({ permissions_name })),
  });

/** Renders the De-Icing screens (or `ui`) with the app's providers, toasts and a location probe. */
export async function renderDeIcing(path: string, ui?: ReactNode) {
  signIn(operator());
  return renderInAdmin(ui ?? <DeIcingPage route={findRoute('de_icing')!} />, {
    path,
    route: '/de_icing',
    extraRoutes: (
      <>
        <Route path="/de_icing/treatments/:treatment_id" element={<TreatmentRoutePage route={findRoute('de_icing_treatment')!} />} />
        <Route path="*" element={null} />
      </>
    ),
    dataProvider,
    notifications: true,
  });
}

export const station = { id: 3, code: 'ARN', name: 'Stockholm Arlanda', time_zone: 'Europe/Stockholm' };
export const typeI = {
  id: 1,
  name: 'Glycol One',
  fluid_type: 'I',
  hot_brand: null,
  lout_100_c: null,
  lout_75_c: null,
  lout_50_c: null,
  aerodynamic_limit_c: -30,
  active: true,
};
export const typeIV = {
  id: 2,
  name: 'Polar Guard IV',
  fluid_type: 'IV',
  hot_brand: null,
  lout_100_c: -28,
  lout_75_c: -14,
  lout_50_c: -3,
  active: true,
};

export const options = {
  stations: [station],
  customers: [{ id: 5, code: 'NRD', name: 'Nordic Air' }],
  aircraft_types: [{ id: 9, code: 'A20N', name: 'Airbus A320neo' }],
  trucks: [{ id: 4, name: 'Elephant Beta 1', station_id: 3 }],
  technicians: [{ id: 7, name: 'Ana Silva', home_station_id: 3 }],
  fluids: [typeI, typeIV],
};

/** A demo set: Type IV neat, one band, snow light/moderate as a range. */
export const activeTable = {
  id: 11,
  name: 'DEMO winter 2026-2027',
  demo: true,
  valid_from: '2026-10-01',
  valid_to: '2027-04-30',
  rows: [
    {
      fluid_type: 'IV',
      brand: null,
      oat_min_c: -14,
      oat_max_c: -3,
      concentration: 100,
      cells: {
        snow_light: { kind: 'range', min: 35, max: 65 },
        snow_moderate: { kind: 'range', min: 35, max: 65 },
        frost: { kind: 'time', minutes: 360 },
      },
    },
  ],
};

export const deIcingAnswers = {
  'GET /api/de_icing/options': { body: options },
  'GET /api/hot_table_sets/active': { body: activeTable },
};
