import { parseImageUrl } from '@aangan/domain';
import { LinkIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { describedBy, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../i18n/use-i18n';

/** Adds a picture by its web address; anything that is not an http(s) link adds nothing (docs/product.md §5). */
export function ImageUrlForm({ onAdd, disabled }: { onAdd: (url: string) => void; disabled: boolean }) {
  const { t } = useI18n();
  const hint = t('wizard.media.urlHint');
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
    <FormField id={id} label={t('wizard.media.url')} description={hint}>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder={t('wizard.media.urlPlaceholder')}
          value={text}
          disabled={disabled}
          aria-describedby={describedBy(id, { description: hint })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={disabled || url === null}>
          <LinkIcon aria-hidden="true" />
          {t('wizard.media.add')}
        </Button>
      </div>
    </FormField>
  );
}
