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
import { THANK_YOU_COPY } from './messages';

const keepOpen = (event: Event) => event.preventDefault();

/** The non-dismissible success dialog (docs/product.md §2): only its two buttons lead away. */
export function ThankYouDialog({ listingId, isUpdate }: { listingId: string | null; isUpdate: boolean }) {
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
          <DialogTitle>{THANK_YOU_COPY.title}</DialogTitle>
          <DialogDescription>{isUpdate ? THANK_YOU_COPY.updated : THANK_YOU_COPY.created}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={() => navigate('/my-properties')}>
            Return to Home
          </Button>
          <Button onClick={() => navigate(`/property/${encodeURIComponent(listingId ?? '')}`)}>
            View Your Property
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
