import { formatDetailPrice, isMonthlyPrice, type Property, securityDepositLine } from '@aangan/domain';
import { cn } from '../../lib/utils';

const PER_MONTH = '/month';

interface PropertyPriceProps {
  property: Pick<Property, 'price' | 'purpose' | 'securityDeposit' | 'priceNegotiable' | 'priceInWords'>;
  /** The header shows the price in words and the negotiable hint too; the side card only price and deposit. */
  detailed?: boolean;
  className?: string;
}

/** The detail price (docs/product.md §2, §9): '₹18.00k/month' with the deposit line under it. */
export function PropertyPrice({ property, detailed = false, className }: PropertyPriceProps) {
  const price = formatDetailPrice(property.price, property.purpose);
  const perMonth = price.endsWith(PER_MONTH);
  const deposit = securityDepositLine(property);
  const words = property.priceInWords.trim();

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="font-bold text-3xl text-foreground tabular-nums tracking-tight">
        {perMonth ? price.slice(0, -PER_MONTH.length) : price}
        {perMonth && <span className="font-medium text-base text-muted-foreground">{PER_MONTH}</span>}
      </p>
      {deposit && <p className="text-muted-foreground text-sm">{deposit}</p>}
      {detailed && words !== '' && (
        <p className="text-muted-foreground text-sm">
          {words}
          {isMonthlyPrice(property.purpose) && ' per month'}
        </p>
      )}
      {detailed && property.priceNegotiable && <p className="font-medium text-sm text-success">Price negotiable</p>}
    </div>
  );
}
