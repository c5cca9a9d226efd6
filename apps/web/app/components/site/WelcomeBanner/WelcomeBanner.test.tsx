import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WelcomeBanner } from './WelcomeBanner';

const TEXT = 'Welcome to our hotel — clean rooms and friendly service.';

describe('WelcomeBanner', () => {
  it('gives assistive technology the text once, not the scrolling copies', () => {
    render(<WelcomeBanner text={TEXT} />);
    expect(screen.getAllByText(TEXT)).toHaveLength(3);
    const readable = screen
      .getAllByText(TEXT)
      .filter((element) => !element.closest('[aria-hidden="true"]'));
    expect(readable).toHaveLength(1);
  });

  it('lets the visitor stop and restart the scrolling', async () => {
    const user = userEvent.setup();
    const { container } = render(<WelcomeBanner text={TEXT} />);
    const toggle = screen.getByRole('button', { name: 'Pause the scrolling text' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(container.firstElementChild).toHaveClass('welcome-banner--paused');
    await user.click(toggle);
    expect(container.firstElementChild).not.toHaveClass('welcome-banner--paused');
  });
});
