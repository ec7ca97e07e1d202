import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { complianceStates } from '../../../model/modules/training/enums';
import type { MatrixFilter } from './trainingApi';
import { useTrainingPermissions } from './useTrainingPermissions';

/** Station, course, state and a search: all applied by the server (GET /api/training_matrix). */
export function MatrixFilters({ filter, onChange }: { filter: MatrixFilter; onChange: (filter: MatrixFilter) => void }) {
  const translate = useTranslate();
  const { catalogues } = useTrainingPermissions();
  const lists = { pagination: { page: 1, perPage: 200 }, sort: { field: 'code', order: 'ASC' as const } };
  const { data: stations = [] } = useGetList('stations', lists, { enabled: catalogues });
  const { data: courses = [] } = useGetList('training_courses', lists, { enabled: catalogues });
  const select = (name: keyof MatrixFilter, label: string, options: { id: string | number; name: string }[]) => (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={translate(label)}
      value={filter[name] ?? ''}
      onChange={(e) => onChange({ ...filter, [name]: e.target.value === '' ? '' : e.target.value })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('training.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        fullWidth={false}
        size="small"
        type="search"
        label={translate('training.filters.search')}
        value={filter.q ?? ''}
        onChange={(e) => onChange({ ...filter, q: e.target.value })}
      />
      {catalogues &&
        select(
          'station_id',
          'training.filters.station',
          stations.map((s) => ({ id: s.id, name: s.code })),
        )}
      {catalogues &&
        select(
          'course_id',
          'training.filters.course',
          courses.map((c) => ({ id: c.id, name: `${c.code} — ${c.name}` })),
        )}
      {select(
        'state',
        'training.filters.state',
        complianceStates.map((state) => ({ id: state, name: translate(`training.choices.compliance.${state}`) })),
      )}
    </Stack>
  );
}
