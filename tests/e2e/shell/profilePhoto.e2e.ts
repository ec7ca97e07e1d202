import { describe, expect, it } from 'vitest';
import { apiAs, demo } from '../support/shell';
import { browserPerFile } from '../support/browserPerFile';

const sessions = browserPerFile();

/** A real 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('the profile photo (served to signed-in users only)', () => {
  it('shows in the nav bar once uploaded, loaded with the token, and is refused to a signed-out browser', async () => {
    const { context, page } = await sessions.signedIn(demo.tech, { landing: '/settings/profile' });
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Your photo has been updated.').waitFor({ state: 'visible' });

    const { photo_url: photoUrl, name } = await apiAs(context, 'GET', '/api/user');
    expect(photoUrl).toMatch(/^\/media\/photos\//);
    // The nav bar's avatar: an object URL the page made from the fetched bytes, decoded under the CSP.
    const avatar = page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    const stranger = await sessions.anonymous();
    expect((await stranger.context.request.get(photoUrl)).status()).toBe(401);
  });
});
