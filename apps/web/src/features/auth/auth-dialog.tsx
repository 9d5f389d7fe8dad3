import { LogInIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useAuthDialog } from '../../lib/auth-dialog';

/**
 * The 'Account Access' dialog. Sign-in and registration are built in a later issue; until then it
 * says so plainly rather than showing a form that does nothing.
 */
export function AuthDialog() {
  const { isOpen, setOpen } = useAuthDialog();

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
            <LogInIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Account Access</DialogTitle>
          <DialogDescription>Sign in to open listings, contact owners and post your own property.</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg border border-dashed border-input bg-muted px-4 py-3 text-sm">
          <strong className="font-semibold">Coming soon:</strong> sign-in and registration arrive in the next release.
          Until then you can browse every listing on the home page.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
