// Starts the app once the browser has the server's whole page (decision 024). The module script and its
// preloads in the head would be fetched as soon as the head arrives, sharing a slow phone's network with the
// page itself and its first pictures; from here they are asked for when the page is parsed, still before the
// load event, so a page that has loaded has its app. The server lists the modules in data-modules: the entry
// first, then the modules it imports, fetched together.
(() => {
  const modules = (document.currentScript?.dataset.modules ?? '').split(' ').filter(Boolean);
  const [entry, ...imports] = modules;
  if (!entry) return;
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
})();
