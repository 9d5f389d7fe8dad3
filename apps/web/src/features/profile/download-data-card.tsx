import { API_ROUTES } from '@aangan/domain';
import { DownloadIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';

/**
 * 'Download my data' (issue 17, decision 022): a plain link to the file, so the browser saves it with the
 * name the server gives (aangan-data-{date}.json) and the session cookie goes with it.
 */
export function DownloadDataCard() {
  const { t } = useI18n();
  return (
    <Card role="region" aria-labelledby="my-data-title">
      <CardHeader>
        <CardTitle id="my-data-title">{t('profile.data.title')}</CardTitle>
        <CardDescription>{t('profile.data.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">{t('profile.data.note')}</p>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={API_ROUTES.exportMyData.path} download>
            <DownloadIcon aria-hidden="true" />
            {t('profile.data.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
