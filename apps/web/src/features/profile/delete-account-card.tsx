import { Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** Deletion is not self-service yet (docs/product.md §6): the button stays disabled and says why. */
export function DeleteAccountCard() {
  return (
    <Card className="border-danger/25">
      <CardHeader>
        <CardTitle className="text-danger">Delete Account</CardTitle>
        <CardDescription>Permanently remove your account, your listings and your saved properties.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p id="delete-account-note" className="text-muted-foreground text-sm">
          Account deletion is handled by our support team for now.{' '}
          <Link to="/contact" className="font-medium text-brand underline-offset-4 hover:underline">
            Contact us
          </Link>{' '}
          and we will take care of it.
        </p>
        <Button disabled aria-describedby="delete-account-note" className="bg-danger text-white hover:bg-danger/90">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </CardContent>
    </Card>
  );
}
