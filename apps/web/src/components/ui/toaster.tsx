import { Toaster as Sonner } from 'sonner';

/** The one place toasts appear; styled with the site's tokens. */
export function Toaster() {
  return (
    <Sonner
      theme="light"
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! border-border! bg-surface! text-foreground! shadow-lg! font-sans!',
          description: 'text-muted-foreground!',
          error: 'border-l-4! border-l-danger!',
          success: 'border-l-4! border-l-success!',
        },
      }}
    />
  );
}
