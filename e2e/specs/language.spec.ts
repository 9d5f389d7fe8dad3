import { expect, test } from '../fixtures/test';

test.describe('Hindi and English', () => {
  test('a visitor switches to Hindi, stays in it as they move around, and comes back to English', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/rent');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/rent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/rent$/);

    // Links inside the app keep the language: the router works below /hi.
    if (isMobile) {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'हमारे बारे में' }).click();
    } else {
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' }).click();
    }
    await expect(page).toHaveURL(/\/hi\/about$/);

    // The device remembers: an English address now opens in Hindi.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await expect(page.getByRole('contentinfo')).toContainText('सर्वाधिकार सुरक्षित');

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  });
});
