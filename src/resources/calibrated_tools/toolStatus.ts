import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { toolStatuses } from '../../../model/resources/enums';

export const toolStatusColours: Record<(typeof toolStatuses)[number], ChipColour> = {
  in_service: 'success',
  out_for_calibration: 'info',
  quarantined: 'error',
  retired: 'default',
};

export const toolStatusChoices = toolStatuses.map((id) => ({ id, name: `resources.calibrated_tools.choices.status.${id}` }));
