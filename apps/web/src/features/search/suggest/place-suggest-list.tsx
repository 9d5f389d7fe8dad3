import {
  formatCount,
  type Locale,
  PLACE_SUGGEST_MIN,
  type PlaceSegment,
  type PlaceSuggestion,
  type PlaceSuggestionKind,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { Building2Icon, HouseIcon, type LucideIcon, MapPinIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/utils';
import { placeSuggestionsQuery } from './api';

/** A pause this long in typing asks for suggestions; each letter typed faster only restarts the wait. */
const TYPING_PAUSE_MS = 150;
/**
 * Few enough that a phone's keyboard does not cover the list under the box; a wide screen shows more.
 * Two lines a place, each a large target for a thumb.
 */
const PHONE_LIMIT = 5;
const WIDE_LIMIT = 8;

const NONE: readonly PlaceSuggestion[] = [];

const KINDS: Record<PlaceSuggestionKind, { icon: LucideIcon; word: MessageId }> = {
  city: { icon: Building2Icon, word: 'search.suggest.kind.city' },
  locality: { icon: MapPinIcon, word: 'search.suggest.kind.locality' },
  society: { icon: HouseIcon, word: 'search.suggest.kind.society' },
};

interface PlaceSuggestListProps {
  id: string;
  text: string;
  segment: PlaceSegment | undefined;
  /** The box has focus and two letters: suggestions are wanted. */
  isActive: boolean;
  /** The list is shown (wanted, and there are places to show). */
  isExpanded: boolean;
  active: number;
  onOptions: (options: readonly PlaceSuggestion[]) => void;
  onActiveChange: (index: number) => void;
  onPick: (option: PlaceSuggestion) => void;
}

function useTypingPause(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * 'Sadul Ganj, Bikaner', 'Shanti Residency, Malviya Nagar, Jaipur', 'Jaipur'; on a Hindi page the names the
 * gazetteer knows in Devanagari ('सादुल गंज, बीकानेर'), the listings' own spelling for the rest.
 */
function placeWords(option: PlaceSuggestion, locale: Locale): string {
  const hindi = locale === 'hi' ? option.hindi : undefined;
  const name = hindi?.name ?? option.name;
  if (option.kind === 'city') return name;
  const locality = option.locality && (hindi?.locality ?? option.locality);
  return [name, locality, hindi?.city ?? option.city].filter(Boolean).join(', ');
}

/**
 * The combobox's listbox (PlaceCombobox): asks the server once typing pauses, tells the box which places it
 * shows (the box moves through them), and says how many there are to screen readers. Loaded on first focus.
 */
export function PlaceSuggestList({
  id,
  text,
  segment,
  isActive,
  isExpanded,
  active,
  onOptions,
  onActiveChange,
  onPick,
}: PlaceSuggestListProps) {
  const { t, locale } = useI18n();
  const isWide = useMediaQuery('(min-width: 640px)');
  const paused = useTypingPause(text);
  const { data } = useQuery({
    ...placeSuggestionsQuery(paused, segment, isWide ? WIDE_LIMIT : PHONE_LIMIT),
    enabled: isActive && paused.length >= PLACE_SUGGEST_MIN,
  });
  const places = isActive ? data?.places : undefined;
  // The box keeps its own copy to move through; it changes only with the answer.
  useEffect(() => onOptions(places ?? NONE), [places, onOptions]);

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {isExpanded && places ? t('search.suggest.status', { count: places.length }) : ''}
      </p>
      {isExpanded && places && (
        <div
          id={id}
          role="listbox"
          aria-label={t('search.suggest.label')}
          className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-lg border border-border bg-surface py-1 text-left shadow-lg"
        >
          {places.map((option, index) => {
            const { icon: Icon, word } = KINDS[option.kind];
            return (
              // The options are never focused: the box keeps focus and its keys choose (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the box's (PlaceCombobox).
              // biome-ignore lint/a11y/useFocusableInteractive: see above; a tap picks.
              <div
                key={`${option.kind}:${option.href}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                // A press must not take focus from the box (closing the list) before the click picks.
                onMouseDown={(event) => event.preventDefault()}
                onPointerMove={() => index !== active && onActiveChange(index)}
                onClick={() => onPick(option)}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2',
                  index === active ? 'bg-brand-soft text-brand-strong' : 'text-foreground',
                )}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="flex min-w-0 flex-col">
                  <span className="flex min-w-0 items-baseline gap-1">
                    <span className="truncate font-medium">{placeWords(option, locale)}</span>
                    <span className="shrink-0 text-muted-foreground text-sm">
                      {' · '}
                      {t('search.suggest.homes', { count: option.count, n: formatCount(option.count, false) })}
                    </span>
                  </span>
                  <span className="text-muted-foreground text-xs">{t(word)}</span>
                </span>
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
