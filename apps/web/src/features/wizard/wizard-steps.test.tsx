import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeListing, openWizard, seedDraft, stepHeading } from './test-utils';

beforeEach(() => localStorage.clear());

type User = Awaited<ReturnType<typeof openWizard>>['user'];

function input(name: string) {
  return screen.getByRole('textbox', { name });
}

async function chooseSubType(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Property Sub-type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('listing wizard steps', () => {
  it('opens on Basic Details with the spec defaults and their completeness', async () => {
    await openWizard('/list-property');

    expect(screen.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeInTheDocument();
    expect(stepHeading('Basic Details')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    // The default furnishing (unfurnished) already earns its 10 points.
    expect(screen.getByText('10% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Listing completeness' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('blocks Next on step 1 with the spec messages and focuses the first problem', async () => {
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Property title is required')).toBeInTheDocument();
    expect(screen.getByText('Property sub-type is required')).toBeInTheDocument();
    expect(stepHeading('Basic Details')).toBeInTheDocument();
    expect(input('Property Title')).toHaveFocus();
    expect(input('Property Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the sub-types of the chosen type and clears one the new type lacks', async () => {
    const { user } = await openWizard();

    await user.click(screen.getByRole('combobox', { name: 'Property Sub-type' }));
    let options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Flat/Apartment',
      'Independent House/Villa',
      'Builder Floor',
      'Studio Apartment',
      'Serviced Apartment',
      'Farmhouse',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Builder Floor' }));
    expect(screen.getByRole('combobox', { name: 'Property Sub-type' })).toHaveTextContent('Builder Floor');

    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(screen.getByRole('combobox', { name: 'Property Sub-type' })).toHaveTextContent('Select a sub-type');
    await user.click(screen.getByRole('combobox', { name: 'Property Sub-type' }));
    options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Cold Storage');
    expect(options).toContain('Agricultural Land');
    expect(options).not.toContain('Flat/Apartment');
  });

  it('moves on when step 1 is valid, checks step 2 and keeps values on Previous', async () => {
    const { user } = await openWizard();

    await user.type(input('Property Title'), 'Sunny 2 BHK');
    await chooseSubType(user, 'Flat/Apartment');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(stepHeading('Location Details')).toBeInTheDocument();
    expect(stepHeading('Location Details')).toHaveFocus();
    expect(screen.getByText('30% complete')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Locality is required')).toBeInTheDocument();
    expect(screen.getByText('Complete address is required')).toBeInTheDocument();
    expect(screen.getByText('Pin code is required')).toBeInTheDocument();
    expect(input('City')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading('Basic Details')).toBeInTheDocument();
    expect(input('Property Title')).toHaveValue('Sunny 2 BHK');
  });

  it('keeps digits only in the pin code as it is typed', async () => {
    seedDraft(completeListing({ pincode: '' }), 2);
    const { user } = await openWizard();

    const pincode = input('Pin Code');
    await user.type(pincode, 'ab33-40 01x');
    expect(pincode).toHaveValue('334001');
  });

  it('asks residential listings for rooms and area on step 3, commercial ones for carpet area only', async () => {
    seedDraft(completeListing({ bedrooms: '', bathrooms: '', carpetArea: '' }), 3);
    const { user, unmount } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Number of bedrooms is required')).toBeInTheDocument();
    expect(screen.getByText('Number of bathrooms is required')).toBeInTheDocument();
    expect(screen.getByText('Carpet area is required')).toBeInTheDocument();
    expect(input('Bedrooms')).toHaveFocus();
    unmount();

    localStorage.clear();
    seedDraft(completeListing({ type: 'commercial', subType: 'office', bedrooms: '', carpetArea: 'lots' }), 3);
    const second = await openWizard();
    expect(screen.queryByRole('textbox', { name: 'Bedrooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Bathrooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Balconies' })).not.toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    expect(screen.queryByText('Number of bedrooms is required')).not.toBeInTheDocument();
  });

  it('offers balconies 0 to 3 and More than 3', async () => {
    seedDraft(completeListing(), 3);
    const { user } = await openWizard();

    await user.click(screen.getByRole('combobox', { name: 'Balconies' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['0', '1', '2', '3', 'More than 3']);
  });

  it('hides the floor details for a house and a farmhouse', async () => {
    seedDraft(completeListing({ subType: 'flat' }), 3);
    const { unmount } = await openWizard();
    expect(input('Total Floors')).toBeInTheDocument();
    expect(input('Floor Number')).toBeInTheDocument();
    unmount();

    for (const subType of ['house', 'farmhouse']) {
      localStorage.clear();
      seedDraft(completeListing({ subType }), 3);
      const view = await openWizard();
      expect(screen.queryByRole('textbox', { name: 'Total Floors' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Floor Number' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks tenant preference only for rent and PG', async () => {
    seedDraft(completeListing({ purpose: 'sell' }), 3);
    let view = await openWizard();
    expect(screen.queryByRole('group', { name: 'Tenant Preference' })).not.toBeInTheDocument();
    view.unmount();

    for (const purpose of ['rent', 'pg'] as const) {
      localStorage.clear();
      seedDraft(completeListing({ purpose }), 3);
      view = await openWizard();
      const group = screen.getByRole('group', { name: 'Tenant Preference' });
      const labels = within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
      expect(labels).toEqual(['Family', 'Single men', 'Single women', 'Any']);
      expect(within(group).getByRole('radio', { name: 'Any' })).toBeChecked();
      view.unmount();
    }
  });

  it('opens the furnishing panel for furnished homes, with counters that stop at 0', async () => {
    seedDraft(completeListing(), 3);
    const { user } = await openWizard();
    expect(screen.queryByRole('button', { name: 'Furnishing Details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Semi-furnished' }));
    expect(screen.getByRole('button', { name: 'Furnishing Details' })).toBeInTheDocument();
    const decrease = screen.getByRole('button', { name: 'Decrease Fans' });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Fans' }));
    await user.click(screen.getByRole('button', { name: 'Increase Fans' }));
    expect(screen.getByRole('status', { name: 'Fans count' }).textContent).toBe('2');
    await user.click(decrease);
    expect(screen.getByRole('status', { name: 'Fans count' }).textContent).toBe('1');
    const sofa = screen.getByRole('checkbox', { name: 'Sofa' });
    await user.click(sofa);
    expect(sofa).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Unfurnished' }));
    expect(screen.queryByRole('button', { name: 'Furnishing Details' })).not.toBeInTheDocument();
  });

  it('lets step 4 pass without pictures', async () => {
    seedDraft(completeListing({ images: [] }), 4);
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Additional Details')).toBeInTheDocument();
  });

  it('labels the price by purpose and writes it in words as it is typed', async () => {
    seedDraft(completeListing({ price: '' }), 5);
    const { user } = await openWizard();

    const price = input('Expected Price');
    await user.type(price, '12500000');
    expect(input('Price in Words')).toHaveValue('One Crore Twenty Five Lakh');
    expect(input('Price in Words')).toHaveAttribute('readonly');
    await user.clear(price);
    await user.type(price, 'abc');
    expect(input('Price in Words')).toHaveValue('');
  });

  it('blocks Next on step 5 with the price and description messages', async () => {
    seedDraft(completeListing({ price: '', description: '  ' }), 5);
    const { user } = await openWizard();

    // The last step submits rather than going on; its checks are the submit's.
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it('shows rent terms for rent only and parking spots when there is parking', async () => {
    seedDraft(completeListing({ purpose: 'rent' }), 5);
    const { user, unmount } = await openWizard();

    expect(input('Monthly Rent')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Additional charges included in rent' })).toBeInTheDocument();
    expect(input('Security Deposit (optional)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Company Lease Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agreement Duration' })).toHaveTextContent('1 year');
    expect(screen.getByRole('combobox', { name: 'Notice Period' })).toHaveTextContent('1 month');
    expect(screen.getByRole('checkbox', { name: 'Brokers may contact me' })).toBeChecked();

    expect(screen.queryByRole('textbox', { name: 'Number of Parking Spots' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Covered' }));
    expect(input('Number of Parking Spots')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('textbox', { name: 'Number of Parking Spots' })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    seedDraft(completeListing({ purpose: 'pg' }), 5);
    await openWizard();
    expect(input('Monthly Rent')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Security Deposit (optional)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Brokers may contact me' })).not.toBeInTheDocument();
  });

  it('links the terms and privacy policy in a new tab', async () => {
    seedDraft(completeListing(), 5);
    await openWizard();

    const form = screen.getByRole('form', { name: 'List property' });
    const terms = within(form).getByRole('link', { name: 'Terms & Conditions' });
    const privacy = within(form).getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('preselects the purpose from the path', async () => {
    await openWizard('/list-property/rent');
    expect(screen.getByRole('radio', { name: 'Rent/Lease' })).toBeChecked();
  });

  it('preselects PG from /list-property/pg', async () => {
    await openWizard('/list-property/pg');
    expect(screen.getByRole('radio', { name: 'PG' })).toBeChecked();
  });
});

describe('the draft', () => {
  it('survives a remount: values and step come back, and Start over discards them', async () => {
    const first = await openWizard();
    await first.user.type(input('Property Title'), 'Corner flat');
    await chooseSubType(first.user, 'Studio Apartment');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(input('City'), 'Jaipur');
    first.unmount();

    const second = await openWizard();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(stepHeading('Location Details')).toBeInTheDocument();
    expect(input('City')).toHaveValue('Jaipur');
    expect(screen.getByText('30% complete')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(input('Property Title')).toHaveValue('Corner flat');

    await second.user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(input('Property Title')).toHaveValue('');
    expect(localStorage.length).toBe(0);
  });

  it('keeps no draft for an untouched form', async () => {
    const { unmount } = await openWizard();
    unmount();
    expect(localStorage.length).toBe(0);
  });
});
