// Starts the app once the server's page has been painted (decision 024). The page's HTML, styles and first
// pictures reach a phone first; the app's script (which only makes the painted page interactive) follows
// instead of sharing the network and the main thread with the first paint. The server lists the app's modules
// in data-modules: the entry first, then the modules it imports, fetched together.
(() => {
  const script = document.currentScript;
  const modules = (script?.dataset.modules ?? '').split(' ').filter(Boolean);
  const [entry, ...imports] = modules;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // After the next frame is painted; a tab opened in the background paints no frame, so a timer starts it too.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
