import { Trans } from '@lingui/react';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { AUTH_LIMITS } from './auth-errors';
import { ResetCodeStep, ResetEmailStep, ResetPasswordStep } from './reset-password-steps';
import { BackToLogin, EmailShown, ViewHeading } from './view-heading';

/** The reset's three steps, in order: each heading says which it is. */
const STEPS = 3;

type ResetStep =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'password'; email: string; code: string };

interface ResetPasswordFlowProps {
  /** The address typed on the Login tab, if any. */
  initialEmail: string;
  isBusy: boolean;
  /** Back to the Login tab; with the address once the password is reset, to prefill it. */
  onBackToLogin: (email?: string) => void;
}

/** 'Forgot password?': the email, then the emailed code, then the new password (docs/product.md §4). */
export function ResetPasswordFlow({ initialEmail, isBusy, onBackToLogin }: ResetPasswordFlowProps) {
  const [step, setStep] = useState<ResetStep>({ name: 'email' });
  const { t } = useI18n();
  const stepOf = (n: number) => t('auth.reset.step', { step: n, steps: STEPS });

  return (
    <div className="grid gap-5">
      {step.name === 'email' && (
        <>
          <ViewHeading title={t('auth.reset.email.title')} step={stepOf(1)}>
            {t('auth.reset.email.text')}
          </ViewHeading>
          <ResetEmailStep
            defaultEmail={initialEmail}
            isBusy={isBusy}
            onSent={(email) => setStep({ name: 'code', email })}
          />
        </>
      )}
      {step.name === 'code' && (
        <>
          <ViewHeading title={t('auth.reset.code.title')} step={stepOf(2)}>
            <Trans id="auth.reset.code.text" values={{ email: step.email }} components={{ email: <EmailShown /> }} />
          </ViewHeading>
          <ResetCodeStep
            email={step.email}
            isBusy={isBusy}
            onChecked={(code) => setStep({ name: 'password', email: step.email, code })}
          />
        </>
      )}
      {step.name === 'password' && (
        <>
          <ViewHeading title={t('auth.reset.password.title')} step={stepOf(3)}>
            {t('auth.reset.password.text', AUTH_LIMITS)}
          </ViewHeading>
          <ResetPasswordStep
            email={step.email}
            code={step.code}
            isBusy={isBusy}
            onReset={() => onBackToLogin(step.email)}
          />
        </>
      )}
      <BackToLogin onClick={() => onBackToLogin()} disabled={isBusy} />
    </div>
  );
}
