import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageCarousel } from './image-carousel';
import { SWIPE_THRESHOLD_PX } from './use-swipe';

const IMAGES = ['/media/a.webp', '/media/b.webp', '/media/c.webp'];
const FALLBACK = '/images/default-house.svg';

/** The one picture exposed to assistive technology: the shown one. */
function shown() {
  return screen.getByRole('img', { name: /^image \d+$/ }) as HTMLImageElement;
}

function setup(images = IMAGES) {
  const user = userEvent.setup();
  render(<ImageCarousel images={images} fallback={FALLBACK} />);
  return { user, carousel: screen.getByRole('region', { name: 'Property photos' }) };
}

describe('ImageCarousel', () => {
  it('starts on the first picture, named image 1, with a counter', () => {
    setup();
    expect(shown().alt).toBe('image 1');
    expect(shown()).toHaveAttribute('src', '/media/a.webp');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))).toEqual([
      'image 1',
      'image 2',
      'image 3',
    ]);
  });

  it('shows each photo whole in its frame, letter-boxed rather than cropped (issue 19)', () => {
    setup();
    for (const image of screen.getAllByRole('img', { hidden: true })) {
      expect(image).toHaveClass('object-contain');
      expect(image).not.toHaveClass('object-cover');
    }
  });

  it('moves with the next and previous buttons, wrapping at both ends', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown().alt).toBe('image 2');
    expect(shown()).toHaveAttribute('src', '/media/b.webp');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown().alt).toBe('image 3');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown().alt).toBe('image 1');
  });

  it('turns with the arrow keys, Home and End while it has focus', async () => {
    const { user, carousel } = setup();
    await user.keyboard('{ArrowRight}');
    expect(shown().alt).toBe('image 1');

    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown().alt).toBe('image 2');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown().alt).toBe('image 3');
    await user.keyboard('{Home}');
    expect(shown().alt).toBe('image 1');
    await user.keyboard('{End}');
    expect(shown().alt).toBe('image 3');
  });

  it('jumps to a picture from its dot', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(shown().alt).toBe('image 3');
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns on a swipe past the threshold and not on a short drag', () => {
    setup();
    const track = shown().closest('[role="group"]')?.parentElement as HTMLElement;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(track, { pointerId: 1, clientX: from, pointerType: 'touch' });
      fireEvent.pointerMove(track, { pointerId: 1, clientX: to, pointerType: 'touch' });
      fireEvent.pointerUp(track, { pointerId: 1, clientX: to, pointerType: 'touch' });
    };

    drag(300, 300 - SWIPE_THRESHOLD_PX + 10);
    expect(shown().alt).toBe('image 1');
    drag(300, 300 - SWIPE_THRESHOLD_PX - 10);
    expect(shown().alt).toBe('image 2');
    drag(100, 100 + SWIPE_THRESHOLD_PX + 10);
    expect(shown().alt).toBe('image 1');
  });

  it('shows the stock picture in place of one that fails to load', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.error(shown());
    expect(shown()).toHaveAttribute('src', FALLBACK);
    expect(shown().alt).toBe('image 2');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAttribute('src', '/media/c.webp');
  });

  it('shows the stock picture alone, without controls, for a listing without pictures', () => {
    setup([]);
    expect(shown()).toHaveAttribute('src', FALLBACK);
    expect(shown().alt).toBe('image 1');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
  });
});
