import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/** The heading of a view that replaces the tabs (the code view, the reset steps). */
export function ViewHeading({ title, step, children }: { title: string; step?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      {step && <p className="font-medium text-brand text-xs uppercase tracking-wide">{step}</p>}
      <h3 className="font-semibold text-lg leading-tight">{title}</h3>
      <p className="text-muted-foreground text-sm">{children}</p>
    </div>
  );
}

/** 'Back to login', shown under the views that replace the tabs. */
export function BackToLogin({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <Button variant="link" className="h-auto justify-self-center p-1" onClick={onClick} disabled={disabled}>
      <ArrowLeftIcon aria-hidden="true" />
      {t('auth.back')}
    </Button>
  );
}

/** The address a code went to, inside a view's words (Trans puts the address in): long addresses wrap anywhere. */
export function EmailShown({ children }: { children?: ReactNode }) {
  return <strong className="[overflow-wrap:anywhere] font-medium text-foreground">{children}</strong>;
}
