import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountedTextarea } from './counted-textarea';

describe('CountedTextarea', () => {
  it('labels the text and describes it with the counter to the limit', () => {
    render(<CountedTextarea id="note" label="Note" length={12} limit={1000} error={undefined} />);

    const text = screen.getByRole('textbox', { name: 'Note' });
    expect(text).toHaveAccessibleDescription('12 / 1,000');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('12 / 1,000')).not.toHaveClass('text-danger');
  });

  it('marks the counter past the limit and adds the error to the description', () => {
    render(<CountedTextarea id="note" label="Note" length={1001} limit={1000} error="Too long." />);

    const text = screen.getByRole('textbox', { name: 'Note' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('1,001 / 1,000 Too long.');
    expect(screen.getByText('1,001 / 1,000')).toHaveClass('text-danger');
  });
});
