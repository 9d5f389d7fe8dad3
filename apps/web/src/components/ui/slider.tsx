import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names of the thumbs, in order (e.g. 'Minimum budget', 'Maximum budget'). */
  thumbLabels?: readonly string[];
  /** Spoken value of each thumb (aria-valuetext), e.g. '₹5 L'. */
  thumbValueText?: (value: number, index: number) => string;
};

/** A range slider in the brand colour: one thumb per value, each with its own accessible name. */
export function Slider({ className, value, defaultValue, thumbLabels, thumbValueText, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-brand" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional and never reorder
          key={index}
          aria-label={thumbLabels?.[index]}
          aria-valuetext={thumbValueText?.(thumbValue, index)}
          className="block size-5 cursor-grab rounded-full border-2 border-brand bg-surface shadow-sm transition-shadow hover:ring-4 hover:ring-brand/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/30 active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
