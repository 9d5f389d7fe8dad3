import { type ListingFormValues, parseNumberText, priceInWords } from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { CheckField } from '../fields/check-field';
import { fieldId } from '../fields/field-names';
import { TextField } from '../fields/text-field';

/** 'Expected Price' for a sale, 'Monthly Rent' for rent and PG (docs/product.md §2 step 5). */
function priceLabelFor(purpose: ListingFormValues['purpose']): string {
  return purpose === 'sell' ? 'Expected Price' : 'Monthly Rent';
}

/** The typed price in Indian words, or nothing while it is not a number. */
function wordsFor(price: string): string {
  const amount = parseNumberText(price);
  return amount === null || Number.isNaN(amount) ? '' : priceInWords(amount);
}

/** Price, its read-only words (filled in as the price is typed) and the negotiable box. */
export function PriceFields() {
  const { control } = useFormContext<ListingFormValues>();
  const [purpose, price] = useWatch({ control, name: ['purpose', 'price'] });
  const wordsId = fieldId('priceInWords');
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      <TextField
        name="price"
        label={priceLabelFor(purpose)}
        inputMode="numeric"
        placeholder="Amount in ₹, e.g. 4500000"
      />
      <FormField id={wordsId} label="Price in Words">
        <Input id={wordsId} value={wordsFor(price)} readOnly className="bg-muted" placeholder="—" />
      </FormField>
      <div className="sm:col-span-2">
        <CheckField name="priceNegotiable">Price is negotiable</CheckField>
      </div>
    </div>
  );
}
