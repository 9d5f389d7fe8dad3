import { describe, expect, it } from 'vitest';
import {
  formatCardPrice,
  formatDetailPrice,
  formatRupees,
  formatShareText,
  isMonthlyPrice,
  isShowablePrice,
  PRICE_ON_REQUEST,
  SHARE_SIGNATURE,
  securityDepositLine,
} from './format.ts';

const NOT_A_PRICE = [-1, -0.4, -12_500_000, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('isShowablePrice', () => {
  it('accepts zero and any finite positive amount', () => {
    for (const amount of [0, -0, 0.4, 1, 99_999.999, 1e12, Number.MAX_VALUE])
      expect(isShowablePrice(amount)).toBe(true);
  });

  it('refuses negative, NaN and infinite amounts', () => {
    for (const amount of NOT_A_PRICE) expect(isShowablePrice(amount)).toBe(false);
  });
});

describe('isMonthlyPrice', () => {
  it('is true for rent and PG, whose price the wizard asks as Monthly Rent', () => {
    expect(isMonthlyPrice('rent')).toBe(true);
    expect(isMonthlyPrice('pg')).toBe(true);
  });

  it('is false for a sale or an unknown purpose', () => {
    expect(isMonthlyPrice('sell')).toBe(false);
    expect(isMonthlyPrice()).toBe(false);
  });
});

describe('formatCardPrice', () => {
  it.each([
    [10_000_000, '₹1 Cr'],
    [12_500_000, '₹1.3 Cr'],
    [12_000_000, '₹1.2 Cr'],
    [45_000_000, '₹4.5 Cr'],
    [99_000_000, '₹9.9 Cr'],
    [120_000_000, '₹12 Cr'],
    [1_234_567_890, '₹123.5 Cr'],
  ])('shows %i from one crore in Cr with at most one decimal: %s', (price, text) => {
    expect(formatCardPrice(price)).toBe(text);
  });

  it.each([
    [100_000, '₹1 L'],
    [150_000, '₹1.5 L'],
    [4_500_000, '₹45 L'],
    [4_550_000, '₹45.5 L'],
    [9_940_000, '₹99.4 L'],
    [9_994_999, '₹99.9 L'],
  ])('shows %i from one lakh in L: %s', (price, text) => {
    expect(formatCardPrice(price)).toBe(text);
  });

  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [999, '₹999'],
    [1_000, '₹1,000'],
    [18_000, '₹18,000'],
    [99_999, '₹99,999'],
  ])('shows %i below one lakh as the full number with Indian grouping: %s', (price, text) => {
    expect(formatCardPrice(price)).toBe(text);
  });

  it('adds /mo for rent and PG, and nothing for a sale', () => {
    expect(formatCardPrice(18_000, 'rent')).toBe('₹18,000/mo');
    expect(formatCardPrice(9_500, 'pg')).toBe('₹9,500/mo');
    expect(formatCardPrice(150_000, 'rent')).toBe('₹1.5 L/mo');
    expect(formatCardPrice(0, 'rent')).toBe('₹0/mo');
    expect(formatCardPrice(4_500_000, 'sell')).toBe('₹45 L');
  });

  it('rounds fractions of a rupee (half up)', () => {
    expect(formatCardPrice(0.4)).toBe('₹0');
    expect(formatCardPrice(0.5)).toBe('₹1');
    expect(formatCardPrice(18_000.49)).toBe('₹18,000');
    expect(formatCardPrice(18_000.5)).toBe('₹18,001');
  });

  it('rounds the shown decimal half up', () => {
    expect(formatCardPrice(149_999)).toBe('₹1.5 L');
    expect(formatCardPrice(144_999)).toBe('₹1.4 L');
    expect(formatCardPrice(145_000)).toBe('₹1.5 L');
    expect(formatCardPrice(10_500_000)).toBe('₹1.1 Cr');
    expect(formatCardPrice(10_499_999)).toBe('₹1 Cr');
  });

  it('moves to the larger unit when rounding reaches it, never showing "1,00,000" or "100 L"', () => {
    expect(formatCardPrice(99_999.4)).toBe('₹99,999');
    expect(formatCardPrice(99_999.5)).toBe('₹1 L');
    expect(formatCardPrice(99_999.999)).toBe('₹1 L');
    expect(formatCardPrice(9_994_999)).toBe('₹99.9 L');
    expect(formatCardPrice(9_995_000)).toBe('₹1 Cr');
    expect(formatCardPrice(9_999_999.6)).toBe('₹1 Cr');
  });

  it('keeps 1e12 and above in Cr with Indian grouping', () => {
    expect(formatCardPrice(1e12)).toBe('₹1,00,000 Cr');
    expect(formatCardPrice(1_234_567_800_000)).toBe('₹1,23,456.8 Cr');
    expect(formatCardPrice(1e15)).toBe('₹10,00,00,000 Cr');
    expect(formatCardPrice(Number.MAX_VALUE)).toMatch(/^₹1,79,76,93(,\d{2})*,\d{3} Cr$/);
  });

  it.each(NOT_A_PRICE)('shows %s as "Price on request", without /mo', (price) => {
    expect(formatCardPrice(price)).toBe('Price on request');
    expect(formatCardPrice(price, 'rent')).toBe(PRICE_ON_REQUEST);
  });

  it('shows negative zero as ₹0, not "-₹0"', () => {
    expect(formatCardPrice(-0)).toBe('₹0');
  });
});

describe('formatDetailPrice', () => {
  it.each([
    [10_000_000, '₹1.00 Cr'],
    [12_500_000, '₹1.25 Cr'],
    [12_345_678, '₹1.23 Cr'],
    [45_000_000, '₹4.50 Cr'],
    [120_000_000, '₹12.00 Cr'],
  ])('shows %i from 1e7 in Cr with two decimals: %s', (price, text) => {
    expect(formatDetailPrice(price)).toBe(text);
  });

  it.each([
    [100_000, '₹1.00 Lac'],
    [108_000, '₹1.08 Lac'],
    [4_500_000, '₹45.00 Lac'],
    [4_567_890, '₹45.68 Lac'],
    [9_999_000, '₹99.99 Lac'],
  ])('shows %i from 1e5 in Lac with two decimals: %s', (price, text) => {
    expect(formatDetailPrice(price)).toBe(text);
  });

  it.each([
    [1_000, '₹1.00k'],
    [1_500, '₹1.50k'],
    [18_000, '₹18.00k'],
    [18_005, '₹18.01k'],
    [99_990, '₹99.99k'],
  ])('shows %i from 1e3 in k with two decimals: %s', (price, text) => {
    expect(formatDetailPrice(price)).toBe(text);
  });

  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [500, '₹500'],
    [999, '₹999'],
  ])('shows %i below 1e3 plain, in whole rupees: %s', (price, text) => {
    expect(formatDetailPrice(price)).toBe(text);
  });

  it('adds /month for rent and PG, and nothing for a sale', () => {
    expect(formatDetailPrice(18_000, 'rent')).toBe('₹18.00k/month');
    expect(formatDetailPrice(9_500, 'pg')).toBe('₹9.50k/month');
    expect(formatDetailPrice(12_500_000, 'sell')).toBe('₹1.25 Cr');
  });

  it('rounds fractions of a rupee below ₹1,000 and of the unit above', () => {
    expect(formatDetailPrice(0.4)).toBe('₹0');
    expect(formatDetailPrice(999.4)).toBe('₹999');
    expect(formatDetailPrice(18_004.99)).toBe('₹18.00k');
    expect(formatDetailPrice(18_005)).toBe('₹18.01k');
    expect(formatDetailPrice(12_350_000)).toBe('₹1.24 Cr');
  });

  it('moves to the larger unit when rounding reaches it', () => {
    expect(formatDetailPrice(999.5)).toBe('₹1.00k');
    expect(formatDetailPrice(99_994.99)).toBe('₹99.99k');
    expect(formatDetailPrice(99_995)).toBe('₹1.00 Lac');
    expect(formatDetailPrice(99_999.999)).toBe('₹1.00 Lac');
    expect(formatDetailPrice(9_999_499)).toBe('₹99.99 Lac');
    expect(formatDetailPrice(9_999_500)).toBe('₹1.00 Cr');
    expect(formatDetailPrice(9_999_999.6)).toBe('₹1.00 Cr');
  });

  it('keeps 1e12 and above in Cr with Indian grouping', () => {
    expect(formatDetailPrice(1e12)).toBe('₹1,00,000.00 Cr');
    expect(formatDetailPrice(1e12, 'rent')).toBe('₹1,00,000.00 Cr/month');
    expect(formatDetailPrice(1_234_567_890_000)).toBe('₹1,23,456.79 Cr');
  });

  it.each(NOT_A_PRICE)('shows %s as "Price on request", without /month', (price) => {
    expect(formatDetailPrice(price)).toBe('Price on request');
    expect(formatDetailPrice(price, 'rent')).toBe('Price on request');
  });

  it('shows negative zero as ₹0', () => {
    expect(formatDetailPrice(-0)).toBe('₹0');
  });
});

describe('securityDepositLine', () => {
  it('reads "Security: {amount}" in the detail format for a rent listing with a deposit', () => {
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 108_000 })).toBe('Security: ₹1.08 Lac');
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 50_000 })).toBe('Security: ₹50.00k');
  });

  it('shows a PG deposit too, PG being a monthly rental', () => {
    expect(securityDepositLine({ purpose: 'pg', securityDeposit: 20_000 })).toBe('Security: ₹20.00k');
  });

  it('never adds /month: a deposit is paid once', () => {
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 18_000 })).not.toContain('/month');
  });

  it('shows a zero deposit', () => {
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 0 })).toBe('Security: ₹0');
  });

  it('is null for a sale, even with a deposit', () => {
    expect(securityDepositLine({ purpose: 'sell', securityDeposit: 100_000 })).toBeNull();
  });

  it('is null without a deposit', () => {
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: null })).toBeNull();
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: undefined })).toBeNull();
    expect(securityDepositLine({ purpose: 'rent' })).toBeNull();
  });

  it.each(NOT_A_PRICE)('is null for a deposit of %s', (deposit) => {
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: deposit })).toBeNull();
  });
});

describe('formatShareText', () => {
  it('reads "title - ₹amount - Listed on Aangan" with Indian grouping and no paise', () => {
    expect(formatShareText('3 BHK flat in Rani Bazar', 4_500_000)).toBe(
      '3 BHK flat in Rani Bazar - ₹45,00,000 - Listed on Aangan',
    );
    expect(formatShareText('Shop', 18_000)).toBe('Shop - ₹18,000 - Listed on Aangan');
    expect(formatShareText('Shop', 18_000).endsWith(` - ${SHARE_SIGNATURE}`)).toBe(true);
  });

  it('matches the en-IN INR currency format with no decimals', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const price of [0, 999, 12_500_000, 1e12]) {
      expect(formatShareText('T', price)).toBe(`T - ${inr.format(price)} - Listed on Aangan`);
    }
  });

  it('rounds to whole rupees and shows zero as ₹0', () => {
    expect(formatShareText('T', 0)).toBe('T - ₹0 - Listed on Aangan');
    expect(formatShareText('T', -0)).toBe('T - ₹0 - Listed on Aangan');
    expect(formatShareText('T', 99_999.5)).toBe('T - ₹1,00,000 - Listed on Aangan');
    expect(formatShareText('T', 1_234.4)).toBe('T - ₹1,234 - Listed on Aangan');
  });

  it('keeps large amounts in full', () => {
    expect(formatShareText('T', 1e12)).toBe('T - ₹10,00,00,00,00,000 - Listed on Aangan');
  });

  it('trims the title', () => {
    expect(formatShareText('  Villa \n', 1_000)).toBe('Villa - ₹1,000 - Listed on Aangan');
  });

  it.each(NOT_A_PRICE)('says "Price on request" for %s rather than "₹NaN"', (price) => {
    expect(formatShareText('T', price)).toBe('T - Price on request - Listed on Aangan');
  });
});

describe('formatRupees', () => {
  it('writes whole rupees in full with Indian grouping', () => {
    expect(formatRupees(43_391)).toBe('₹43,391');
    expect(formatRupees(10_413_840)).toBe('₹1,04,13,840');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(999.5)).toBe('₹1,000');
  });

  it.each(NOT_A_PRICE)('writes nothing for %s rather than "₹NaN"', (amount) => {
    expect(formatRupees(amount)).toBe('');
  });
});

describe('prices in Hindi', () => {
  it('uses the same Indian units, in Hindi words', () => {
    expect(formatCardPrice(8_500_000, 'sell', 'hi')).toBe('₹85 लाख');
    expect(formatCardPrice(18_500, 'rent', 'hi')).toBe('₹18,500/माह');
    expect(formatCardPrice(12_000_000, 'sell', 'hi')).toBe('₹1.2 करोड़');
    expect(formatDetailPrice(4_500_000, 'sell', 'hi')).toBe('₹45.00 लाख');
    expect(formatDetailPrice(18_000, 'pg', 'hi')).toBe('₹18.00 हज़ार/माह');
    expect(formatCardPrice(Number.NaN, 'sell', 'hi')).toBe('कीमत पूछें');
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 108_000 }, 'hi')).toBe('सिक्योरिटी: ₹1.08 लाख');
  });

  it('keeps English the default', () => {
    expect(formatCardPrice(8_500_000, 'sell')).toBe(formatCardPrice(8_500_000, 'sell', 'en'));
    expect(securityDepositLine({ purpose: 'rent', securityDeposit: 108_000 })).toBe('Security: ₹1.08 Lac');
  });
});
