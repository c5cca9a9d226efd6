import { renderIn } from '@hotel/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Testimonial, TestimonialSlider } from './TestimonialSlider';

const eight: Testimonial[] = Array.from({ length: 8 }, (_, index) => ({
  name: `Guest ${index + 1}`,
  text: `Review number ${index + 1}.`,
}));

const four: Testimonial[] = Array.from({ length: 4 }, (_, index) => ({
  name: `Host ${index + 1}`,
  designation: `Role ${index + 1}`,
  text: `Feedback number ${index + 1}.`,
}));

const shownNames = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^(Guest|Host) \d$/).textContent);

describe('TestimonialSlider with 4 at a time that stops at the ends (hotel pages)', () => {
  const setup = () => {
    render(
      <TestimonialSlider testimonials={eight} pageSize={4} ends="stop" label="Guest reviews" />,
    );
    return {
      back: screen.getByRole('button', { name: 'Previous testimonials' }),
      on: screen.getByRole('button', { name: 'Next testimonials' }),
    };
  };

  it('shows the first 4 with the left arrow disabled at offset 0', () => {
    const { back, on } = setup();
    expect(shownNames()).toEqual(['Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
    expect(screen.getByText('1–4 of 8')).toBeInTheDocument();
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(on).toHaveAttribute('aria-disabled', 'false');
  });

  it('moves by 4, disables the right arrow once offset+4 reaches the total, and comes back', async () => {
    const user = userEvent.setup();
    const { back, on } = setup();
    await user.click(on);
    expect(shownNames()).toEqual(['Guest 5', 'Guest 6', 'Guest 7', 'Guest 8']);
    expect(screen.getByText('5–8 of 8')).toBeInTheDocument();
    expect(on).toHaveAttribute('aria-disabled', 'true');
    expect(back).toHaveAttribute('aria-disabled', 'false');
    await user.click(on);
    expect(shownNames()).toEqual(['Guest 5', 'Guest 6', 'Guest 7', 'Guest 8']);
    await user.click(back);
    expect(shownNames()).toEqual(['Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
    await user.click(back);
    expect(shownNames()).toEqual(['Guest 1', 'Guest 2', 'Guest 3', 'Guest 4']);
  });
});

describe('TestimonialSlider with one at a time that wraps (banquet page)', () => {
  it('shows name, designation and feedback, and wraps both ways', async () => {
    const user = userEvent.setup();
    render(
      <TestimonialSlider testimonials={four} pageSize={1} ends="wrap" label="What hosts say" />,
    );
    const back = screen.getByRole('button', { name: 'Previous testimonial' });
    const on = screen.getByRole('button', { name: 'Next testimonial' });
    expect(shownNames()).toEqual(['Host 1']);
    expect(screen.getByText('Role 1')).toBeInTheDocument();
    expect(screen.getByText('Feedback number 1.')).toBeInTheDocument();
    expect(back).toHaveAttribute('aria-disabled', 'false');
    await user.click(back);
    expect(shownNames()).toEqual(['Host 4']);
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
    await user.click(on);
    expect(shownNames()).toEqual(['Host 1']);
    await user.click(on);
    await user.click(on);
    expect(shownNames()).toEqual(['Host 3']);
  });
});

describe('TestimonialSlider in Hindi', () => {
  afterEach(() => renderIn('en'));

  it('names its arrows and position in Hindi, one testimonial or several at a time', async () => {
    renderIn('hi');
    const { unmount } = render(
      <TestimonialSlider testimonials={eight} pageSize={4} ends="stop" label="समीक्षाएँ" />,
    );
    expect(screen.getByRole('button', { name: 'पिछली बातें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'अगली बातें' }));
    expect(screen.getByText('8 में से 5–8')).toBeVisible();
    unmount();
    render(<TestimonialSlider testimonials={four} pageSize={1} ends="wrap" label="समीक्षाएँ" />);
    expect(screen.getByRole('button', { name: 'पिछली बात' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अगली बात' })).toBeVisible();
    expect(screen.getByText('4 में से 1')).toBeVisible();
  });
});
