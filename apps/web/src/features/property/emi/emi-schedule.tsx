import { type AmortisationYear, formatRupees } from '@aangan/domain';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * 'Year-by-year': principal and interest paid in each year of the loan and the balance at its end, folded away
 * until asked for. The table scrolls sideways on its own on a narrow phone rather than widening the page.
 */
export function EmiSchedule({ years }: { years: readonly AmortisationYear[] }) {
  const { t } = useI18n();
  const number = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <Accordion type="single" collapsible className="rounded-lg border px-4">
      <AccordionItem value="years">
        <AccordionTrigger>{t('property.emi.schedule.title')}</AccordionTrigger>
        <AccordionContent>
          <section
            className="overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label={t('property.emi.schedule.title')}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('property.emi.schedule.caption')}</caption>
              <thead className="text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="px-2 py-1.5 text-left font-medium">
                    {t('property.emi.schedule.year')}
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    {t('property.emi.schedule.principal')}
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    {t('property.emi.schedule.interest')}
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    {t('property.emi.schedule.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {years.map((row) => (
                  <tr key={row.year} className="border-b last:border-b-0">
                    <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums">
                      {row.year}
                    </th>
                    <td className={number}>{formatRupees(row.principal)}</td>
                    <td className={number}>{formatRupees(row.interest)}</td>
                    <td className={number}>{formatRupees(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
