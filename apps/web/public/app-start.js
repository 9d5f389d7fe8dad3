// Starts the app once the server's page has been painted (decision 024). The module script and its preloads
// in the head would be fetched as soon as the head arrives, sharing a slow phone's network and main thread with
// the page itself and its first pictures; from here they are asked for after the first frame. The server lists
// the modules in data-modules: the entry first, then the modules it imports, fetched together.
(() => {
  const modules = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);
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
  // After the next frame; a tab opened in the background paints no frame, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
