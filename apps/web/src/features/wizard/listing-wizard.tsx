import {
  addImages,
  fieldsCheckedOnNext,
  firstStepWithError,
  LISTING_FIELDS,
  LISTING_MESSAGES,
  type ListingField,
  type ListingFieldErrors,
  type ListingFormValues,
  type ListingInput,
  listingFormSchema,
  STEP_OF_FIELD,
  TERMS_REQUIRED_TITLE,
  validateStep,
  WIZARD_STEP_COUNT,
  type WizardStep,
} from '@aangan/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSaveListing } from './api';
import { completenessOf } from './completeness';
import { DraftNotice } from './draft-notice';
import { clearDraft } from './draft-storage';
import { errorOf } from './fields/field-names';
import { focusField } from './focus-field';
import { useListingMessage } from './listing-messages';
import { useImageUploads } from './media/use-image-uploads';
import { updateImages } from './media/use-set-images';
import { STEP_TITLES } from './messages';
import { useReportSaveError } from './save-errors';
import { startingPoint } from './starting-point';
import { StepContent } from './step-content';
import { ThankYouDialog } from './thank-you-dialog';
import { useDraftAutosave } from './use-draft-autosave';
import { useRecheckAsTyped } from './use-recheck-as-typed';
import { WizardActions } from './wizard-actions';
import type { WizardMode } from './wizard-mode';
import { WizardProgress } from './wizard-progress';

interface ListingWizardProps {
  mode: WizardMode;
  /** The form without a draft: the defaults, or the stored listing when editing. */
  baseValues: ListingFormValues;
  draftStorageKey: string;
}

/** The first field with an error on a step, in the form's order. */
function firstFieldOn(step: WizardStep, errors: ListingFieldErrors): ListingField | undefined {
  return LISTING_FIELDS.find((field) => STEP_OF_FIELD[field] === step && errors[field]);
}

function messagesOf(errors: FieldErrors<ListingFormValues>): ListingFieldErrors {
  const messages: ListingFieldErrors = {};
  for (const field of LISTING_FIELDS) {
    const message = errorOf(errors, field);
    if (message) messages[field] = message;
  }
  return messages;
}

/** The five-step listing form (docs/product.md §2): step checks on Next, the whole schema on submit, a draft kept. */
export function ListingWizard({ mode, baseValues, draftStorageKey }: ListingWizardProps) {
  const isEdit = mode.kind === 'edit';
  const { t } = useI18n();
  const say = useListingMessage();
  const reportSaveError = useReportSaveError(isEdit);
  const [start] = useState(() =>
    startingPoint(draftStorageKey, baseValues, mode.kind === 'new' ? mode.purpose : undefined),
  );
  // A refused save's field errors are placed step by step below (revealErrors), not by the hook.
  const { form } = useSchemaForm<ListingFormValues, ListingInput>(listingFormSchema, {
    defaultValues: start.values,
    mode: 'onTouched',
    // Fields of other steps are not on screen: the wizard opens their step before focusing (revealErrors).
    shouldFocusError: false,
  });
  const { getValues, setError, clearErrors, setFocus, reset } = form;
  const [step, setStep] = useState<WizardStep>(start.step);
  const [score, setScore] = useState(() => completenessOf(start.values));
  const [isRestored, setIsRestored] = useState(start.isRestored);
  const [savedId, setSavedId] = useState<string | null>(null);
  const saveListing = useSaveListing(mode);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pendingFocus, setPendingFocus] = useState<ListingField | 'heading' | null>(null);
  // Steps whose Next has failed: their fields are checked again as they change.
  const [triedSteps, setTriedSteps] = useState<ReadonlySet<WizardStep>>(() => new Set());
  useRecheckAsTyped(form, step, triedSteps.has(step));

  const uploads = useImageUploads(useCallback((key: string) => updateImages(form, (s) => addImages(s, [key])), [form]));
  useDraftAutosave({ storageKey: draftStorageKey, form, step, baseValues, isEnabled: savedId === null });

  const focusNow = useCallback(
    (target: ListingField | 'heading') => {
      if (target === 'heading') headingRef.current?.focus();
      else focusField(target, setFocus);
    },
    [setFocus],
  );

  // Runs after the render that shows the target's step, so its input exists by then.
  useEffect(() => {
    if (pendingFocus === null) return;
    focusNow(pendingFocus);
    setPendingFocus(null);
  }, [pendingFocus, focusNow]);

  const goTo = (next: WizardStep, focus: ListingField | 'heading') => {
    setStep(next);
    setPendingFocus(focus);
  };

  /** Shows errors on their step: the earliest step with one opens and its first field takes focus. */
  const revealErrors = (errors: ListingFieldErrors, shouldAnnounce: boolean) => {
    for (const [field, message] of Object.entries(errors) as [ListingField, string][]) {
      setError(field, { type: 'server', message });
    }
    const target = firstStepWithError(errors);
    const field = target && firstFieldOn(target, errors);
    if (!target || !field) return;
    if (shouldAnnounce && target !== step) toast.error(say(errors[field] ?? ''));
    goTo(target, field);
  };

  const next = () => {
    const values = getValues();
    setScore(completenessOf(values));
    if (step >= WIZARD_STEP_COUNT) return;
    const checked = fieldsCheckedOnNext(step, values);
    const errors = validateStep(step, values);
    clearErrors(checked);
    const failed = checked.filter((field) => errors[field]);
    for (const field of failed) setError(field, { type: 'step', message: errors[field] });
    if (failed[0]) {
      setTriedSteps((tried) => new Set(tried).add(step));
      focusNow(failed[0]);
      return;
    }
    goTo((step + 1) as WizardStep, 'heading');
  };

  const previous = () => {
    if (step > 1) goTo((step - 1) as WizardStep, 'heading');
  };

  const onValid = async (listing: ListingInput) => {
    setScore(completenessOf(getValues()));
    try {
      const { id } = await saveListing.mutateAsync(listing);
      clearDraft(draftStorageKey);
      setSavedId(id);
    } catch (error) {
      revealErrors(reportSaveError(error), false);
    }
  };

  const onInvalid = (errors: FieldErrors<ListingFormValues>) => {
    setScore(completenessOf(getValues()));
    const messages = messagesOf(errors);
    if (messages.termsAccepted)
      toast.error(say(TERMS_REQUIRED_TITLE), { description: say(LISTING_MESSAGES.termsRequired) });
    revealErrors(messages, true);
  };

  // Enter in a text box means Next until the last step, where it submits.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < WIZARD_STEP_COUNT) {
      event.preventDefault();
      next();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  const startOver = () => {
    clearDraft(draftStorageKey);
    reset(baseValues);
    setScore(completenessOf(baseValues));
    setIsRestored(false);
    goTo(1, 'heading');
  };

  return (
    <FormProvider {...form}>
      <div className="grid gap-6">
        {isRestored && <DraftNotice onStartOver={startOver} />}
        <WizardProgress step={step} score={score} />
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={isEdit ? t('wizard.form.edit') : t('wizard.form.list')}
          className="grid gap-6"
        >
          <Card>
            <CardHeader>
              <p className="font-medium text-brand text-xs uppercase tracking-wide">
                {t('wizard.form.stepOf', { step: String(step), count: String(WIZARD_STEP_COUNT) })}
              </p>
              <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl leading-tight focus:outline-none">
                {t(STEP_TITLES[step])}
              </h2>
            </CardHeader>
            <CardContent>
              <StepContent step={step} uploads={uploads} />
            </CardContent>
          </Card>
          <WizardActions
            step={step}
            isEdit={isEdit}
            isSaving={saveListing.isPending}
            isUploading={uploads.isUploading}
            onPrevious={previous}
            onNext={next}
          />
        </form>
      </div>
      <ThankYouDialog listingId={savedId} isUpdate={isEdit} />
    </FormProvider>
  );
}
