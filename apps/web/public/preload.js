// Starts what the first paint waits for while the app's code is still downloading (issue 19, ADR 031):
// the current language's start-up translations, the page namespace of a game or table page (ADR 039) and,
// on the home page, the first banner (the LCP image).
// A classic script because the page's CSP allows no inline script; app/preload-script.test.ts keeps its
// constants in step with @khelo/contracts/locales and the banner carousel.
/* global document, location */
(function () {
  var languages = ['en', 'hd'];
  var language = 'en';
  try {
    var stored = localStorage.getItem('khelo.language');
    if (languages.indexOf(stored) !== -1) language = stored;
  } catch {
    // storage blocked: the app falls back to English too
  }
  function preload(href, as, high) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    if (high) link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
  var namespaces = ['common', 'lobby'];
  var table = /^\/tables\/([a-z-]+)\/[^/]+\/?$/.exec(location.pathname);
  if (location.pathname.indexOf('/play/') === 0) namespaces.push('games');
  // A table page's own texts and its board's, a namespace named after the game (rummy, poker, ...).
  if (table) namespaces.push('tables', table[1]);
  namespaces.forEach(function (namespace) {
    preload('/locales/' + language + '/' + namespace + '.json', 'fetch', true);
  });
  if (location.pathname === '/') preload('/images/banners/skill-games.svg', 'image', true);
})();
