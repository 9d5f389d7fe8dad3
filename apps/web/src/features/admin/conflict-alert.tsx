import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { useAdminWords } from './messages';

/** Another member of the team acted on the record first (the server answered 409). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

interface ConflictAlertProps {
  /** The domain's sentence for the record that changed (a listing, an account, a message). */
  message: string;
  onReload: () => Promise<unknown>;
}

/** Says someone else changed the record, with the way on: reload what is on the server now. */
export function ConflictAlert({ message, onReload }: ConflictAlertProps) {
  const { CONSOLE_COPY } = useAdminWords();
  const [isReloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert variant="danger" role="alert">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void reload()} disabled={isReloading}>
          <RefreshCwIcon aria-hidden="true" className={cn(isReloading && 'animate-spin motion-reduce:animate-none')} />
          {CONSOLE_COPY.reload}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
