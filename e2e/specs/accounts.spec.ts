import { outboxOf, waitForCode } from '@aangan/testing';
import { accountUi } from '../fixtures/account.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('an owner’s account', () => {
  test('registers with the mailed code, logs out and in, and resets a forgotten password', async ({
    page,
    isMobile,
    dataDir,
  }, testInfo) => {
    // The longest journey: two mails, six answers from the server, a phone's drawer at each step.
    test.slow();
    const ui = accountUi(page, isMobile);
    const email = `meera.${testInfo.project.name}.${Date.now()}@example.in`;
    const name = 'Meera Joshi';

    await page.goto('/');
    await ui.openAccountAccess();
    await ui.dialog.getByRole('tab', { name: 'Register' }).click();
    await ui.tab.getByLabel('Full name').fill(name);
    await ui.tab.getByLabel('Email').fill(email);
    await ui.tab.getByLabel('Mobile number').fill('98290 12345');
    await ui.tab.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await ui.tab.getByRole('checkbox').check();
    await ui.tab.getByRole('button', { name: 'Create account' }).click();

    // The code view, fed by the code the server wrote to its outbox.
    await expect(ui.dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(ui.dialog.getByText(email)).toBeVisible();
    const code = await waitForCode(outboxOf(dataDir), email, 'verification');
    await ui.dialog.getByLabel('Verification code').fill(code);
    await ui.dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(ui.dialog).toBeHidden();
    await expect(page.getByText('Email verified successfully', { exact: true })).toBeVisible();
    await ui.expectSignedIn(name, email);

    await ui.logout();
    await ui.login(email, 'first-pass-1');
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await ui.expectSignedIn(name, email);
    await ui.logout();

    // Forgot password: email, then the code, then the new password.
    await ui.openAccountAccess();
    await ui.tab.getByRole('button', { name: 'Forgot password?' }).click();
    await ui.dialog.getByLabel('Email').fill(email);
    await ui.dialog.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText('Reset instructions sent', { exact: true })).toBeVisible();
    const resetCode = await waitForCode(outboxOf(dataDir), email, 'password reset');
    await ui.dialog.getByLabel('Verification code').fill(resetCode);
    await ui.dialog.getByRole('button', { name: 'Continue' }).click();
    await ui.dialog.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await ui.dialog.getByLabel('Confirm new password').fill('second-pass-2');
    await ui.dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successful', { exact: true })).toBeVisible();

    // Back on the Login tab with the email filled in: the old password no longer works, the new one does.
    await expect(ui.dialog.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(ui.tab.getByLabel('Email')).toHaveValue(email);
    await ui.tab.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await ui.tab.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await ui.tab.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await ui.tab.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(ui.dialog).toBeHidden();
    await ui.expectSignedIn(name, email);

    // The profile shows what the account holds.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('a guest sent to a signed-in page lands home with a notice', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please sign in to access this page')).toBeVisible();
  });

  test('registering an address twice says so and points at the email field', async ({ page, isMobile }, testInfo) => {
    const ui = accountUi(page, isMobile);
    const email = `twice.${testInfo.project.name}.${Date.now()}@example.in`;
    const register = async () => {
      await ui.dialog.getByRole('tab', { name: 'Register' }).click();
      await ui.tab.getByLabel('Full name').fill('Kabir Rao');
      await ui.tab.getByLabel('Email').fill(email);
      await ui.tab.getByLabel('Mobile number').fill('9414012345');
      await ui.tab.getByLabel('Password', { exact: true }).fill('kabir-pass');
      await ui.tab.getByRole('checkbox').check();
      await ui.tab.getByRole('button', { name: 'Create account' }).click();
    };

    await page.goto('/');
    await ui.openAccountAccess();
    await register();
    await expect(ui.dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ui.dialog).toBeHidden();

    await ui.openAccountAccess();
    await register();
    await expect(page.getByText('Email already in use', { exact: true })).toBeVisible();
    await expect(ui.tab.getByLabel('Email')).toBeFocused();
  });
});
