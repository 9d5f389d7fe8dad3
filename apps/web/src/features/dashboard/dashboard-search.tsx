import { SEARCH_TEXT_MAX } from '@aangan/domain';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Input } from '../../components/ui/input';
import { useI18n } from '../../i18n/use-i18n';
import { cn } from '../../lib/utils';
import { cleanSearchText } from './use-dashboard-params';

/** Long enough to wait out a word being typed, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

interface DashboardSearchProps {
  /** The search text in the URL. */
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}

/** The dashboard's search box: sends what was typed once typing pauses (or at once on Enter). */
export function DashboardSearch({ value, onSearch, className }: DashboardSearchProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  // What this box last sent. A URL value other than that came from elsewhere (back, Clear search) and
  // replaces the text; our own write arriving late must not, or keys typed meanwhile would be lost.
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const commit = (next: string) => {
    sent.current = next;
    onSearch(next);
  };
  // The timer's effect must not restart when the parent passes a new `onSearch` on every render.
  const send = useEffectEvent(commit);

  useEffect(() => {
    const next = cleanSearchText(text);
    if (next === sent.current) return;
    const timer = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(cleanSearchText(text));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which the tests run in, does not know <search> yet
    <form role="search" onSubmit={submit} className={cn('relative min-w-0', className)}>
      <SearchIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={t('dashboard.searchLabel')}
        placeholder={t('dashboard.searchPlaceholder')}
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
