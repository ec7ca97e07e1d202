import { Route } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { findRoute } from '../../../../model/routes';
import type { TrainingMatrix } from '../../../../src/pages/training/trainingApi';
import TrainingActivityPage from '../../../../src/pages/training/TrainingActivityPage';
import TrainingPage from '../../../../src/pages/training/TrainingPage';
import { dataProvider as appDataProvider } from '../../../../src/providers/dataProvider';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

/** A technician: reads the tab, writes nothing, reads no Settings lists. */
export const technician = () =>
  makeUser({
    role_id: 4,
    role: 'technician',
    role_name: 'Technician',
    permission: ['whatsupp_tab', 'training'].map((permissions_name) => ({ permissions_name })),
  });

/** A supervisor of one region who plans training (training_write). */
export const supervisor = () =>
  makeUser({
    role_id: 3,
    role: 'supervisor',
    role_name: 'Supervisor',
    permission: ['whatsupp_tab', 'settings_tab', 'training', 'training_write'].map((permissions_name) => ({ permissions_name })),
  });

/** Renders the Training screens with the app's providers, toasts and a location probe. */
export async function renderTraining(path: string, dataProvider: DataProvider = appDataProvider, user = supervisor()) {
  signIn(user);
  return renderInAdmin(<TrainingPage route={findRoute('training_tab')!} />, {
    path,
    route: '/training',
    extraRoutes: (
      <>
        <Route path="/training_activity/:training_id?" element={<TrainingActivityPage route={findRoute('training_activity')!} />} />
        <Route path="*" element={null} />
      </>
    ),
    dataProvider,
    notifications: true,
  });
}

export const matrix: TrainingMatrix = {
  today: '2026-11-25',
  requirements: [
    { key: 'course:1', kind: 'course', course_id: 1, code: 'HF-REC', name: 'Human factors recurrent' },
    { key: 'licence', kind: 'licence' },
    { key: 'type:9:B1', kind: 'type_authorisation', aircraft_type_id: 9, aircraft_type_code: 'A20N', category: 'B1' },
  ],
  rows: [
    {
      technician_id: 7,
      name: 'Ana Silva',
      employee_no: 'E7',
      home_station_id: 3,
      home_station_code: 'CDG',
      cells: {
        'course:1': { state: 'expired', expires_on: '2026-10-01' },
        licence: { state: 'expiring_30', expires_on: '2026-12-10' },
        'type:9:B1': { state: 'valid', expires_on: null },
      },
    },
    {
      technician_id: 8,
      name: 'Bo Chen',
      employee_no: 'E8',
      home_station_id: 3,
      home_station_code: 'CDG',
      cells: { 'course:1': { state: 'missing', expires_on: null } },
    },
  ],
};
