import { HouseIcon, MapPinOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessagePanel } from './message-panel';
import { Button } from './ui/button';

/** The site's 404 page: unknown paths, and pages whose subject is not there (an unknown place). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');

  return (
    <section className="page-container py-10 sm:py-16">
      {/* Decorative, yet kept at 3:1 or more (large text, WCAG 1.4.3): at /25 it read 1.44:1. */}
      <p className="text-center font-bold text-6xl text-brand/80 tracking-tight" aria-hidden="true">
        404
      </p>
      <MessagePanel
        icon={MapPinOffIcon}
        title="Oops! Page not found"
        headingLevel="h1"
        className="pt-4"
        actions={
          <Button asChild>
            <Link to="/">
              <HouseIcon aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        }
      >
        <p>The page you are looking for does not exist or has moved.</p>
      </MessagePanel>
    </section>
  );
}
