import { type PropertyDetail, USER_TYPE_LABELS } from '@aangan/domain';
import { PhoneIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { SafetyNotice } from '../../components/safety-notice';
import { SavePropertyButton } from '../../components/save-property-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { ContactDialog } from './contact-dialog';
import { ACTION_LABELS } from './messages';
import { PropertyPrice } from './property-price';
import { ReportDialog } from './report-dialog';
import { useShareProperty } from './use-share-property';

/**
 * The actions beside the listing (docs/product.md §2): the price again (on wide screens, where the header's is out of
 * sight), who posted it, Call Now, Share and Save, and 'Report this listing'. The poster has no one to call on, or
 * report, their own listing.
 */
export function PropertySideCard({ property }: { property: PropertyDetail }) {
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const [isContactOpen, setContactOpen] = useState(false);
  const share = useShareProperty(property);
  const { postedBy } = property;

  function callNow() {
    if (user) setContactOpen(true);
    else openAuthDialog();
  }

  return (
    <Card className="flex flex-col gap-5 p-5">
      <PropertyPrice property={property} className="hidden lg:flex" />
      <div className="flex items-center gap-3 lg:border-t lg:pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand text-lg"
        >
          {postedBy.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="truncate text-foreground">
            Posted by <span className="font-semibold">{postedBy.name}</span>
          </p>
          <Badge variant="outline" className="w-fit">
            {USER_TYPE_LABELS[postedBy.type] ?? postedBy.type}
          </Badge>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {!property.viewer.isOwner && (
          <>
            <Button size="lg" className="w-full" onClick={callNow}>
              <PhoneIcon aria-hidden="true" />
              {ACTION_LABELS.callNow}
            </Button>
            <SafetyNotice />
          </>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => void share()}>
            <Share2Icon aria-hidden="true" />
            {ACTION_LABELS.share}
          </Button>
          <SavePropertyButton
            propertyId={property.id}
            initialSaved={property.viewer.isSaved}
            variant="button"
            className="w-full"
          />
        </div>
      </div>
      {user && !property.viewer.isOwner && (
        <div className="-mt-2 border-t pt-2">
          <ReportDialog listingId={property.id} />
        </div>
      )}
      {user && (
        <ContactDialog
          propertyId={property.id}
          posterType={postedBy.type}
          open={isContactOpen}
          onOpenChange={setContactOpen}
        />
      )}
    </Card>
  );
}
