import type { PropertyDetail } from '@aangan/domain';
import { useQuery } from '@tanstack/react-query';
import { EyeIcon, PencilIcon, PhoneCallIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { propertyInquiriesQuery } from './api';
import { OwnerVerificationNotice } from './owner-verification-notice';

function Stat({ icon: Icon, label, value }: { icon: typeof EyeIcon; label: string; value: number | string }) {
  return (
    <div className="flex flex-col-reverse gap-1 p-4">
      <dt className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-semibold text-2xl text-foreground tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What only the poster sees on their listing (docs/product.md §6): its views and contact reveals, Edit, and the
 * verification notice with its request while it is unverified. A failed count is logged and the listing's own
 * count shown.
 */
export function OwnerPanel({
  property,
}: {
  property: Pick<PropertyDetail, 'id' | 'views' | 'verificationStatus' | 'viewer'>;
}) {
  const { t } = useI18n();
  const inquiries = useQuery(propertyInquiriesQuery(property.id));
  const { error } = inquiries;

  useEffect(() => {
    if (error) console.warn('Could not load the view count.', error);
  }, [error]);

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-0.5">
        <h2 className="font-semibold text-foreground text-lg">{t('property.owner.title')}</h2>
        <p className="text-muted-foreground text-sm">{t('property.owner.onlyYou')}</p>
      </div>
      <dl className="grid grid-cols-2 divide-x rounded-lg border">
        <Stat icon={EyeIcon} label={t('property.owner.views')} value={inquiries.data?.viewCount ?? property.views} />
        <Stat
          icon={PhoneCallIcon}
          label={t('property.owner.contactViews')}
          value={inquiries.data?.contactRevealCount ?? '–'}
        />
      </dl>
      {!property.verificationStatus && (
        <OwnerVerificationNotice listingId={property.id} request={property.viewer.verificationRequest} />
      )}
      <Button asChild variant="outline">
        <Link to={`/edit-property/${encodeURIComponent(property.id)}`}>
          <PencilIcon aria-hidden="true" />
          {t('property.owner.edit')}
        </Link>
      </Button>
    </Card>
  );
}
