import {
  amortisationByYear,
  defaultLoanAmount,
  EMI_DEFAULTS,
  type EmiProblem,
  emiSummary,
  readEmiInput,
} from '@aangan/domain';
import { useMemo, useState } from 'react';

export type EmiField = 'loan' | 'rate' | 'years';

/** What a field holds: its text, and whether the browser holds text it could not read as a number. */
interface FieldState {
  text: string;
  /** A number input whose text the browser cannot read reports '' (validity.badInput): not the same as empty. */
  unreadable: boolean;
}

const MONTHS_A_YEAR = 12;

function initialFields(price: number): Record<EmiField, FieldState> {
  return {
    loan: { text: String(defaultLoanAmount(price)), unreadable: false },
    rate: { text: String(EMI_DEFAULTS.ratePercent), unreadable: false },
    years: { text: String(EMI_DEFAULTS.years), unreadable: false },
  };
}

/**
 * The calculator's state for a sale listing's price: the three fields as typed, each one's problem, and, when all
 * three can be read, the EMI, its totals and the year-by-year table (all from the domain). `changed` tells the
 * live region that the person has touched something, so nothing is read out as the page opens.
 */
export function useEmiCalculator(price: number) {
  const [fields, setFields] = useState(() => initialFields(price));
  const [changed, setChanged] = useState(false);

  const reading = useMemo(() => {
    // An unreadable field is read as text that is not a number, so the domain names its problem.
    const textOf = (field: EmiField) => (fields[field].unreadable ? '?' : fields[field].text);
    return readEmiInput({ loan: textOf('loan'), rate: textOf('rate'), years: textOf('years') }, price);
  }, [fields, price]);

  const result = useMemo(() => {
    if (!reading.ok) return null;
    const { loan, ratePercent, years } = reading.input;
    const months = years * MONTHS_A_YEAR;
    return {
      loan,
      summary: emiSummary(loan, ratePercent, months),
      schedule: amortisationByYear(loan, ratePercent, months),
    };
  }, [reading]);

  const setField = (field: EmiField, text: string, unreadable = false) => {
    setFields((current) => ({ ...current, [field]: { text, unreadable } }));
    setChanged(true);
  };

  const problems: Partial<Record<EmiField, EmiProblem>> = reading.ok ? {} : reading.problems;
  return { fields, problems, result, changed, setField };
}

export type EmiResult = NonNullable<ReturnType<typeof useEmiCalculator>['result']>;
