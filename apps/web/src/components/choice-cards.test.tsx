import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceCards } from './choice-cards';

const REASONS = ['spam', 'other'] as const;
const LABELS = { spam: 'Spam', other: 'Other' };

function field(onChange = vi.fn()) {
  return { name: 'reason', onChange, onBlur: vi.fn(), ref: vi.fn() };
}

describe('ChoiceCards', () => {
  it('offers each option as a radio named by its label, in a group named by the legend', () => {
    const onChange = vi.fn();
    render(
      <ChoiceCards id="r" legend="Why?" options={REASONS} labels={LABELS} field={field(onChange)} error={undefined} />,
    );

    const group = screen.getByRole('group', { name: 'Why?' });
    expect(group).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAttribute('value', 'other');
  });

  it('ties the error to the group', () => {
    render(<ChoiceCards id="r" legend="Why?" options={REASONS} labels={LABELS} field={field()} error="Pick one." />);

    const group = screen.getByRole('group', { name: 'Why?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick one.');
  });
});
