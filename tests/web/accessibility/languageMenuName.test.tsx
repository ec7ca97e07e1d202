import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LanguageMenu } from '../../../src/layout/navbar/LanguageMenu';
import { renderInAdmin } from '../helpers';

describe('the language button (axe label-content-name-mismatch, WCAG 2.5.3)', () => {
  it('its name holds the code it shows, so saying what is on screen reaches it', async () => {
    await renderInAdmin(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language (EN)' });
    expect(button.textContent).toBe('en');
    expect(button.getAttribute('aria-label')!.toLowerCase()).toContain(button.textContent.toLowerCase());
  });
});
