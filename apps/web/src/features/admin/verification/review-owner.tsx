import type { VerificationRequestDetail } from '@aangan/domain';
import { BadgeCheckIcon, CalendarDaysIcon, HouseIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { CallButton } from '../call-button';
import { useAdminWords } from '../messages';

type Owner = VerificationRequestDetail['owner'];

function OtherListings({ listings }: { listings: Owner['otherListings'] }) {
  const { REVIEW_COPY } = useAdminWords();
  if (listings.length === 0) return <p className="text-muted-foreground text-sm">{REVIEW_COPY.noOtherListings}</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {listings.map((listing) => (
        <li key={listing.id} className="flex items-center gap-2">
          <HouseIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <Link
            to={`/property/${encodeURIComponent(listing.id)}`}
            target="_blank"
            className="min-w-0 truncate text-brand underline-offset-4 hover:underline"
          >
            {listing.title}
          </Link>
          {listing.verificationStatus && (
            <BadgeCheckIcon role="img" aria-label={REVIEW_COPY.verified} className="size-4 shrink-0 text-success" />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Who is asking: the account's age, verified email, phone and other listings. The phone is a button that
 * dials, for the call a moderator makes from the site.
 */
export function ReviewOwner({ owner }: { owner: Owner }) {
  const { PERSON_COPY, REVIEW_COPY, formatDate, USER_TYPE_LABELS } = useAdminWords();
  const memberSince = formatDate(owner.memberSince);
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{REVIEW_COPY.ownerHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-foreground">{owner.name}</p>
          <Badge variant="outline">{USER_TYPE_LABELS[owner.type]}</Badge>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${owner.email}`} className="min-w-0 break-all text-foreground hover:underline">
              {owner.email}
            </a>
            <Badge variant={owner.emailVerified ? 'success' : 'outline'}>
              {owner.emailVerified ? PERSON_COPY.emailVerified : PERSON_COPY.emailNotVerified}
            </Badge>
          </li>
          <li className="flex items-center gap-2 text-muted-foreground">
            <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
            {[memberSince && PERSON_COPY.memberSince(memberSince), PERSON_COPY.listingCount(owner.listingCount)]
              .filter(Boolean)
              .join(' · ')}
          </li>
        </ul>
        <CallButton phone={owner.phone} className="h-11 w-full sm:w-auto sm:self-start" />
        <div className="flex flex-col gap-2">
          <h4 className="font-medium text-foreground text-sm">{REVIEW_COPY.otherListings}</h4>
          <OtherListings listings={owner.otherListings} />
        </div>
      </CardContent>
    </Card>
  );
}
