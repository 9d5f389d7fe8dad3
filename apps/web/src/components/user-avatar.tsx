import { DEFAULT_HOUSE_IMAGE, resolveImageUrl } from '@aangan/domain';
import { useState } from 'react';
import { cn } from '../lib/utils';

interface AvatarPerson {
  name: string;
  email: string;
  avatarUrl: string | null;
}

/** The letter shown when there is no picture: the name's first, else the email's. */
export function initialOf(person: Pick<AvatarPerson, 'name' | 'email'>): string {
  return (person.name.trim() || person.email).charAt(0).toUpperCase();
}

/** A stored picture (address or storage key) the browser can load, or null to show the letter. */
function pictureOf(avatarUrl: string | null): string | null {
  if (!avatarUrl?.trim()) return null;
  const src = resolveImageUrl(avatarUrl);
  // resolveImageUrl answers unknown values with a house picture, which is no face.
  return src === DEFAULT_HOUSE_IMAGE ? null : src;
}

/**
 * The person's round avatar: their picture, or the first letter of their name when there is none or it
 * fails to load. Decorative: the surrounding control or text names the person.
 */
export function UserAvatar({ user, className }: { user: AvatarPerson; className?: string }) {
  const src = pictureOf(user.avatarUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = 'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full';

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        data-testid="avatar-picture"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        className={cn(base, 'bg-muted object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={cn(base, 'bg-brand-soft font-semibold text-brand-strong', className)}
    >
      {initialOf(user)}
    </span>
  );
}
