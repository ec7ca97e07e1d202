import type { FieldProps } from 'react-admin';
import type { CalibrationStatus } from '../../../../model/resources/calibrated_tools';
import { StatusChip, type ChipColour } from './StatusChip';

/** A tool past its due date must not be used: red; due within 30 days: amber; valid: green. */
export const calibrationColours: Record<CalibrationStatus, ChipColour> = {
  overdue: 'error',
  due_soon: 'warning',
  valid: 'success',
  never_calibrated: 'default',
};

/** The server's computed calibration_status (same rule as calibrationStatus() in model/). */
export function CalibrationStatusChip(props: Omit<FieldProps, 'source'> & { source?: string }) {
  return (
    <StatusChip {...props} source={props.source ?? 'calibration_status'} colours={calibrationColours} labelPrefix="crud.calibration" />
  );
}
