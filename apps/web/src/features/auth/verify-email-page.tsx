import { AUTH_MESSAGES, verificationLinkSchema } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { verifyEmail } from '../../lib/auth-api';
import { setCurrentUser } from '../../lib/current-user';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthError } from './auth-errors';
import { useAuthToasts } from './messages';

/** How long 'Verification Complete!' shows before the page goes home by itself. */
const VERIFIED_REDIRECT_MS = 3000;

/**
 * The /verify page (docs/product.md §2, §4): checks the emailed link's code once, signs the person in, then goes home.
 * Failures are told by toast on the way home.
 */
export function VerifyEmailPage() {
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const say = useAuthError();
  useDocumentTitle(t('auth.verify.docTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isVerified, setVerified] = useState(false);
  /** Set when the link verified another address while this browser stays signed in as `signedInAs`. */
  const [keptSession, setKeptSession] = useState<{ verified: string; signedInAs: string } | null>(null);
  // A code is single use: StrictMode's second effect run must not send it again.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const goHome = () => navigate('/', { replace: true });

    const link = verificationLinkSchema.safeParse({
      token: searchParams.get('token') ?? undefined,
      email: searchParams.get('email') ?? undefined,
    });
    if (!link.success) {
      toast.error(say(AUTH_MESSAGES.verificationLinkTitle), {
        description: say(AUTH_MESSAGES.verificationLinkMissing),
      });
      goHome();
      return;
    }

    verifyEmail({ email: link.data.email, code: link.data.token }).then(
      async (me) => {
        // Someone already signed in keeps their session: a link must never switch accounts (login CSRF).
        if (me.email.toLowerCase() !== link.data.email.toLowerCase()) {
          const kept = { verified: link.data.email, signedInAs: me.email };
          toast.success(toasts.pageVerifySuccess.title, { description: t('auth.verify.keptText', kept) });
          setKeptSession(kept);
          return;
        }
        await setCurrentUser(queryClient, me);
        toast.success(toasts.pageVerifySuccess.title, { description: toasts.pageVerifySuccess.description });
        setVerified(true);
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          const { title, fallback } = toasts.pageVerifyFailed;
          toast.error(title, { description: say(error.message || fallback) });
        } else {
          const { title, description } = toasts.pageVerifyError;
          toast.error(title, { description });
        }
        goHome();
      },
    );
  }, [navigate, queryClient, searchParams, t, toasts, say]);

  useEffect(() => {
    if (!isVerified) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isVerified, navigate]);

  return (
    <div className="page-container flex min-h-[60vh] items-center justify-center py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center">
        <div role="status" className="flex flex-col items-center gap-4">
          {keptSession ? (
            <>
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
                <CircleCheckIcon className="size-7" aria-hidden="true" />
              </span>
              <h1 className="font-semibold text-2xl">{t('auth.verify.keptTitle')}</h1>
              <p className="break-words text-muted-foreground">{t('auth.verify.keptText', keptSession)}</p>
            </>
          ) : isVerified ? (
            <>
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
                <CircleCheckIcon className="size-7" aria-hidden="true" />
              </span>
              <h1 className="font-semibold text-2xl">{t('auth.verify.doneTitle')}</h1>
              <p className="text-muted-foreground">{t('auth.verify.doneText')}</p>
            </>
          ) : (
            <>
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
                <LoaderCircleIcon className="size-7 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              </span>
              <h1 className="font-semibold text-2xl">{t('auth.verify.pendingTitle')}</h1>
              <p className="text-muted-foreground">{t('auth.verify.pendingText')}</p>
            </>
          )}
        </div>
        <Button
          size="lg"
          className="mt-2 w-full sm:w-auto"
          disabled={!isVerified && !keptSession}
          onClick={() => navigate('/')}
        >
          {t('auth.verify.home')}
        </Button>
      </Card>
    </div>
  );
}
