import type { TeamListingDetail } from '@aangan/domain';
import { ArrowRightIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { CallButton } from '../call-button';
import { useAdminWords } from '../messages';
import { useListingsWords } from './messages';

type Owner = TeamListingDetail['owner'];

/** Whose listing it is, how to reach them, and the way to their account (to suspend it, say). */
export function ListingOwner({ owner }: { owner: Owner }) {
  const { LISTING_COPY } = useListingsWords();
  const { ROLE_LABELS } = useAdminWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{LISTING_COPY.ownerHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-foreground">{owner.name}</p>
          {owner.role !== 'member' && <Badge variant="soft">{ROLE_LABELS[owner.role]}</Badge>}
          {owner.suspended && <Badge variant="danger">{LISTING_COPY.ownerSuspendedBadge}</Badge>}
        </div>
        <p className="flex items-center gap-2 text-sm">
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${owner.email}`} className="min-w-0 break-all text-foreground hover:underline">
            {owner.email}
          </a>
        </p>
        <div className="flex flex-wrap gap-2">
          <CallButton phone={owner.phone} className="h-11 flex-1 sm:flex-none" />
          <Button asChild variant="outline" className="h-11 flex-1 sm:flex-none">
            <Link to={`/admin/accounts/${encodeURIComponent(owner.id)}`}>
              {LISTING_COPY.openAccount}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
