import { API_ROUTES } from '@aangan/domain';
import { DownloadIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/**
 * 'Download my data' (issue 17, decision 022): a plain link to the file, so the browser saves it with the
 * name the server gives (aangan-data-{date}.json) and the session cookie goes with it.
 */
export function DownloadDataCard() {
  return (
    <Card role="region" aria-labelledby="my-data-title">
      <CardHeader>
        <CardTitle id="my-data-title">Your data</CardTitle>
        <CardDescription>
          A copy of everything Aangan keeps about you: your account, listings and photos, saved properties, the numbers
          you viewed, reports, appeals and messages you sent.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">One JSON file, made when you ask.</p>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={API_ROUTES.exportMyData.path} download>
            <DownloadIcon aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
