/** The shared building blocks of the settings screens (issue 5); resource folders import from here. */
export { CrudList, pageSizes } from './list/CrudList';
export { CrudForm } from './form/CrudForm';
export { CrudEdit } from './form/CrudEdit';
export { CrudCreate } from './form/CrudCreate';
export { FormSection } from './form/FormSection';
export { zodResolver, resourceResolver } from './form/zodResolver';
export { HistoryPanel } from './history/HistoryPanel';
export { StatusChip } from './fields/StatusChip';
export { CalibrationStatusChip, calibrationColours } from './fields/CalibrationStatusChip';
export { DisplayDateField } from './fields/DisplayDateField';
export { CrudDateInput } from './inputs/CrudDateInput';
export { ReferenceAutocomplete, ReferenceArrayAutocomplete } from './inputs/ReferenceAutocomplete';
export { ImportButton } from './import/ImportButton';
export { ImportDialog } from './import/ImportDialog';
export { RegionInput } from './inputs/RegionInput';
export { DaysOfWeekInput } from './inputs/DaysOfWeekInput';
export { DaysOfWeekField } from './fields/DaysOfWeekField';
export { LocalTimeInput } from './inputs/LocalTimeInput';
