import type { Property } from '@aangan/domain';
import { PhoneIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { detailPriceParts } from './detail-price';

interface PropertyActionBarProps {
  property: Pick<Property, 'price' | 'purpose'>;
  onCallNow: () => void;
}

/**
 * On a phone, the price and Call Now stay at the bottom of the screen, under the thumb, however far the page
 * is read (issue 19). data-action-bar lifts the chat button above it and pads the page (styles.css).
 */
export function PropertyActionBar({ property, onCallNow }: PropertyActionBarProps) {
  const { t, locale } = useI18n();
  const price = detailPriceParts(property, locale);
  return (
    <section
      aria-label={t('property.actionBar.label')}
      data-action-bar="fixed"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur-sm"
    >
      <p className="min-w-0 font-bold text-foreground text-xl tabular-nums tracking-tight">
        {price.amount}
        {price.per && <span className="font-medium text-muted-foreground text-sm">{price.per}</span>}
      </p>
      <Button size="lg" className="shrink-0" onClick={onCallNow}>
        <PhoneIcon aria-hidden="true" />
        {t('property.action.callNow')}
      </Button>
    </section>
  );
}
