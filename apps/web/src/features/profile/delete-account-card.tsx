import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Delete Account' (issue 17, decision 022): self-service now, behind the password and a typed word. */
export function DeleteAccountCard() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/25">
      <CardHeader>
        <CardTitle className="text-danger">{t('profile.delete.title')}</CardTitle>
        <CardDescription>{t('profile.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">{t('profile.delete.note')}</p>
        <Button onClick={() => setOpen(true)} className="w-full bg-danger text-white hover:bg-danger/90 sm:w-auto">
          <Trash2Icon aria-hidden="true" />
          {t('profile.delete.open')}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
