import { parseImageUrl } from '@aangan/domain';
import { LinkIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { describedBy, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

const HINT = 'A link starting with http:// or https://';

/** Adds a picture by its web address; anything that is not an http(s) link adds nothing (docs/product.md §5). */
export function ImageUrlForm({ onAdd, disabled }: { onAdd: (url: string) => void; disabled: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const url = parseImageUrl(text);

  const add = () => {
    if (disabled || url === null) return;
    onAdd(url);
    setText('');
  };
  // Enter adds the link here; it must not reach the wizard's form, where it would mean Next.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <FormField id={id} label="Image URL" description={HINT}>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          value={text}
          disabled={disabled}
          aria-describedby={describedBy(id, { description: HINT })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={disabled || url === null}>
          <LinkIcon aria-hidden="true" />
          Add
        </Button>
      </div>
    </FormField>
  );
}
