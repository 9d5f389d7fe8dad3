import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/site';

/** Links inside running text are underlined, so they read as links without relying on colour alone. */
export const textLinkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';

/**
 * An in-app link inside a sentence (FAQ answers, legal text). Its words come from the message it sits in
 * (rich-text.tsx), so children are optional here.
 */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}

/** A mailto link that may break anywhere, so a long address never widens a phone's screen. */
export function MailLink({ email = SUPPORT_EMAIL }: { email?: string }) {
  return (
    <a href={`mailto:${email}`} className={`${textLinkClass} wrap-anywhere`}>
      {email}
    </a>
  );
}
