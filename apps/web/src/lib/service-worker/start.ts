/**
 * Registers the service worker (decision 027) once the page has loaded and the browser is idle: its code, its
 * precache and the update prompt never share a first visit's network or main thread. Only this file is in the
 * first script; the rest loads then.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker());
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
