import { HouseIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { PROPERTY_NOT_FOUND } from './messages';

/** A listing that does not exist or was removed (docs/product.md §2 'Property detail'). */
export function PropertyNotFound() {
  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={SearchXIcon}
        title={PROPERTY_NOT_FOUND.title}
        headingLevel="h1"
        actions={
          <Button asChild>
            <Link to="/">
              <HouseIcon aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        }
      >
        <p>{PROPERTY_NOT_FOUND.description}</p>
      </MessagePanel>
    </section>
  );
}
