import { CircleCheckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useI18n } from '../../i18n/use-i18n';

const keepOpen = (event: Event) => event.preventDefault();

/** The non-dismissible success dialog (docs/product.md §2): only its two buttons lead away. */
export function ThankYouDialog({ listingId, isUpdate }: { listingId: string | null; isUpdate: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Dialog open={listingId !== null}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader className="items-center pr-0 text-center">
          <span className="mb-1 inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle>{t('wizard.thanks.title')}</DialogTitle>
          <DialogDescription>{isUpdate ? t('wizard.thanks.updated') : t('wizard.thanks.created')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={() => navigate('/my-properties')}>
            {t('wizard.thanks.home')}
          </Button>
          <Button onClick={() => navigate(`/property/${encodeURIComponent(listingId ?? '')}`)}>
            {t('wizard.thanks.view')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
