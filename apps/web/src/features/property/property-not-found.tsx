import { HouseIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/** A listing that does not exist or was removed (docs/product.md §2 'Property detail'). */
export function PropertyNotFound() {
  const { t } = useI18n();
  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={SearchXIcon}
        title={t('property.notFound.title')}
        headingLevel="h1"
        actions={
          <Button asChild>
            <Link to="/">
              <HouseIcon aria-hidden="true" />
              {t('property.notFound.home')}
            </Link>
          </Button>
        }
      >
        <p>{t('property.notFound.description')}</p>
      </MessagePanel>
    </section>
  );
}
