import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildTimeData } from '../../test/routeStub';
import Redirect, { loader } from './redirect';

const loaderData = buildTimeData(loader, '/admindashboard');

const stub = () =>
  createRoutesStub([
    { path: '/admindashboard', Component: Redirect as never, loader: () => loaderData },
    { path: '/admin', Component: () => <h1>Admin</h1> },
  ]);

describe('an old path inside the app', () => {
  it('moves on to its new page once rendered', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/admindashboard']} />);
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it('renders a link to the new page where no script runs (the prerendered HTML)', () => {
    const Stub = stub();
    const html = renderToString(
      <Stub
        initialEntries={['/admindashboard']}
        hydrationData={{ loaderData: { '0': loaderData } }}
      />,
    );
    expect(html).toContain('href="/admin"');
  });
});
