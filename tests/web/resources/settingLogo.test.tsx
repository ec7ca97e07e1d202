import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingRecord } from '../../../model/resources/setting';
import { defaultRestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import { CompanyLogo } from '../../../src/layout/navbar/CompanyLogo';
import { getUser, setUser } from '../../../src/providers/authState';
import { useCurrentUser } from '../../../src/providers/useCurrentUser';
import { CompanyLogoGroup } from '../../../src/resources/setting/CompanyLogoGroup';
import GeneralSettingsForm from '../../../src/resources/setting/GeneralSettingsForm';
import { fakeUploads } from '../fakeUploads';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';

const record: SettingRecord = {
  id: 1,
  version: 4,
  updated_at: '2026-05-01T10:00:00.000Z',
  company_name: 'Tarmac',
  approval_reference: 'NL.145.1234',
  logo_url: null,
  default_locale: 'en',
  week_starts_monday: true,
  date_format: 'DD MMM YYYY',
  planning_horizon_days: 14,
  training_alert_days: 30,
  calibration_alert_days: 14,
  service_alert_days: 30,
  insurance_alert_days: 30,
  shelf_life_alert_days: 60,
  ...defaultRestSettings,
};
const withLogo = (logo_url: string, version = record.version + 1): SettingRecord => ({ ...record, logo_url, version });
const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', { type: 'image/png' });
// Files the input's accept list would hide from the picker still reach it by drag and drop.
const user = () => userEvent.setup({ applyAccept: false });
const admin = () =>
  makeUser({ role_id: 1, role: 'admin', permission: ['settings_tab', 'settings_write'].map((permissions_name) => ({ permissions_name })) });

/** An empty logo group that may change, with a PNG chosen: the upload is under way. */
async function uploadToEmptyGroup() {
  const uploads = fakeUploads();
  const onChanged = vi.fn();
  await renderInAdmin(<CompanyLogoGroup logoUrl={null} canChange onChanged={onChanged} />);
  await user().upload(screen.getByLabelText('Logo image file'), pngFile());
  return { uploads, onChanged };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUser(null);
});

describe('the company logo group', () => {
  it('shows the default logo with an Upload button and no Remove while none is uploaded', async () => {
    await renderInAdmin(<CompanyLogoGroup logoUrl={null} canChange onChanged={() => {}} />);
    expect(screen.getByRole('img', { name: 'Default logo' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByText('No logo uploaded: the default logo is shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  it('shows the current logo with Replace and Remove', async () => {
    await renderInAdmin(<CompanyLogoGroup logoUrl="/media/logos/abc.png" canChange onChanged={() => {}} />);
    expect(screen.getByRole('img', { name: 'Current company logo' })).toHaveAttribute('src', '/media/logos/abc.png');
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('offers no buttons to someone who may not write the settings', async () => {
    await renderInAdmin(<CompanyLogoGroup logoUrl="/media/logos/abc.png" canChange={false} onChanged={() => {}} />);
    expect(screen.getByRole('img', { name: 'Current company logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Logo image file')).not.toBeInTheDocument();
  });

  it('uploads the file as multipart field "logo", is busy meanwhile, then hands over the record', async () => {
    const { uploads, onChanged } = await uploadToEmptyGroup();

    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/setting/logo' });
    expect((uploads[0].body.get('logo') as File).name).toBe('logo.png');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
    act(() => uploads[0].progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '40');

    const saved = withLogo('/media/logos/new.png');
    await act(async () => uploads[0].answer(200, saved));
    expect(onChanged).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('The company logo has been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the field", async () => {
    const { uploads, onChanged } = await uploadToEmptyGroup();
    await act(async () =>
      uploads[0].answer(422, {
        message: 'There were some problems with your input.',
        errors: { logo: ['The logo must be a JPEG, PNG or WebP image of at most 2 MB.'] },
      }),
    );
    expect(await screen.findByText('The logo must be a JPEG, PNG or WebP image of at most 2 MB.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
  });

  it('refuses an SVG or a file over 2 MB before sending anything', async () => {
    const uploads = fakeUploads();
    await renderInAdmin(<CompanyLogoGroup logoUrl={null} canChange onChanged={() => {}} />);
    await user().upload(screen.getByLabelText('Logo image file'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JPEG, PNG or WebP, 2 MB at most.');
    await user().upload(
      screen.getByLabelText('Logo image file'),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('JPEG, PNG or WebP, 2 MB at most.');
    expect(uploads).toEqual([]);
  });

  it('removes the logo only after confirmation', async () => {
    const calls = mockFetch({ 'DELETE /api/setting/logo': { body: { ...record, version: 6 } } });
    const onChanged = vi.fn();
    await renderInAdmin(<CompanyLogoGroup logoUrl="/media/logos/abc.png" canChange onChanged={onChanged} />);
    await user().click(screen.getByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove the company logo?');
    expect(calls).toEqual([]);
    await user().click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ ...record, version: 6 }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/setting/logo']);
    expect(await screen.findByText('The company logo has been removed.')).toBeInTheDocument();
  });
});

/** The nav bar's logo, as NavBar renders it from the signed-in user. */
function NavBarLogo() {
  const current = useCurrentUser();
  return current ? <CompanyLogo user={current} /> : null;
}

describe('the general settings page with its logo', () => {
  it('shows a new logo in the nav bar at once, and the next save carries the version the upload answered', async () => {
    signIn(admin());
    window.config = { companyName: 'Tarmac', logoUrl: null };
    const calls = mockFetch({
      'GET /api/setting': { body: record },
      'PUT /api/setting': { body: { ...withLogo('/media/logos/new.png', 6), company_name: 'Tarmac Nordic' } },
    });
    const uploads = fakeUploads();
    await renderInAdmin(
      <>
        <NavBarLogo />
        <GeneralSettingsForm />
      </>,
    );
    const name = await screen.findByLabelText(/Company name/);
    await user().clear(name);
    await user().type(name, 'Tarmac Nordic');

    await user().upload(screen.getByLabelText('Logo image file'), pngFile());
    await act(async () => uploads[0].answer(200, withLogo('/media/logos/new.png')));
    expect(screen.getByRole('img', { name: 'Tarmac' })).toHaveAttribute('src', '/media/logos/new.png');
    expect(getUser()?.logo_url).toBe('/media/logos/new.png');
    expect(window.config?.logoUrl).toBe('/media/logos/new.png');
    // What was being typed survives the upload.
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Tarmac Nordic');

    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body as string)).toMatchObject({ version: 5, company_name: 'Tarmac Nordic' });
  });

  it('loads the other version when someone else saved between the page load and the upload', async () => {
    signIn(admin());
    mockFetch({ 'GET /api/setting': { body: record } });
    const uploads = fakeUploads();
    await renderInAdmin(<GeneralSettingsForm />);
    const name = await screen.findByLabelText(/Company name/);
    await user().type(name, ' typed');

    await user().upload(screen.getByLabelText('Logo image file'), pngFile());
    await act(async () =>
      uploads[0].answer(200, { ...withLogo('/media/logos/new.png', record.version + 2), company_name: 'Renamed elsewhere' }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Company name/)).toHaveValue('Renamed elsewhere'));
    expect(screen.getByRole('img', { name: 'Current company logo' })).toHaveAttribute('src', '/media/logos/new.png');
  });
});
