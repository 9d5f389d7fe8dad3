import { EMI_RANGES, type EmiProblem, formatRupees } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../../i18n/use-i18n';
import type { EmiField } from './use-emi-calculator';

/** Each field's message for each problem; a rate is never 'not whole', so it reads as 'not a number' there. */
const PROBLEM_KEYS: Readonly<Record<EmiField, Readonly<Record<EmiProblem, MessageId>>>> = {
  loan: {
    required: 'property.emi.problem.loan.required',
    notNumber: 'property.emi.problem.loan.notNumber',
    notWhole: 'property.emi.problem.loan.notWhole',
    outOfRange: 'property.emi.problem.loan.outOfRange',
  },
  rate: {
    required: 'property.emi.problem.rate.required',
    notNumber: 'property.emi.problem.rate.notNumber',
    notWhole: 'property.emi.problem.rate.notNumber',
    outOfRange: 'property.emi.problem.rate.outOfRange',
  },
  years: {
    required: 'property.emi.problem.years.required',
    notNumber: 'property.emi.problem.years.notNumber',
    notWhole: 'property.emi.problem.years.notWhole',
    outOfRange: 'property.emi.problem.years.outOfRange',
  },
};

/** The words for a field's problem, with the listing's price and the ranges the domain sets. */
export function useEmiProblemWords(price: number) {
  const { t } = useI18n();
  return (field: EmiField, problem: EmiProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    const range = field === 'rate' ? EMI_RANGES.ratePercent : EMI_RANGES.years;
    return t(PROBLEM_KEYS[field][problem], { price: formatRupees(price), min: range.min, max: range.max });
  };
}
