import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { Toaster } from './toaster';
import { ACCOUNT_CONTROL, ACCOUNT_CONTROL_ATTRIBUTE, claimFocus } from './use-return-focus';

/** A dialog opened from state, as most of ours are: no Dialog.Trigger for Radix to return focus to. */
function Opened({ hideOpener = false, fallback }: { hideOpener?: boolean; fallback?: string }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main>
      <h1>Listings</h1>
      {openerShown && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent returnFocusFallback={fallback}>
          <DialogTitle>Chosen</DialogTitle>
          <DialogDescription>A dialog.</DialogDescription>
          <button
            type="button"
            onClick={() => {
              if (hideOpener) setOpenerShown(false);
              setOpen(false);
            }}
          >
            Done
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('focus after a dialog closes', () => {
  it('goes back to the button that opened it, after Escape and after its own action', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Chosen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("goes to the page's heading when the opener is gone, without adding the heading to the tab order", async () => {
    const user = userEvent.setup();
    render(<Opened hideOpener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Listings' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Listings' })).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the named fallback, or to the first such control that mounts later (a lazily loaded menu)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Opened hideOpener fallback={ACCOUNT_CONTROL} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing matches yet: the heading stands in until the account control is there.
    expect(screen.getByRole('heading', { name: 'Listings' })).toHaveFocus();

    rerender(
      <>
        <Opened hideOpener fallback={ACCOUNT_CONTROL} />
        <button type="button" ref={claimFocus} {...{ [ACCOUNT_CONTROL_ATTRIBUTE]: '' }}>
          My Account
        </button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus();
  });

  it('goes back to the opener of a sheet too', async () => {
    function Drawer() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open menu
          </button>
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetContent>
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription>Links.</SheetDescription>
            </SheetContent>
          </Sheet>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Drawer />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('a toast above a modal', () => {
  it('closes on its own button without closing the dialog, and its outlet stays readable', async () => {
    // The modal sets pointer-events: none on <body>; the toast sets it back to auto in CSS jsdom does not load.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <>
        <Opened />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chosen' });
    act(() => void toast.error('Could not sign in'));

    // A modal hides the rest of the page from screen readers; the live region is kept out of that.
    expect(screen.getByRole('region', { name: 'Notifications' }).closest('[aria-hidden="true"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close toast' }));
    expect(screen.queryByText('Could not sign in')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
