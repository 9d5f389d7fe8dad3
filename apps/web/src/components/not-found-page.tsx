import { HouseIcon, MapPinOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { MessagePanel } from './message-panel';
import { Button } from './ui/button';

/** The site's 404 page: unknown paths, and pages whose subject is not there (an unknown place). */
export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('common.notFound.docTitle'));

  return (
    <section className="page-container py-10 sm:py-16">
      {/* Decorative, yet kept at 3:1 or more (large text, WCAG 1.4.3): at /25 it read 1.44:1. */}
      <p className="text-center font-bold text-6xl text-brand/80 tracking-tight" aria-hidden="true">
        404
      </p>
      <MessagePanel
        icon={MapPinOffIcon}
        title={t('common.notFound.title')}
        headingLevel="h1"
        className="pt-4"
        actions={
          <Button asChild>
            <Link to="/">
              <HouseIcon aria-hidden="true" />
              {t('common.notFound.home')}
            </Link>
          </Button>
        }
      >
        <p>{t('common.notFound.text')}</p>
      </MessagePanel>
    </section>
  );
}
