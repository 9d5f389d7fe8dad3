import { WIZARD_STEPS, type WizardStep } from '@aangan/domain';
import { CheckIcon } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { STEP_TITLES } from './messages';

/** The five steps with the current one marked, and the completeness score as a bar with its percent. */
export function WizardProgress({ step, score }: { step: WizardStep; score: number }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4">
      <ol className="hidden gap-2 sm:grid sm:grid-cols-5" aria-label={t('wizard.progress.steps')}>
        {WIZARD_STEPS.map((item) => {
          const isDone = item.step < step;
          const isCurrent = item.step === step;
          return (
            <li
              key={item.step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-xs',
                isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full border font-medium',
                  isDone && 'border-brand bg-brand text-brand-foreground',
                  isCurrent && 'border-brand text-brand',
                )}
              >
                {isDone ? <CheckIcon className="size-3.5" aria-hidden="true" /> : item.step}
              </span>
              <span className="leading-tight">{t(STEP_TITLES[item.step])}</span>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p id="wizard-completeness-label" className="font-medium">
            {t('wizard.progress.completeness')}
          </p>
          <p id="wizard-completeness" className="text-muted-foreground">
            {t('wizard.progress.percent', { score: String(score) })}
          </p>
        </div>
        <Progress value={score} aria-labelledby="wizard-completeness-label" aria-describedby="wizard-completeness" />
      </div>
    </div>
  );
}
