import { amountInWords, type ListingFormValues, type Locale, parseNumberText } from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../i18n/use-i18n';
import { CheckField } from '../fields/check-field';
import { fieldId } from '../fields/field-names';
import { TextField } from '../fields/text-field';

/** The typed price in words (amountInWords: 'Forty Five Lakh', '₹45.00 लाख'), or nothing while it is not a number. */
function wordsFor(price: string, locale: Locale): string {
  const amount = parseNumberText(price);
  return amount === null ? '' : amountInWords(amount, locale);
}

/** Price, its read-only words (filled in as the price is typed) and the negotiable box. */
export function PriceFields() {
  const { t, locale } = useI18n();
  const { control } = useFormContext<ListingFormValues>();
  const [purpose, price] = useWatch({ control, name: ['purpose', 'price'] });
  const wordsId = fieldId('priceInWords');
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      <TextField
        name="price"
        // 'Expected Price' for a sale, 'Monthly Rent' for rent and PG (docs/product.md §2 step 5).
        label={purpose === 'sell' ? t('wizard.price.expected') : t('wizard.price.monthlyRent')}
        inputMode="numeric"
        placeholder={t('wizard.price.placeholder')}
      />
      <FormField id={wordsId} label={t('wizard.price.words')}>
        <Input id={wordsId} value={wordsFor(price, locale)} readOnly className="bg-muted" placeholder="—" />
      </FormField>
      <div className="sm:col-span-2">
        <CheckField name="priceNegotiable">{t('wizard.price.negotiable')}</CheckField>
      </div>
    </div>
  );
}
