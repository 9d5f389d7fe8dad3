import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { useSwipe } from './use-swipe';

/** Dots stay readable up to this many pictures; beyond it the counter alone tells the position. */
const MAX_DOTS = 10;

const navButton =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-foreground shadow-md backdrop-blur-sm transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring';

interface ImageCarouselProps {
  /** Addresses in the order shown, cover first; empty shows the fallback alone. */
  images: readonly string[];
  /** The stock picture for a listing without pictures or one that fails to load. */
  fallback: string;
}

/**
 * The listing's pictures in a 16:9 frame, each shown whole (docs/product.md §2): buttons, arrow keys while it has focus, swipes, a counter and
 * dots. Only the shown picture is exposed to assistive technology, named 'image {n}'.
 */
export function ImageCarousel({ images, fallback }: ImageCarouselProps) {
  const { t } = useI18n();
  const slides = images.length > 0 ? images : [fallback];
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const current = Math.min(selected, count - 1);

  const show = (index: number) => setSelected(((index % count) + count) % count);
  const swipe = useSwipe({ onSwipeLeft: () => show(current + 1), onSwipeRight: () => show(current - 1) });

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target);
  }

  function handleError(index: number, src: string) {
    if (src === fallback || failed.has(index)) return;
    setFailed((previous) => new Set(previous).add(index));
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('property.carousel.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so the arrow keys turn it (WAI-ARIA carousel)
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className="group relative aspect-video w-full overflow-hidden rounded-xl bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
    >
      <div
        className={cn(
          'flex h-full touch-pan-y select-none',
          !swipe.isDragging && 'transition-transform duration-300 ease-out motion-reduce:transition-none',
        )}
        style={{ transform: `translateX(calc(${current * -100}% + ${swipe.offset}px))` }}
        {...swipe.handlers}
      >
        {slides.map((image, index) => {
          const src = failed.has(index) ? fallback : image;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a labelled group (WAI-ARIA carousel), not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a listing may hold the same address twice; position is the identity
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('property.carousel.slide', { n: index + 1, count })}
              aria-hidden={index !== current}
              className="h-full w-full shrink-0"
            >
              <img
                src={src}
                alt={t('property.carousel.alt', { n: index + 1 })}
                draggable={false}
                width={1280}
                height={720}
                loading={Math.abs(index - current) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
                onError={() => handleError(index, src)}
                // The whole photo, letter-boxed: a cover crop cut rooms and portrait shots in half (issue 19).
                className="size-full object-contain"
              />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('property.carousel.previous')}
            onClick={() => show(current - 1)}
            className={cn(navButton, 'left-3')}
          >
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('property.carousel.next')}
            onClick={() => show(current + 1)}
            className={cn(navButton, 'right-3')}
          >
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
          <p
            aria-live="polite"
            className="absolute right-3 bottom-3 rounded-full bg-stone-950/60 px-2.5 py-1 font-medium text-white text-xs tabular-nums"
          >
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <span className="sr-only">{t('property.carousel.position', { n: current + 1, count })}</span>
          </p>
          {count <= MAX_DOTS && (
            <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2">
              {slides.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                  key={index}
                  type="button"
                  aria-label={t('property.carousel.show', { n: index + 1 })}
                  aria-current={index === current}
                  onClick={() => show(index)}
                  className="group/dot cursor-pointer p-1"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full shadow transition-all group-hover/dot:bg-white',
                      index === current ? 'w-5 bg-white' : 'w-2 bg-white/60',
                    )}
                  />
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
