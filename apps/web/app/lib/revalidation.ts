import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For a screen whose action's answer updates the screen itself: its loader reads again for a new
 * address, never after one of its own submissions.
 */
export const revalidateOnNewAddress: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);
