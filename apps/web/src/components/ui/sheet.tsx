import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { CloseLabel } from './close-label';
import { ignoreToastInteraction } from './toast-outside';
import { useReturnFocus } from './use-return-focus';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-surface p-6 shadow-xl',
  {
    variants: {
      side: {
        left: 'left-0 border-r motion-safe:data-[state=closed]:animate-sheet-out-left motion-safe:data-[state=open]:animate-sheet-in-left',
        right:
          'right-0 border-l motion-safe:data-[state=closed]:animate-sheet-out-right motion-safe:data-[state=open]:animate-sheet-in-right',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export function SheetContent({
  className,
  children,
  side,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  const returnFocus = useReturnFocus();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        className={cn(sheetVariants({ side }), className)}
        {...props}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
        onPointerDownOutside={(event) => {
          ignoreToastInteraction(event);
          onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          ignoreToastInteraction(event);
          onInteractOutside?.(event);
        }}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground">
          <XIcon className="size-4" aria-hidden="true" />
          <CloseLabel />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 pr-8', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('font-semibold text-lg', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />;
}
