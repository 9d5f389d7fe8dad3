import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ACCOUNT_CONTROL_ATTRIBUTE } from '../../components/ui/use-return-focus';
import { useI18n } from '../../i18n/use-i18n';
import { useOpenedOnce } from '../../lib/use-opened-once';

// Loaded on first tap so the drawer (and Radix Dialog) stay out of the home page's first load.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

export function MobileNav() {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const isMounted = useOpenedOnce(isOpen);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('layout.header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
        {...{ [ACCOUNT_CONTROL_ATTRIBUTE]: '' }}
      >
        <MenuIcon className="size-5!" aria-hidden="true" />
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
