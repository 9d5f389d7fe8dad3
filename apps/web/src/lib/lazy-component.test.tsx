import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyParts, RenderedLazyParts } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('loads on first render like React.lazy, and names itself to a server render', async () => {
    const LazyGreeting = lazyComponent('greeting-a', async () => Greeting);
    const rendered = new Set<string>();
    render(
      <RenderedLazyParts value={rendered}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Asha" />
        </Suspense>
      </RenderedLazyParts>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect([...rendered]).toEqual(['greeting-a']);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const LazyGreeting = lazyComponent('greeting-b', async () => Greeting);
    await preloadLazyParts(['greeting-b', 'not-a-part']);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ravi" />
      </Suspense>,
    );
    // No fallback first: a hydrating page keeps its server HTML live.
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
