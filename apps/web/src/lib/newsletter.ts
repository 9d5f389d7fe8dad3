import { NEWSLETTER_MESSAGES } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from './api';
import { ApiError } from './api-client';
import { toastError } from './form-errors';
import { toast } from './toast';

/** POST /api/newsletter answers the stored address, whether it is new or was already on the list. */
function subscribe(email: string) {
  // The footer's box is the one way in: 'Get Property Alerts' asks for real alerts (POST /api/alerts).
  return callApi('subscribeNewsletter', { body: { email, source: 'footer' } });
}

const FAILED = { title: NEWSLETTER_MESSAGES.failedTitle, fallback: NEWSLETTER_MESSAGES.failedDescription };

/**
 * The footer's newsletter box. The browser checks the email input's type (docs/product.md §5); the server
 * checks the rest with the domain's schema, and a refused address is shown by the input, anything else (rate
 * limit, network) in a toast. The schema is not run here: the box is on every page's first load, and zod
 * would add 15 KB to it.
 */
export function useNewsletterSignup() {
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useMutation({ mutationFn: subscribe });

  function signUp(email: string, { onSubscribed }: { onSubscribed: () => void }) {
    setFieldError(undefined);
    mutation.mutate(email.trim(), {
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
    });
  }

  return {
    signUp,
    isPending: mutation.isPending,
    /** The address's problem, to show by the input; cleared as soon as it is edited. */
    fieldError,
    clearFieldError: () => setFieldError(undefined),
  };
}
