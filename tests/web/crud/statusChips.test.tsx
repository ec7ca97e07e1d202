import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { CalibrationStatusChip } from '../../../src/components/crud/fields/CalibrationStatusChip';
import { StatusChip } from '../../../src/components/crud/fields/StatusChip';
import { calibrationStatus } from '../../../model/resources/calibrated_tools';
import { renderInAdmin } from '../helpers';

const inRecord = (record: Record<string, unknown>, ui: React.ReactNode) => (
  <ResourceContextProvider value="calibrated_tools">
    <RecordContextProvider value={{ id: 1, ...record }}>{ui}</RecordContextProvider>
  </ResourceContextProvider>
);

describe('status chips', () => {
  it('StatusChip shows the translated value in the colour given for it', async () => {
    await renderInAdmin(inRecord({ status: 'quarantined' }, <StatusChip source="status" colours={{ quarantined: 'error' }} />));
    const chip = (await screen.findByText('Quarantined')).closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorError');
  });

  it('StatusChip is grey for a value without a colour and empty without a value', async () => {
    await renderInAdmin(
      <>
        {inRecord({ status: 'retired' }, <StatusChip source="status" colours={{}} />)}
        {inRecord(
          { status: null },
          <span data-testid="empty">
            <StatusChip source="status" colours={{}} />
          </span>,
        )}
      </>,
    );
    expect((await screen.findByText('Retired')).closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
    expect(screen.getByTestId('empty')).toBeEmptyDOMElement();
  });

  it.each([
    ['overdue', 'Overdue', 'MuiChip-colorError'],
    ['due_soon', 'Due within 30 days', 'MuiChip-colorWarning'],
    ['valid', 'Valid', 'MuiChip-colorSuccess'],
  ])('calibration %s is %s (%s)', async (status, text, colourClass) => {
    await renderInAdmin(inRecord({ calibration_status: status }, <CalibrationStatusChip />));
    expect((await screen.findByText(text)).closest('.MuiChip-root')).toHaveClass(colourClass);
  });

  it('the calibration rule: past due → overdue, within 30 days → due soon, later → valid', () => {
    expect(calibrationStatus('2026-03-01', '2026-03-02')).toBe('overdue');
    expect(calibrationStatus('2026-03-02', '2026-03-02')).toBe('due_soon');
    expect(calibrationStatus('2026-04-01', '2026-03-02')).toBe('due_soon');
    expect(calibrationStatus('2026-04-02', '2026-03-02')).toBe('valid');
    expect(calibrationStatus(null, '2026-03-02')).toBe('never_calibrated');
  });
});
