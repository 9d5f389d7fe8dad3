import { WIZARD_STEP_COUNT, type WizardStep } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { ArrowLeftIcon, ArrowRightIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

interface WizardActionsProps {
  step: WizardStep;
  isEdit: boolean;
  isSaving: boolean;
  isUploading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

function submitLabel(isEdit: boolean, isSaving: boolean): MessageId {
  if (isEdit) return isSaving ? 'wizard.actions.updating' : 'wizard.actions.update';
  return isSaving ? 'wizard.actions.submitting' : 'wizard.actions.list';
}

/**
 * Previous and Next; the last step submits instead. On a phone they stay at the bottom of the screen, under the
 * thumb and still while errors come and go above; the chat button sits above them (data-action-bar, styles.css).
 */
export function WizardActions({ step, isEdit, isSaving, isUploading, onPrevious, onNext }: WizardActionsProps) {
  const { t } = useI18n();
  const isLast = step === WIZARD_STEP_COUNT;
  return (
    <div
      data-action-bar="sticky"
      className="max-sm:-mx-4 max-sm:sticky max-sm:bottom-0 max-sm:z-30 grid gap-2 max-sm:border-t max-sm:bg-background/95 max-sm:px-4 max-sm:pt-3 max-sm:pb-[calc(0.75rem+env(safe-area-inset-bottom))] max-sm:backdrop-blur-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={step === 1 || isSaving}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('wizard.actions.previous')}
        </Button>
        {/* Distinct keys: the Next button's click must not land on a submit button rendered in its place. */}
        {isLast ? (
          <Button key="submit" type="submit" disabled={isSaving || isUploading}>
            {isSaving && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {t(submitLabel(isEdit, isSaving))}
          </Button>
        ) : (
          <Button key="next" onClick={onNext}>
            {t('wizard.actions.next')}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      {isLast && isUploading && (
        <p className="text-right text-muted-foreground text-xs" role="status">
          {t('wizard.actions.waitingForUploads')}
        </p>
      )}
    </div>
  );
}
