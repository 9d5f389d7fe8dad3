import { NEWSLETTER_MESSAGES, type NewsletterSource, newsletterSchema } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError, fetchJson } from './api-client';
import { toastError } from './form-errors';

/** POST /api/newsletter answers the stored address, whether it is new or was already on the list. */
function subscribe(body: { email: string; source: NewsletterSource }) {
  return fetchJson<{ email: string }>('/api/newsletter', { method: 'POST', body: JSON.stringify(body) });
}

const FAILED = { title: NEWSLETTER_MESSAGES.failedTitle, fallback: NEWSLETTER_MESSAGES.failedDescription };

/**
 * The footer's newsletter box and the home page's 'Get Property Alerts' share this: the address is checked
 * with the server's own schema first (same words, no wasted call), a refused address is shown by the input,
 * anything else (rate limit, network) goes to a toast.
 */
export function useNewsletterSignup(source: NewsletterSource) {
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useMutation({ mutationFn: subscribe });

  function signUp(email: string, { onSubscribed }: { onSubscribed: () => void }) {
    const parsed = newsletterSchema.safeParse({ email, source });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.emailRequired);
      return;
    }
    setFieldError(undefined);
    mutation.mutate(
      { email: parsed.data.email, source },
      {
        onSuccess: () => {
          toast.success(NEWSLETTER_MESSAGES.subscribedTitle, {
            description: NEWSLETTER_MESSAGES.subscribedDescription,
          });
          onSubscribed();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields?.email : undefined;
          if (message) setFieldError(message);
          else toastError(FAILED, error);
        },
      },
    );
  }

  return {
    signUp,
    isPending: mutation.isPending,
    /** The address's problem, to show by the input; cleared as soon as it is edited. */
    fieldError,
    clearFieldError: () => setFieldError(undefined),
  };
}
