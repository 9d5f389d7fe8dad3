import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../test/factories';
import { initialOf, UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the first letter of the name when there is no picture', () => {
    render(<UserAvatar user={makeMe({ name: 'meera Joshi', avatarUrl: null })} />);

    expect(screen.getByTestId('avatar-initial').textContent).toBe('M');
    expect(screen.queryByTestId('avatar-picture')).not.toBeInTheDocument();
  });

  it('shows the picture, and the letter once the picture fails to load', () => {
    render(<UserAvatar user={makeMe({ name: 'Ravi', avatarUrl: 'https://cdn.example.in/ravi.webp' })} />);

    const picture = screen.getByTestId('avatar-picture');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.in/ravi.webp');
    expect(picture).toHaveAttribute('alt', '');

    fireEvent.error(picture);

    expect(screen.queryByTestId('avatar-picture')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-initial').textContent).toBe('R');
  });

  it('loads a stored upload from the media path and ignores values that are no address', () => {
    const { rerender } = render(<UserAvatar user={makeMe({ avatarUrl: 'users/u1/face.webp' })} />);
    expect(screen.getByTestId('avatar-picture')).toHaveAttribute('src', '/media/users/u1/face.webp');

    rerender(<UserAvatar user={makeMe({ name: 'Asha', avatarUrl: 'not a picture' })} />);
    expect(screen.getByTestId('avatar-initial').textContent).toBe('A');
  });

  it('falls back to the email when the name is blank', () => {
    expect(initialOf({ name: '  ', email: 'zoya@example.in' })).toBe('Z');
  });
});
