import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Delete Account' (issue 17, decision 022): self-service now, behind the password and a typed word. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/25">
      <CardHeader>
        <CardTitle className="text-danger">Delete Account</CardTitle>
        <CardDescription>Permanently remove your account, your listings and your saved properties.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          You may want to download your data first. Deleting cannot be undone.
        </p>
        <Button onClick={() => setOpen(true)} className="w-full bg-danger text-white hover:bg-danger/90 sm:w-auto">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
