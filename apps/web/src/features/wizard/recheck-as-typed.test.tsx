import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeListing, openWizard, seedDraft, stepHeading } from './test-utils';

beforeEach(() => localStorage.clear());

function input(name: string) {
  return screen.getByRole('textbox', { name });
}

// Issue 19: the error used to stay until blur, and the blur moved Next away from the click that caused it.
describe('after a failed Next', () => {
  it('clears a field’s error as a valid value is typed, before it loses focus', async () => {
    seedDraft(completeListing({ city: '', pincode: '' }), 2);
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(input('City')).toHaveFocus();

    await user.type(input('City'), 'Bikaner');
    expect(input('City')).toHaveFocus();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(input('City')).not.toHaveAttribute('aria-invalid');
    // The other field's error stays until it is put right.
    expect(screen.getByText('Pin code is required')).toBeInTheDocument();
  });

  it('shows the error again when the value turns invalid as it is typed', async () => {
    seedDraft(completeListing({ pincode: '' }), 2);
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pin code is required')).toBeInTheDocument();

    await user.type(input('Pin Code'), '334');
    expect(screen.queryByText('Pin code is required')).not.toBeInTheDocument();
    expect(input('Pin Code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(input('Pin Code'), '001');
    expect(input('Pin Code')).not.toHaveAttribute('aria-invalid');
  });

  it('clears a choice’s error on the tap that picks it, and one click on Next then advances', async () => {
    seedDraft(completeListing({ furnishing: '' as never, bedrooms: '' }), 3);
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Number of bedrooms is required')).toBeInTheDocument();

    expect(screen.getByText('Choose the furnishing')).toBeInTheDocument();

    await user.type(input('Bedrooms'), '2');
    expect(screen.queryByText('Number of bedrooms is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Unfurnished' }));
    expect(screen.queryByText('Choose the furnishing')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Media Upload')).toBeInTheDocument();
  });

  it('does not check a field as it is typed before Next was pressed', async () => {
    seedDraft(completeListing({ pincode: '' }), 2);
    const { user } = await openWizard();

    await user.type(input('Pin Code'), '33');
    expect(input('Pin Code')).not.toHaveAttribute('aria-invalid');
  });
});
