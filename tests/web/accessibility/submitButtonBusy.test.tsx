import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SubmitButton } from '../../../src/components/form/SubmitButton';

describe('a busy submit button (axe aria-progressbar-name)', () => {
  it('says it is busy itself; its spinner is no unnamed progress bar', () => {
    render(<SubmitButton busy>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
