import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import {
  BooleanField,
  DataTable,
  ReferenceField,
  SelectField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CrudList, ImportButton, StatusChip } from '../../components/crud';
import { materialCategoryColours, materialTrackingChoices } from './category';
import { materialFilters } from './materialFilters';
import { materialCompact } from './materialCompact';

function UnitCost() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (record?.unit_cost === null || record?.unit_cost === undefined) return null;
  const amount = Number(record.unit_cost);
  try {
    return <>{new Intl.NumberFormat(locale, { style: 'currency', currency: record.currency || 'EUR' }).format(amount)}</>;
  } catch {
    return (
      <>
        {amount.toFixed(2)} {record.currency}
      </>
    );
  }
}

function Hazardous() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.hazardous) return null;
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={translate('resources.materials.hazardous_chip')} />;
}

export default function MaterialList() {
  return (
    <CrudList compact={materialCompact} filters={materialFilters} sort={{ field: 'part_number', order: 'ASC' }} actions={<ImportButton />}>
      <DataTable.Col source="part_number" />
      <DataTable.Col source="description" />
      <DataTable.Col source="category">
        <StatusChip source="category" colours={materialCategoryColours} />
      </DataTable.Col>
      <DataTable.Col source="measure_id" disableSort>
        <ReferenceField source="measure_id" reference="measures" link={false}>
          <TextField source="code" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="unit_cost" align="right">
        <UnitCost />
      </DataTable.Col>
      <DataTable.Col source="tracking">
        <SelectField source="tracking" choices={materialTrackingChoices} />
      </DataTable.Col>
      <DataTable.NumberCol source="minimum_stock" />
      <DataTable.NumberCol source="shelf_life_months" />
      <DataTable.Col source="hazardous">
        <Hazardous />
      </DataTable.Col>
      <DataTable.Col source="active" field={BooleanField} />
    </CrudList>
  );
}
