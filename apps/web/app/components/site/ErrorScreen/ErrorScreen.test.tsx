import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

const show = (status: number) => {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ErrorScreen status={status} siteName="Hotels" /> },
  ]);
  render(<Stub initialEntries={['/']} />);
};

describe('ErrorScreen', () => {
  it.each([
    [404, '404 Not Found'],
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
    [405, '405 Method Not Allowed'],
    [500, 'Unexpected Application Error!'],
  ])('shows the %i screen as “%s” with a way home', (status, title) => {
    show(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
