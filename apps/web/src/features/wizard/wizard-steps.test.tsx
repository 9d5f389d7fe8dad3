import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeListing, openWizard, seedDraft, stepHeading } from './test-utils';

beforeEach(() => localStorage.clear());

type User = Awaited<ReturnType<typeof openWizard>>['user'];

function input(name: string) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

async function chooseSubType(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Property Sub-type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('listing wizard steps', () => {
  it('opens on Basic Details with the spec defaults and their completeness', async () => {
    await openWizard('/list-property');

    expect(screen.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeTruthy();
    expect(stepHeading('Basic Details')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sell' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Residential' }) as HTMLInputElement).checked).toBe(true);
    // The default furnishing (unfurnished) already earns its 10 points.
    expect(screen.getByText('10% complete')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Listing completeness' }).getAttribute('aria-valuenow')).toBe('10');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('blocks Next on step 1 with the spec messages and focuses the first problem', async () => {
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Property title is required')).toBeTruthy();
    expect(screen.getByText('Property sub-type is required')).toBeTruthy();
    expect(stepHeading('Basic Details')).toBeTruthy();
    expect(document.activeElement).toBe(input('Property Title'));
    expect(input('Property Title').getAttribute('aria-invalid')).toBe('true');
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
    expect(screen.getByRole('combobox', { name: 'Property Sub-type' }).textContent).toContain('Builder Floor');

    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(screen.getByRole('combobox', { name: 'Property Sub-type' }).textContent).toContain('Select a sub-type');
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

    expect(stepHeading('Location Details')).toBeTruthy();
    expect(document.activeElement).toBe(stepHeading('Location Details'));
    expect(screen.getByText('30% complete')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(screen.getByText('Locality is required')).toBeTruthy();
    expect(screen.getByText('Complete address is required')).toBeTruthy();
    expect(screen.getByText('Pin code is required')).toBeTruthy();
    expect(document.activeElement).toBe(input('City'));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading('Basic Details')).toBeTruthy();
    expect(input('Property Title').value).toBe('Sunny 2 BHK');
  });

  it('keeps digits only in the pin code as it is typed', async () => {
    seedDraft(completeListing({ pincode: '' }), 2);
    const { user } = await openWizard();

    const pincode = input('Pin Code');
    await user.type(pincode, 'ab33-40 01x');
    expect(pincode.value).toBe('334001');
  });

  it('asks residential listings for rooms and area on step 3, commercial ones for carpet area only', async () => {
    seedDraft(completeListing({ bedrooms: '', bathrooms: '', carpetArea: '' }), 3);
    const { user, unmount } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Number of bedrooms is required')).toBeTruthy();
    expect(screen.getByText('Number of bathrooms is required')).toBeTruthy();
    expect(screen.getByText('Carpet area is required')).toBeTruthy();
    expect(document.activeElement).toBe(input('Bedrooms'));
    unmount();

    localStorage.clear();
    seedDraft(completeListing({ type: 'commercial', subType: 'office', bedrooms: '', carpetArea: 'lots' }), 3);
    const second = await openWizard();
    expect(screen.queryByRole('textbox', { name: 'Bedrooms' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Bathrooms' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Balconies' })).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be a number')).toBeTruthy();
    expect(screen.queryByText('Number of bedrooms is required')).toBeNull();
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
    expect(input('Total Floors')).toBeTruthy();
    expect(input('Floor Number')).toBeTruthy();
    unmount();

    for (const subType of ['house', 'farmhouse']) {
      localStorage.clear();
      seedDraft(completeListing({ subType }), 3);
      const view = await openWizard();
      expect(screen.queryByRole('textbox', { name: 'Total Floors' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Floor Number' })).toBeNull();
      view.unmount();
    }
  });

  it('asks tenant preference only for rent and PG', async () => {
    seedDraft(completeListing({ purpose: 'sell' }), 3);
    let view = await openWizard();
    expect(screen.queryByRole('group', { name: 'Tenant Preference' })).toBeNull();
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
      expect((within(group).getByRole('radio', { name: 'Any' }) as HTMLInputElement).checked).toBe(true);
      view.unmount();
    }
  });

  it('opens the furnishing panel for furnished homes, with counters that stop at 0', async () => {
    seedDraft(completeListing(), 3);
    const { user } = await openWizard();
    expect(screen.queryByRole('button', { name: 'Furnishing Details' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Semi-furnished' }));
    expect(screen.getByRole('button', { name: 'Furnishing Details' })).toBeTruthy();
    const decrease = screen.getByRole('button', { name: 'Decrease Fans' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Increase Fans' }));
    await user.click(screen.getByRole('button', { name: 'Increase Fans' }));
    expect(screen.getByRole('status', { name: 'Fans count' }).textContent).toBe('2');
    await user.click(decrease);
    expect(screen.getByRole('status', { name: 'Fans count' }).textContent).toBe('1');
    const sofa = screen.getByRole('checkbox', { name: 'Sofa' }) as HTMLInputElement;
    await user.click(sofa);
    expect(sofa.checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Unfurnished' }));
    expect(screen.queryByRole('button', { name: 'Furnishing Details' })).toBeNull();
  });

  it('lets step 4 pass without pictures', async () => {
    seedDraft(completeListing({ images: [] }), 4);
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading('Additional Details')).toBeTruthy();
  });

  it('labels the price by purpose and writes it in words as it is typed', async () => {
    seedDraft(completeListing({ price: '' }), 5);
    const { user } = await openWizard();

    const price = input('Expected Price');
    await user.type(price, '12500000');
    expect(input('Price in Words').value).toBe('One Crore Twenty Five Lakh');
    expect(input('Price in Words').readOnly).toBe(true);
    await user.clear(price);
    await user.type(price, 'abc');
    expect(input('Price in Words').value).toBe('');
  });

  it('blocks Next on step 5 with the price and description messages', async () => {
    seedDraft(completeListing({ price: '', description: '  ' }), 5);
    const { user } = await openWizard();

    // The last step submits rather than going on; its checks are the submit's.
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
  });

  it('shows rent terms for rent only and parking spots when there is parking', async () => {
    seedDraft(completeListing({ purpose: 'rent' }), 5);
    const { user, unmount } = await openWizard();

    expect(input('Monthly Rent')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Additional charges included in rent' })).toBeTruthy();
    expect(input('Security Deposit (optional)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Company Lease Agreement' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Agreement Duration' }).textContent).toContain('1 year');
    expect(screen.getByRole('combobox', { name: 'Notice Period' }).textContent).toContain('1 month');
    expect((screen.getByRole('checkbox', { name: 'Brokers may contact me' }) as HTMLInputElement).checked).toBe(true);

    expect(screen.queryByRole('textbox', { name: 'Number of Parking Spots' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Covered' }));
    expect(input('Number of Parking Spots')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('textbox', { name: 'Number of Parking Spots' })).toBeNull();
    unmount();

    localStorage.clear();
    seedDraft(completeListing({ purpose: 'pg' }), 5);
    await openWizard();
    expect(input('Monthly Rent')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Security Deposit (optional)' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Brokers may contact me' })).toBeNull();
  });

  it('links the terms and privacy policy in a new tab', async () => {
    seedDraft(completeListing(), 5);
    await openWizard();

    const form = screen.getByRole('form', { name: 'List property' });
    const terms = within(form).getByRole('link', { name: 'Terms & Conditions' });
    const privacy = within(form).getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('target')).toBe('_blank');
  });

  it('preselects the purpose from the path', async () => {
    await openWizard('/list-property/rent');
    expect((screen.getByRole('radio', { name: 'Rent/Lease' }) as HTMLInputElement).checked).toBe(true);
  });

  it('preselects PG from /list-property/pg', async () => {
    await openWizard('/list-property/pg');
    expect((screen.getByRole('radio', { name: 'PG' }) as HTMLInputElement).checked).toBe(true);
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
    expect(screen.getByText('Draft restored')).toBeTruthy();
    expect(stepHeading('Location Details')).toBeTruthy();
    expect(input('City').value).toBe('Jaipur');
    expect(screen.getByText('30% complete')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(input('Property Title').value).toBe('Corner flat');

    await second.user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(input('Property Title').value).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('keeps no draft for an untouched form', async () => {
    const { unmount } = await openWizard();
    unmount();
    expect(localStorage.length).toBe(0);
  });
});
