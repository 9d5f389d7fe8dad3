import { HistoryIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** Says the form was restored from the saved draft, with a way to throw it away. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Alert>
      <HistoryIcon aria-hidden="true" />
      <AlertTitle>Draft restored</AlertTitle>
      <AlertDescription>
        <p>We kept what you entered last time on this device.</p>
        <div>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
