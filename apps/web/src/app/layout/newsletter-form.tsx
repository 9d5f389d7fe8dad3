import { EmailSignupForm } from '../../components/email-signup-form';

/** Footer sign-up box (POST /api/newsletter, source 'footer'). */
export function NewsletterForm() {
  return <EmailSignupForm inputId="newsletter-email" rowClassName="sm:flex-row md:flex-col lg:flex-row" />;
}
