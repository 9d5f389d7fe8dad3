import {
  type HomeTab,
  isPlaceSegment,
  LOCATION_PARAM,
  PAGE_PARAM,
  PLACE_SUGGEST_MIN,
  type PlaceSuggestion,
  VIEW_PARAM,
} from '@aangan/domain';
import { type ChangeEvent, type ComponentProps, type KeyboardEvent, useCallback, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import type { PlaceSuggestList as List } from './place-suggest-list';

/**
 * The list, its words and its requests load when the box is first focused: a first visit that never types pays
 * nothing. Loaded by hand rather than with React.lazy: without a connection the file may not come, and the box
 * must then go on as a plain search box (and try again on the next focus), not fall to an error page.
 */
let loadedList: typeof List | undefined;
function loadList(): Promise<typeof List> {
  return import('./place-suggest-list').then((module) => {
    loadedList = module.PlaceSuggestList;
    return loadedList;
  });
}

/** A phone's width, where the keyboard takes the lower half of the screen. */
const PHONE = '(max-width: 639px)';

/** Parameters of the search a pick does not carry to the place's page: its text, page and view are the place's own. */
const NOT_CARRIED = new Set(['q', LOCATION_PARAM, PAGE_PARAM, VIEW_PARAM]);

interface PlaceComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role'> {
  value: string;
  onValueChange: (text: string) => void;
  /** The page's tab: suggestions count its listings and lead to its place pages. */
  tab: HomeTab;
}

/**
 * The search box with place suggestions as one types (issue 21, decision 032): a WAI-ARIA 1.2 combobox whose
 * listbox pops up after two letters. The arrows move through the places (the box keeps focus, the active one is
 * its aria-activedescendant), Enter or a tap goes to the place, Escape closes the list and keeps the text, Tab
 * leaves. Enter with no place chosen is the form's own: the text is searched as before.
 */
export function PlaceCombobox({
  value,
  onValueChange,
  tab,
  onKeyDown,
  onFocus,
  onBlur,
  className,
  ...inputProps
}: PlaceComboboxProps) {
  const listId = `${useId()}places`;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [PlaceSuggestList, setList] = useState(() => loadedList);
  const [isOpen, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const text = value.trim();
  const canSuggest = text.length >= PLACE_SUGGEST_MIN;
  const isExpanded = isOpen && canSuggest && options.length > 0;
  const segment = isPlaceSegment(tab) ? tab : undefined;
  const showOptions = useCallback((next: readonly PlaceSuggestion[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** To the place's page; on a tab's page the filters chosen there come along, since they mean the same there. */
  function pick(option: PlaceSuggestion) {
    close();
    // A society's address searches its name, which the box then shows; a city's or locality's is the place itself.
    onValueChange(option.kind === 'society' ? option.name : '');
    const target = new URL(option.href, 'https://aangan.invalid');
    if (segment) {
      for (const [name, each] of params) if (!NOT_CARRIED.has(name)) target.searchParams.append(name, each);
    }
    navigate(`${target.pathname}${target.search}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    // A key that finishes a Devanagari (or any IME) composition is the keyboard's, not the list's.
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!canSuggest) return;
      event.preventDefault();
      setOpen(true);
      // Closed, or Alt with an arrow: the list opens with no place chosen yet.
      if (!isExpanded || event.altKey) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      const option = isExpanded ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else close();
    } else if (event.key === 'Escape' && isExpanded) {
      // Not the search box's own Escape, which would clear the text too.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
  }

  return (
    <>
      <Input
        {...inputProps}
        // Below the sticky header when scrolled to.
        className={cn('scroll-mt-20', className)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? listId : undefined}
        aria-activedescendant={isExpanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          onFocus?.(event);
          // On a phone the box goes to the top of the screen, so the keyboard does not cover the places below it.
          if (window.matchMedia?.(PHONE).matches)
            event.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
          if (!PlaceSuggestList) {
            loadList().then(
              (loaded) => setList(() => loaded),
              () => undefined,
            );
          }
        }}
        onBlur={(event) => {
          onBlur?.(event);
          close();
        }}
        onPointerEnter={() => loadList().catch(() => undefined)}
      />
      {PlaceSuggestList && (
        <PlaceSuggestList
          id={listId}
          text={text}
          segment={segment}
          isActive={isOpen && canSuggest}
          isExpanded={isExpanded}
          active={active}
          onOptions={showOptions}
          onActiveChange={setActive}
          onPick={pick}
        />
      )}
    </>
  );
}
