import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorIdFor, FieldError } from '../../components/form-field';
import { Input } from '../../components/ui/input';

interface SearchBoxProps {
  /** Names the box for screen readers and the form. */
  label: string;
  placeholder: string;
  /** What the URL searches for now. */
  q: string | undefined;
  onSearch: (q: string) => void;
  /** Why the search in the URL cannot be asked (too short, not an email…), under the box. */
  error?: string;
}

/**
 * A section's search box: it asks on Enter (a phone's Search key), not on every letter, and at once when
 * cleared. What the URL says wins when it changes from outside (a filter, the back button).
 */
export function SearchBox({ label, placeholder, q, onSearch, error }: SearchBoxProps) {
  const [value, setValue] = useState(q ?? '');
  useEffect(() => setValue(q ?? ''), [q]);
  const id = `search-${label.replace(/\W+/g, '-').toLowerCase()}`;

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          placeholder={placeholder}
          maxLength={200}
          className="h-11 pl-9"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value === '' && q) onSearch('');
          }}
        />
      </div>
      <FieldError id={id} message={error} />
    </form>
  );
}
