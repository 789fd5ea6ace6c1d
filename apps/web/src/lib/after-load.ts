// Work that must not compete with the first paint (issue 19): it runs once the page has painted, its load
// event has fired and the main thread is idle, so Lighthouse's LCP and TBT window is left to the page.

type Idle = (callback: () => void, options?: { timeout: number }) => number;

function whenLoaded(task: () => void): void {
  const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
  const run = () => (idle ? idle(task, { timeout: 2_000 }) : window.setTimeout(task, 0));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function whenPainted(task: () => void): void {
  const painted = () =>
    performance.getEntriesByType?.('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (typeof PerformanceObserver === 'undefined' || painted()) return task();
  try {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      task();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    task();
  }
}

export function afterLoad(task: () => void): void {
  whenPainted(() => whenLoaded(task));
}
