import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the component tests’ renderer', () => {
  it('is React DOM 19, the one the browser and the prerender use', () => {
    render(<p>Welcome</p>);
    const rendered = screen.getByText('Welcome');
    // React DOM keeps its fiber on each element it renders.
    expect(Object.keys(rendered).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(version).toMatch(/^19\./);
    expect(domVersion).toBe(version);
  });
});
