import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

const Showcase = () => <h1>Widgets</h1>;

describe('lazyPage', () => {
  it('suspends until its chunk is in, as React.lazy does', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Showcase }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Widgets' })).toBeInTheDocument();
  });

  it('renders the page itself, not the fallback, on the server once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Showcase }));
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
    expect(renderToString(page)).toContain('Loading');
    await Page.preload();
    expect(renderToString(page)).toContain('<h1>Widgets</h1>');
  });
});
