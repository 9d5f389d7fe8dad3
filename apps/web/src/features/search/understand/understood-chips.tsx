import { filtersForTab, type GazetteerPlace, searchPagePath, type UnderstoodChip, withoutScope } from '@aangan/domain';
import { XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import type { PlaceScope } from '../results/api';
import { searchStateToParams, useSearchState } from '../use-search-state';
import { loadQueryReader } from './load-reader';

type QueryReader = Awaited<ReturnType<typeof loadQueryReader>>;

/**
 * The chips the page understood from the words it was searched with, and still searches. The parser is
 * loaded only on a page that has them (`said` in its address); until it has come there is nothing to show.
 */
export function useUnderstoodChips(place?: PlaceScope) {
  const search = useSearchState();
  const navigate = useNavigate();
  const { locale } = useI18n();
  const labels = useListingWords();
  const [reader, setReader] = useState<QueryReader>();
  const { said } = search;
  useEffect(() => {
    if (!said || reader) return;
    let isCurrent = true;
    loadQueryReader()
      .then((loaded) => isCurrent && setReader(loaded))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [said, reader]);

  const scoped = filtersForTab(search.tab, search.filters);
  const state = { tab: search.tab, place: place && { city: place.city, locality: place.locality }, filters: scoped };
  /** The words searched again with a choice's city named, which the parser then reads as that place. */
  const saidWith = (choice: GazetteerPlace) => `${said} ${choice.cityName}`;
  if (!said || !reader)
    return { chips: [], choices: [], saidWith, hiddenBarChips: new Set<string>(), remove: () => {} };
  const parsed = reader.parseSearchQuery(said, { purpose: reader.tabPurpose(search.tab, scoped), labels, locale });
  const chips = reader.chipsInEffect(parsed, state);
  // 'mg road' with no city: the places of that name, unless the page is at a place already.
  const choices = (
    place || chips.some((chip) => chip.key === 'city' || chip.key === 'locality') ? [] : parsed.placeChoices
  ).map((choice) => ({ place: choice, label: reader.placeWithCityName(choice, locale) }));

  /** To the page without the chip's value, with the same words, so the chips left stay on screen. */
  function remove(chip: UnderstoodChip) {
    const next = reader?.withoutChip(chip, state, chips);
    if (!next) return;
    const params = searchStateToParams({
      filters: withoutScope(next.tab, next.filters),
      page: 1,
      sort: search.sort,
      showAll: search.showAll,
      showMap: search.showMap,
      location: search.location,
      said,
    });
    navigate({ pathname: searchPagePath(next.tab, next.place), search: params.toString() });
  }

  return {
    chips,
    /** Did you mean: the places the words may name. */
    choices,
    saidWith,
    /** The search bar's chips that say what one of these says: shown once, here. */
    hiddenBarChips: new Set(chips.flatMap((chip) => reader.filterChipIdOf(chip) ?? [])),
    remove,
  };
}

interface PlaceChoice {
  place: GazetteerPlace;
  label: string;
}

interface UnderstoodChipsProps {
  chips: readonly UnderstoodChip[];
  onRemove: (chip: UnderstoodChip) => void;
  /** 'Did you mean': places of the name typed, in several cities, with their names in the page's language. */
  choices?: readonly PlaceChoice[];
  onChoose?: (choice: GazetteerPlace) => void;
}

/** A labelled row of chips: 'We understood:' and its chips, 'Did you mean:' and its places. */
function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <span id={labelId} className="font-medium text-muted-foreground text-sm">
        {label}
      </span>
      <ul aria-labelledby={labelId} className="flex min-w-0 flex-wrap gap-2">
        {children}
      </ul>
    </div>
  );
}

/**
 * 'We understood: Rent · 2 BHK · Jaipur · under ₹25,000', each a button that takes its value back; and 'Did you
 * mean:' the places a name several cities share may be, each a button that searches there.
 */
export function UnderstoodChips({ chips, onRemove, choices = [], onChoose }: UnderstoodChipsProps) {
  const { t } = useI18n();
  if (chips.length === 0 && choices.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {chips.length > 0 && (
        <ChipRow label={t('search.understood.label')}>
          {chips.map((chip) => (
            <li key={chip.id}>
              <button
                type="button"
                aria-label={t('search.bar.remove', { label: chip.label })}
                onClick={() => onRemove(chip)}
                className="inline-flex h-8 max-w-full cursor-pointer items-center gap-1.5 rounded-full border border-border bg-card pr-2 pl-3 font-medium text-foreground text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate">{chip.label}</span>
                <XIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ChipRow>
      )}
      {choices.length > 0 && onChoose && (
        <ChipRow label={t('search.understood.didYouMean')}>
          {choices.map(({ place, label }) => (
            <li key={`${place.citySlug}/${place.slug}`}>
              <button
                type="button"
                onClick={() => onChoose(place)}
                className="inline-flex h-8 max-w-full cursor-pointer items-center rounded-full border border-brand/40 bg-brand-soft px-3 font-medium text-brand-strong text-sm transition-colors hover:bg-brand-soft/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate">{label}</span>
              </button>
            </li>
          ))}
        </ChipRow>
      )}
    </div>
  );
}
