import { CreateButton, DataTable, List, Pagination, useTranslate } from 'react-admin';
import type { DeIcingChange } from '../../../../model/live';
import { useLiveRefetch } from '../../../live/useLiveChange';
import { pageSizes } from '../../../components/crud';
import { useCompactLayout } from '../../../components/crud/list/CompactList';
import { ListActions } from '../../../components/crud/list/ListActions';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { windowText } from '../pad/holdoverPhase';
import { useDeIcingOptions } from '../useDeIcingOptions';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { treatmentExporter } from './treatmentExporter';
import { searchFilter, treatmentFilters } from './treatmentFilters';
import { TreatmentStatusChip } from './TreatmentStatusChip';

const Col = DataTable.Col;

/**
 * The treatments of the active region: search by registration or flight, filters,
 * sortable columns, pages, CSV export. A row opens the treatment's page.
 */
export function TreatmentList() {
  const translate = useTranslate();
  const phone = useCompactLayout();
  const { write } = useDeIcingPermissions();
  const { data: options } = useDeIcingOptions();
  const filters = treatmentFilters(options);
  useLiveRefetch('de_icing', (event) => ((event.data as Partial<DeIcingChange>).what === 'treatments' ? [['de_icing_treatments']] : null));
  return (
    <List
      resource="de_icing_treatments"
      title={false}
      storeKey="de_icing.treatments"
      sort={{ field: 'final_step_started_at', order: 'DESC' }}
      perPage={25}
      filters={phone ? [searchFilter] : [searchFilter, ...filters]}
      exporter={treatmentExporter}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      empty={<EmptyState text="de_icing.treatments.empty" />}
      error={<ListError />}
      actions={
        <ListActions filters={filters}>
          {write && <CreateButton to="/de_icing/treatments/new" label="de_icing.treatments.create" />}
        </ListActions>
      }
    >
      <DataTable rowClick={(id) => `/de_icing/treatments/${id}`} bulkActionButtons={false}>
        <Col source="local_date" label={translate('de_icing.fields.date')} sx={{ whiteSpace: 'nowrap' }} />
        <Col source="station_code" label={translate('de_icing.fields.station')} />
        <Col
          source="registration"
          label={translate('de_icing.fields.registration')}
          render={(r) => `${r.registration} · ${r.aircraft_type_code ?? ''}`}
        />
        <Col source="flight_no" label={translate('de_icing.fields.flight_no')} />
        <Col source="customer_name" label={translate('de_icing.fields.customer')} />
        <Col
          source="fluid_type"
          label={translate('de_icing.fields.fluid_type')}
          render={(r) => (r.fluid_type ? `${r.fluid_type}${r.fluid_type !== 'I' && r.concentration ? ` ${r.concentration}%` : ''}` : '')}
        />
        <Col source="total_litres" label={translate('de_icing.fields.litres')} />
        <Col
          source="holdover_min_minutes"
          label={translate('de_icing.fields.holdover')}
          // A single time is stored as equal bounds (model windowMinutes).
          render={(r) =>
            windowText(
              r.holdover_min_minutes === r.holdover_max_minutes ? 'time' : 'range',
              r.holdover_min_minutes,
              r.holdover_max_minutes,
            ) ?? '—'
          }
        />
        <Col
          source="anti_icing_code"
          label={translate('de_icing.fields.anti_icing_code')}
          // The code is long; one line here, whole on the treatment's page and in the CSV.
          render={(r) => (r.anti_icing_code ? <span title={r.anti_icing_code}>{r.anti_icing_code}</span> : '')}
          sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 240, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        />
        <Col source="status" label={translate('de_icing.fields.status')} render={(r) => <TreatmentStatusChip status={r.status} />} />
      </DataTable>
    </List>
  );
}
