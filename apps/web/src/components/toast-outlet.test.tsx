import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { ToastOutlet } from './toast-outlet';

describe('ToastOutlet', () => {
  it('stays empty until the first toast, then shows it and the ones after', async () => {
    const { container } = render(<ToastOutlet />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Saved', { description: 'Find it under Saved.' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Find it under Saved.')).toBeInTheDocument();

    toast.error('Could not save');
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });
});
