import type { PropertyDetail } from '@aangan/domain';
import { Trans } from '@lingui/react';
import { PhoneIcon, Share2Icon } from 'lucide-react';
import { SafetyNotice } from '../../components/safety-notice';
import { SavePropertyButton } from '../../components/save-property-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import { useCurrentUser } from '../../lib/current-user';
import { ReportDialog } from './report-dialog';
import { useShareProperty } from './use-share-property';

interface PropertySideCardProps {
  property: PropertyDetail;
  onCallNow: () => void;
  /** A phone's bottom bar holds Call Now instead (PropertyActionBar). */
  showCallNow: boolean;
}

/**
 * The actions beside the listing (docs/product.md §2): who posted it, Call Now, Share and Save, and 'Report this
 * listing'. The price is the header's alone (issue 19: it showed twice). The poster has no one to call on, or
 * report, their own listing.
 */
export function PropertySideCard({ property, onCallNow, showCallNow }: PropertySideCardProps) {
  const { t } = useI18n();
  const { USER_TYPE_LABELS } = useListingWords();
  const { user } = useCurrentUser();
  const share = useShareProperty(property);
  const { postedBy } = property;
  const isVisitor = !property.viewer.isOwner;

  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand text-lg"
        >
          {postedBy.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="truncate text-foreground">
            <Trans
              id="property.side.postedBy"
              values={{ name: postedBy.name }}
              components={{ name: <span className="font-semibold" /> }}
            />
          </p>
          <Badge variant="outline" className="w-fit">
            {USER_TYPE_LABELS[postedBy.type] ?? postedBy.type}
          </Badge>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {isVisitor && showCallNow && (
          <Button size="lg" className="w-full" onClick={onCallNow}>
            <PhoneIcon aria-hidden="true" />
            {t('property.action.callNow')}
          </Button>
        )}
        {isVisitor && <SafetyNotice />}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => void share()}>
            <Share2Icon aria-hidden="true" />
            {t('property.action.share')}
          </Button>
          <SavePropertyButton
            propertyId={property.id}
            initialSaved={property.viewer.isSaved}
            variant="button"
            className="w-full"
          />
        </div>
      </div>
      {user && isVisitor && (
        <div className="-mt-2 border-t pt-2">
          <ReportDialog listingId={property.id} />
        </div>
      )}
    </Card>
  );
}
