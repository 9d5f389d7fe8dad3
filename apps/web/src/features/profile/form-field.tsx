import type { ReactNode } from 'react';
import { Label } from '../../components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  description?: string;
  children: ReactNode;
}

/** The ids a control points at with aria-describedby, matching what FormField renders. */
export function fieldDescribedBy(id: string, { error, description }: { error?: string; description?: string }) {
  const ids = [description && `${id}-description`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, its control, an optional hint and the field's error, stacked. */
export function FormField({ id, label, error, description, children }: FormFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {description && (
        <p id={`${id}-description`} className="text-muted-foreground text-xs">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-medium text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
