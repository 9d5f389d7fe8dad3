import { LogInIcon } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ACCOUNT_CONTROL } from '../../components/ui/use-return-focus';
import { useI18n } from '../../i18n/use-i18n';
import { type AuthDialogTab, useAuthDialog } from '../../lib/auth-dialog';
import { useIsAuthBusy } from './auth-busy';
import { CodeForm } from './code-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordFlow } from './reset-password-flow';
import { useAuthDialogViews } from './use-auth-dialog-views';

const isTab = (value: string): value is AuthDialogTab => value === 'login' || value === 'register';

/**
 * The 'Account Access' dialog (docs/product.md §2, §4): Login and Register tabs, the email-verification code view
 * and the three-step password reset. It cannot be closed while a request runs.
 */
export function AuthDialog() {
  const { isOpen, setOpen, initialTab } = useAuthDialog();
  const isBusy = useIsAuthBusy();
  const { t } = useI18n();

  function handleOpenChange(open: boolean) {
    // Escape, a click outside and the X all land here: a running request keeps the dialog open.
    if (!open && isBusy) return;
    setOpen(open);
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {/* After a sign-in, or when opened from the phone's drawer, the opener is gone: the account control takes focus. */}
      <DialogContent className="gap-5 p-5 sm:p-6" aria-busy={isBusy} returnFocusFallback={ACCOUNT_CONTROL}>
        <DialogHeader>
          <span className="mb-1 hidden size-11 items-center justify-center rounded-full bg-brand-soft text-brand sm:inline-flex">
            <LogInIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('auth.dialog.title')}</DialogTitle>
          <DialogDescription>{t('auth.dialog.description')}</DialogDescription>
        </DialogHeader>
        <AuthViews initialTab={initialTab} isBusy={isBusy} />
      </DialogContent>
    </Dialog>
  );
}

function AuthViews({ initialTab, isBusy }: { initialTab: AuthDialogTab; isBusy: boolean }) {
  const views = useAuthDialogViews(initialTab);
  const { t } = useI18n();

  if (views.view === 'code') {
    return <CodeForm email={views.email} isBusy={isBusy} onBackToLogin={() => views.showLogin()} />;
  }
  if (views.view === 'reset') {
    return <ResetPasswordFlow initialEmail={views.email} isBusy={isBusy} onBackToLogin={views.showLogin} />;
  }

  // Both tabs stay mounted so switching keeps what was typed; the hidden one is out of the page and the tab order.
  return (
    <Tabs value={views.view} onValueChange={(value) => isTab(value) && views.showTab(value)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login" disabled={isBusy}>
          {t('auth.tab.login')}
        </TabsTrigger>
        <TabsTrigger value="register" disabled={isBusy}>
          {t('auth.tab.register')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="login" forceMount hidden={views.view !== 'login'} tabIndex={-1} className="mt-5">
        <LoginForm
          defaultEmail={views.email}
          autoFocus={views.hasMoved}
          isBusy={isBusy}
          onForgotPassword={views.startReset}
          onNeedsVerification={views.showCode}
        />
      </TabsContent>
      <TabsContent value="register" forceMount hidden={views.view !== 'register'} tabIndex={-1} className="mt-5">
        <RegisterForm isBusy={isBusy} onRegistered={views.showCode} />
      </TabsContent>
    </Tabs>
  );
}
