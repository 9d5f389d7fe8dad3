import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useCurrentUser } from '../../lib/current-user';
import { Label } from '../ui/label';
import { type AlertFrequency, AlertFrequencySelect } from './alert-frequency-select';

interface AlertFrequencyFieldProps {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  disabled?: boolean;
}

/** 'Email alerts' in the save dialog, with where they go: the account's address, which the person may not expect. */
export function AlertFrequencyField({ value, onChange, disabled }: AlertFrequencyFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const noteId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('saved-searches.alerts.label')}</Label>
      <AlertFrequencySelect id={id} value={value} onChange={onChange} disabled={disabled} aria-describedby={noteId} />
      <AlertsAddressNote id={noteId} />
    </div>
  );
}

/** 'Alerts are emailed to …': the signed-in person's address (the page is signed-in only). */
export function AlertsAddressNote({ id, className }: { id?: string; className?: string }) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  return (
    <p id={id} className={className ?? 'text-muted-foreground text-sm'}>
      {user ? t('search.alerts.note', { email: user.email }) : t('search.alerts.noteNoAddress')}
    </p>
  );
}
