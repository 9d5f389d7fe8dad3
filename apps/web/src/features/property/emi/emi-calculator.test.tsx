import { amortisationByYear, emi, emiSummary, formatRupees } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-app';
import { EmiCalculator } from './emi-calculator';

const PRICE = 5_000_000;
const LOAN = 4_000_000;

function setup(price = PRICE, locale: 'en' | 'hi' = 'en') {
  const rendered = renderInApp(<EmiCalculator price={price} />, { locale });
  const section = screen.getByRole('region', { name: locale === 'en' ? 'EMI calculator' : 'ईएमआई कैलकुलेटर' });
  return { ...rendered, section };
}

const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const loanField = () => field('Loan amount (₹)');
const rateField = () => field('Interest rate (% a year)');
const yearsField = () => field('Loan tenure (years)');

/** A figure in the results by its label: the <dd> after the <dt>. */
function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('EmiCalculator', () => {
  it('starts from 80% of the price at 8.5% for 20 years, with the EMI and totals in Indian digits', () => {
    const { section } = setup();
    expect(loanField().value).toBe(String(LOAN));
    expect(rateField().value).toBe('8.5');
    expect(yearsField().value).toBe('20');
    expect(screen.getByText('Forty Lakh')).toBeInTheDocument();

    const summary = emiSummary(LOAN, 8.5, 240);
    expect(figure('Monthly EMI')).toBe(formatRupees(summary.emi));
    expect(figure('Monthly EMI')).toBe('₹34,713');
    expect(figure('Total interest')).toBe('₹43,31,103');
    expect(figure('Total payment')).toBe('₹83,31,103');
    // Amounts from a lakh up have their lakh or crore form under them.
    expect(within(section).getByText('₹43.31 Lac')).toBeInTheDocument();
    expect(within(section).getByText('₹83.31 Lac')).toBeInTheDocument();
    expect(within(section).getByText('Principal 48%')).toBeInTheDocument();
    expect(within(section).getByText('Interest 52%')).toBeInTheDocument();
  });

  it('has a labelled slider beside each number input', () => {
    setup();
    expect(screen.getByRole('slider', { name: 'Loan amount (₹)' })).toHaveAttribute('aria-valuetext', '₹40,00,000');
    expect(screen.getByRole('slider', { name: 'Interest rate (% a year)' })).toHaveAttribute('aria-valuetext', '8.5%');
    expect(screen.getByRole('slider', { name: 'Loan tenure (years)' })).toHaveAttribute('aria-valuetext', '20 years');
  });

  it('works the EMI out again as the tenure is typed', async () => {
    const { user } = setup();
    await user.clear(yearsField());
    await user.type(yearsField(), '10');
    expect(figure('Monthly EMI')).toBe(formatRupees(emi(LOAN, 8.5, 120)));
    expect(screen.getByRole('slider', { name: 'Loan tenure (years)' })).toHaveAttribute('aria-valuenow', '10');
  });

  it('moves the tenure with the keyboard on its slider', async () => {
    const { user } = setup();
    screen.getByRole('slider', { name: 'Loan tenure (years)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(yearsField().value).toBe('21');
    expect(figure('Monthly EMI')).toBe(formatRupees(emi(LOAN, 8.5, 252)));
  });

  it('divides the loan evenly at 0%', async () => {
    const { user } = setup();
    await user.clear(rateField());
    await user.type(rateField(), '0');
    expect(figure('Monthly EMI')).toBe('₹16,667');
    expect(figure('Total interest')).toBe('₹0');
  });

  it.each([
    ['', 'Enter the loan amount.'],
    ['0', 'The loan can be from ₹1 up to the price, ₹50,00,000.'],
    ['5000001', 'The loan can be from ₹1 up to the price, ₹50,00,000.'],
    ['1e6', 'Enter the loan amount in digits, such as 4000000.'],
    ['400000.5', 'Enter the loan amount in whole rupees.'],
  ])('says what is wrong with a loan of "%s", next to it, and shows no figures', async (typed, message) => {
    const { user, section } = setup();
    await user.clear(loanField());
    if (typed) await user.type(loanField(), typed);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(loanField()).toHaveAttribute('aria-invalid', 'true');
    expect(loanField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(figure('Monthly EMI')).toBe('—');
    expect(figure('Total payment')).toBe('—');
    expect(screen.getByText('Correct the values above to see the EMI.')).toBeInTheDocument();
    expect(section.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(screen.queryByRole('button', { name: 'Year-by-year' })).not.toBeInTheDocument();
  });

  it.each([
    ['rate', '31', 'The rate can be from 0% to 30% a year.'],
    ['rate', '', 'Enter the interest rate.'],
    ['tenure', '0', 'The tenure can be from 1 to 30 years.'],
    ['tenure', '31', 'The tenure can be from 1 to 30 years.'],
    ['tenure', '20.5', 'Enter the tenure in whole years.'],
  ])('says what is wrong with a %s of "%s"', async (which, typed, message) => {
    const { user, section } = setup();
    const input = which === 'rate' ? rateField() : yearsField();
    await user.clear(input);
    if (typed) await user.type(input, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(figure('Monthly EMI')).toBe('—');
    expect(section.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('comes back to the figures once the value is corrected', async () => {
    const { user } = setup();
    await user.clear(loanField());
    expect(figure('Monthly EMI')).toBe('—');
    await user.type(loanField(), '2500000');
    expect(screen.getByText('Twenty Five Lakh')).toBeInTheDocument();
    expect(figure('Monthly EMI')).toBe(formatRupees(emi(2_500_000, 8.5, 240)));
    expect(loanField()).not.toHaveAttribute('aria-invalid');
  });

  it('opens the year-by-year table: every year, the balance falling to ₹0', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Year-by-year' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const table = screen.getByRole('table', { name: /Principal and interest paid in each year/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const years = amortisationByYear(LOAN, 8.5, 240);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      formatRupees(years[0]?.principal ?? Number.NaN),
      formatRupees(years[0]?.interest ?? Number.NaN),
      formatRupees(years[0]?.balance ?? Number.NaN),
    ]);
    expect(cells(rows[19] as HTMLElement)[2]).toBe('₹0');
  });

  it('reads the figures out once, after typing rests, and not as the page opens', async () => {
    const { user, section } = setup();
    const live = section.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live.textContent).toBe('');

    await user.clear(yearsField());
    await user.type(yearsField(), '15');
    const summary = emiSummary(LOAN, 8.5, 180);
    await waitFor(() =>
      expect(live.textContent).toBe(
        `EMI ${formatRupees(summary.emi)} a month. Total interest ${formatRupees(summary.totalInterest)}, total payment ${formatRupees(summary.totalPayment)}.`,
      ),
    );
  });

  it('speaks Hindi: its labels, the loan in lakh and the figures', () => {
    setup(PRICE, 'hi');
    expect(screen.getByRole('spinbutton', { name: 'लोन राशि (₹)' })).toHaveValue(LOAN);
    expect(screen.getByText('₹40.00 लाख')).toBeInTheDocument();
    expect(screen.getByText('मासिक ईएमआई', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹34,713');
    expect(screen.getByText('₹43.31 लाख')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'लोन की अवधि (साल)' })).toHaveAttribute('aria-valuetext', '20 साल');
  });
});
