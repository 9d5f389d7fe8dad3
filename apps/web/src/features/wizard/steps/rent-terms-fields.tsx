import {
  ADDITIONAL_CHARGES,
  type AdditionalCharge,
  AGREEMENT_DURATIONS,
  AGREEMENT_TYPES,
  type ListingFormValues,
  NOTICE_PERIODS,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { CheckField } from '../fields/check-field';
import { ChoiceField } from '../fields/choice-field';
import { fieldId } from '../fields/field-names';
import { optionsOf } from '../fields/options';
import { type Option, SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

const CHARGE_LABELS: Record<AdditionalCharge, MessageId> = {
  electricity: 'wizard.rent.charge.electricity',
  water: 'wizard.rent.charge.water',
  maintenance: 'wizard.rent.charge.maintenance',
};

/** Months as the page's language says them ('6 months', '1 year'). */
const monthOptions = (periods: readonly number[], label: (months: number) => string): Option[] =>
  periods.map((months) => ({ value: String(months), label: label(months) }));

/** The rent-only terms (docs/product.md §2 step 5): charges included, deposit, agreement and notice, brokers. */
export function RentTermsFields() {
  const { t } = useI18n();
  const { AGREEMENT_TYPE_LABELS, monthsLabel } = useListingWords();
  const { register } = useFormContext<ListingFormValues>();
  return (
    <div className="grid gap-6 rounded-xl border bg-muted/40 p-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">{t('wizard.rent.charges')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {ADDITIONAL_CHARGES.map((charge) => {
            const id = `${fieldId('additionalCharges')}-${charge}`;
            return (
              <div key={charge} className="flex items-center gap-3">
                <Checkbox id={id} {...register(`additionalCharges.${charge}`)} />
                <Label htmlFor={id} className="font-normal">
                  {t(CHARGE_LABELS[charge])}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <TextField
          name="securityDeposit"
          label={t('wizard.price.deposit')}
          inputMode="numeric"
          placeholder={t('wizard.price.depositPlaceholder')}
        />
        <SelectField
          name="agreementDuration"
          label={t('wizard.rent.agreementDuration')}
          options={monthOptions(AGREEMENT_DURATIONS, monthsLabel)}
        />
        <SelectField
          name="noticePeriod"
          label={t('wizard.rent.noticePeriod')}
          options={monthOptions(NOTICE_PERIODS, monthsLabel)}
        />
      </div>
      <ChoiceField
        name="agreementType"
        legend={t('wizard.rent.agreementType')}
        options={optionsOf(AGREEMENT_TYPES, AGREEMENT_TYPE_LABELS)}
      />
      <CheckField name="brokerAllowed">{t('wizard.rent.brokers')}</CheckField>
    </div>
  );
}
