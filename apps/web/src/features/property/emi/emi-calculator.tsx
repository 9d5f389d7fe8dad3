import { amountInWords, EMI_RANGES, formatRupees, parseNumberText } from '@aangan/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/use-i18n';
import { EmiField } from './emi-field';
import { EmiResults } from './emi-results';
import { EmiSchedule } from './emi-schedule';
import { useEmiProblemWords } from './emi-words';
import { useEmiCalculator } from './use-emi-calculator';

/** The rate moves in steps of 0.05%, as lenders quote it. */
const RATE_STEP = 0.05;

/** The loan's slider and stepper move in a round step about a hundredth of the price: ₹10,000 on ₹50 lakh. */
function loanStep(price: number): number {
  return Math.max(1, 10 ** Math.floor(Math.log10(price / 100)));
}

/**
 * 'EMI calculator' on a sale listing's page (issue 21): the loan (80% of the price to start), the rate and the
 * tenure, with the EMI, its totals and the year-by-year table worked out by the domain as they change.
 */
export function EmiCalculator({ price }: { price: number }) {
  const { t, locale } = useI18n();
  const id = useId();
  const headingId = `${id}-heading`;
  const { fields, problems, result, changed, setField } = useEmiCalculator(price);
  const problemWords = useEmiProblemWords(price);
  const step = loanStep(price);
  // The words follow whatever number is typed, in range or not: a zero too many shows at once.
  const loanWords = amountInWords(parseNumberText(fields.loan.text) ?? Number.NaN, locale);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-foreground text-xl">
            {t('property.emi.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('property.emi.intro')}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          <div className="flex flex-col gap-4">
            <EmiField
              id={`${id}-loan`}
              label={t('property.emi.field.loan')}
              text={fields.loan.text}
              onChange={(text, unreadable) => setField('loan', text, unreadable)}
              input={{ min: 0, max: price, step, inputMode: 'numeric' }}
              slider={{ min: Math.min(step, price), max: price, step }}
              valueText={formatRupees}
              hint={loanWords}
              error={problemWords('loan', problems.loan)}
            />
            <EmiField
              id={`${id}-rate`}
              label={t('property.emi.field.rate')}
              text={fields.rate.text}
              onChange={(text, unreadable) => setField('rate', text, unreadable)}
              input={{ ...EMI_RANGES.ratePercent, step: RATE_STEP, inputMode: 'decimal' }}
              slider={{ ...EMI_RANGES.ratePercent, step: RATE_STEP }}
              valueText={(rate) => `${rate}%`}
              error={problemWords('rate', problems.rate)}
            />
            <EmiField
              id={`${id}-years`}
              label={t('property.emi.field.years')}
              text={fields.years.text}
              onChange={(text, unreadable) => setField('years', text, unreadable)}
              input={{ ...EMI_RANGES.years, step: 1, inputMode: 'numeric' }}
              slider={{ ...EMI_RANGES.years, step: 1 }}
              valueText={(years) => t('property.emi.field.yearsValue', { years })}
              error={problemWords('years', problems.years)}
            />
          </div>
          <EmiResults result={result} changed={changed} />
        </div>
        {result && <EmiSchedule years={result.schedule} />}
        <p className="text-muted-foreground text-xs">{t('property.emi.note')}</p>
      </section>
    </Card>
  );
}
