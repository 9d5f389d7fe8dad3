const legalLinkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';

/** The words of every terms checkbox (registration, listing): both documents open in a new tab (docs/product.md §2). */
export function TermsConsentText() {
  return (
    <>
      I agree to the{' '}
      <a href="/terms" target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
        Terms &amp; Conditions
      </a>{' '}
      and{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
        Privacy Policy
      </a>
    </>
  );
}
