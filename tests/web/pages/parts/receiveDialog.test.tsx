import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReceiveDialog } from '../../../../src/pages/parts/dialogs/ReceiveDialog';
import { fakeUploads } from '../../fakeUploads';
import { certificateTypes, oil, renderParts, stations, wheel } from './partsFixtures';
import dayjs from 'dayjs';
import { picker, pickerText } from '../../pickers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lists = { stations, materials: [wheel, oil], part_cert: certificateTypes };

async function openWith(part: string) {
  const onClose = vi.fn();
  await renderParts(<ReceiveDialog onClose={onClose} />, { lists });
  await userEvent.click(await screen.findByRole('combobox', { name: /^Station/ }));
  await userEvent.click(await screen.findByRole('option', { name: /CDG/ }));
  await userEvent.click(screen.getByRole('combobox', { name: /^Part/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(part) }));
  return onClose;
}

describe('receiving a part into stock', () => {
  it('offers only the certificate types the part accepts, asks for the serial, and shows the receipt rules live until they pass (145.A.42)', async () => {
    await openWith('C20274000');
    const verdict = () => screen.getByText('The server will refuse this receipt:').closest('[role="alert"]') as HTMLElement;
    // Nothing entered yet: every failed rule is named before saving.
    expect(within(verdict()).getByText('A serviceable part needs a release certificate type.')).toBeInTheDocument();
    expect(within(verdict()).getByText('Enter the release certificate number.')).toBeInTheDocument();
    expect(within(verdict()).getByText('Enter the serial number.')).toBeInTheDocument();
    // A serial is one unit: the quantity is fixed at 1.
    expect(screen.getByRole('spinbutton', { name: /Quantity/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: /Certificate type/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['No certificate', 'EASA-F1 — EASA Form 1', '8130-3 — FAA 8130-3']);
    await userEvent.click(screen.getByRole('option', { name: 'EASA-F1 — EASA Form 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Certificate number/ }), 'F1-7781');
    expect(within(verdict()).queryByText('Enter the release certificate number.')).not.toBeInTheDocument();
    expect(within(verdict()).getByText('Enter the serial number.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Serial number/ }), 'SN-1001');
    expect(screen.getByText('Every check passes.')).toBeInTheDocument();
  });

  it('prefills a batch expiry from the shelf life and sends the receipt with its certificate file; the server refusal lands on its field', async () => {
    const uploads = fakeUploads();
    const onClose = await openWith('MJO-254');
    const expiry = pickerText(picker(/Expires on/));
    const inTwoYears = new Date();
    inTwoYears.setMonth(inTwoYears.getMonth() + 24);
    // The month and year of the prefilled expiry, as the settings' format shows them (DD MMM YYYY).
    expect(expiry.slice(3)).toBe(dayjs(inTwoYears).format('MMM YYYY'));
    expect(screen.getByText('Enter the batch number.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Batch/ }), 'B-2207');
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Quantity/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Quantity/ }), '12');
    const pdf = new File(['%PDF-1.4 certificate'], 'coc.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Certificate file (PDF or image)'), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Receive into stock' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].method).toBe('POST');
    expect(uploads[0].url).toBe('/api/stock_movements/receipt');
    const sent = uploads[0].body;
    expect([sent.get('station_id'), sent.get('material_id'), sent.get('quantity'), sent.get('lot')]).toEqual(['3', '42', '12', 'B-2207']);
    expect((sent.get('certificate') as File).name).toBe('coc.pdf');

    uploads[0].answer(422, {
      message: 'The given data was invalid.',
      errors: { lot: ['Batch B-2207 is already in stock with another expiry.'] },
    });
    expect(await screen.findByText('Batch B-2207 is already in stock with another expiry.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
