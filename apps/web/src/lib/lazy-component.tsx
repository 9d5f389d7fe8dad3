import { type ComponentType, createContext, lazy, useContext } from 'react';

type AnyComponent = ComponentType<never>;

const loaders = new Map<string, () => Promise<AnyComponent>>();
const loaded = new Map<string, AnyComponent>();

/** The lazy parts a server render used: their names go with the page's data to the browser. */
export const RenderedLazyParts = createContext<Set<string> | null>(null);

/**
 * A part of a page loaded on its own (React.lazy) that a server-rendered page can hand over whole (decision
 * 024). The server notes which ones it rendered; the browser loads those before hydrating
 * (`preloadLazyParts`), and a loaded part then renders at once instead of suspending. A part that suspended
 * while hydrating would stay dead HTML until its file arrived, and a press on it would be lost.
 */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.set(name, load as () => Promise<AnyComponent>);
  const Lazy = lazy(async () => ({ default: await load() }));
  const Ready = lazy(() => {
    const component = loaded.get(name) as ComponentType<P>;
    // A thenable that answers at once: React's lazy initialiser resolves in the same render.
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is exactly what React.lazy reads here.
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    } as Promise<{
      default: ComponentType<P>;
    }>;
  });
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(name);
    const Part = loaded.has(name) ? Ready : Lazy;
    return <Part {...props} />;
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}

/** Loads the named parts (those the server rendered into this page) before the browser hydrates it. */
export async function preloadLazyParts(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const load = loaders.get(name);
      if (load && !loaded.has(name)) loaded.set(name, await load());
    }),
  );
}
