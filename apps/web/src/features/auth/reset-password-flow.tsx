import { PASSWORD_MIN_LENGTH } from '@aangan/domain';
import { useState } from 'react';
import { ResetCodeStep, ResetEmailStep, ResetPasswordStep } from './reset-password-steps';
import { BackToLogin, ViewHeading } from './view-heading';

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

  return (
    <div className="grid gap-5">
      {step.name === 'email' && (
        <>
          <ViewHeading title="Reset your password" step="Step 1 of 3">
            Enter the email you registered with and we'll send you a code to reset your password.
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
          <ViewHeading title="Enter the reset code" step="Step 2 of 3">
            If an account exists for{' '}
            <strong className="[overflow-wrap:anywhere] font-medium text-foreground">{step.email}</strong>, we've sent
            it a 6-digit code.
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
          <ViewHeading title="Choose a new password" step="Step 3 of 3">
            Use at least {PASSWORD_MIN_LENGTH} characters. You'll sign in with it from now on.
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
