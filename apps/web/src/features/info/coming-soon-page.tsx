import { ConstructionIcon, HouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../components/message-panel';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A placeholder for a page a later release builds; it names the page and says it is unfinished. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);

  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={ConstructionIcon}
        title={title}
        headingLevel="h1"
        actions={
          <Button asChild variant="outline">
            <Link to="/">
              <HouseIcon aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        }
      >
        <Badge variant="soft" className="mb-3">
          Coming soon
        </Badge>
        <p>This page is being built and arrives in an upcoming release.</p>
      </MessagePanel>
    </section>
  );
}
