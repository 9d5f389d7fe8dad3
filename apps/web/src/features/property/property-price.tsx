import { isMonthlyPrice, type Property, securityDepositLine } from '@aangan/domain';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { detailPriceParts } from './detail-price';

interface PropertyPriceProps {
  property: Pick<Property, 'price' | 'purpose' | 'securityDeposit' | 'priceNegotiable' | 'priceInWords'>;
  /** The header shows the price in words and the negotiable hint too; the side card only price and deposit. */
  detailed?: boolean;
  className?: string;
}

/** The detail price (docs/product.md §2, §9): '₹18.00k/month' with the deposit line under it, in the page's language. */
export function PropertyPrice({ property, detailed = false, className }: PropertyPriceProps) {
  const { t, locale } = useI18n();
  const price = detailPriceParts(property, locale);
  const deposit = securityDepositLine(property, locale);
  const words = property.priceInWords.trim();

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="font-bold text-3xl text-foreground tabular-nums tracking-tight">
        {price.amount}
        {price.per && <span className="font-medium text-base text-muted-foreground">{price.per}</span>}
      </p>
      {deposit && <p className="text-muted-foreground text-sm">{deposit}</p>}
      {detailed && words !== '' && (
        <p className="text-muted-foreground text-sm">
          {isMonthlyPrice(property.purpose) ? t('property.price.inWordsPerMonth', { words }) : words}
        </p>
      )}
      {detailed && property.priceNegotiable && (
        <p className="font-medium text-sm text-success">{t('property.price.negotiable')}</p>
      )}
    </div>
  );
}
