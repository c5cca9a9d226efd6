import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type GalleryImage, RoomGallery } from './RoomGallery';

const images: GalleryImage[] = [
  { src: '/rooms/x/gallery-1.svg', alt: 'The bed', width: 1200, height: 800 },
  { src: '/rooms/x/gallery-2.svg', alt: 'The bathroom', width: 1200, height: 800 },
  { src: '/rooms/x/gallery-3.svg', alt: 'The window', width: 1200, height: 800 },
  { src: '/rooms/x/gallery-4.svg', alt: 'The desk', width: 1200, height: 800 },
];

const mainImage = () =>
  within(screen.getByRole('region', { name: 'Photos of the room' })).getAllByRole('img')[0];

describe('RoomGallery', () => {
  it('shows the first image first, loaded eagerly with its size, thumbnails lazily', () => {
    render(<RoomGallery images={images} label="Photos of the room" />);
    const main = screen.getByRole('img', { name: 'The bed' });
    expect(main).toHaveAttribute('src', '/rooms/x/gallery-1.svg');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '800');
    const thumbs = screen.getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    for (const thumb of thumbs) {
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('button', { name: 'Show photo 1: The bed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the image of the thumbnail the visitor picks, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<RoomGallery images={images} label="Photos of the room" />);
    await user.click(screen.getByRole('button', { name: 'Show photo 3: The window' }));
    expect(mainImage()).toHaveAccessibleName('The window');
    expect(mainImage()).toHaveAttribute('src', '/rooms/x/gallery-3.svg');
    expect(screen.getByRole('button', { name: 'Show photo 3: The window' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show photo 1: The bed' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    screen.getByRole('button', { name: 'Show photo 2: The bathroom' }).focus();
    await user.keyboard('{Enter}');
    expect(mainImage()).toHaveAccessibleName('The bathroom');
  });
});
