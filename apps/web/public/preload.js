// Starts what the first paint waits for while the app's code is still downloading (issue 19, ADR 031):
// the current language's start-up translations, the page namespace of a game or table page (ADR 039), on
// the home page the first banner (the LCP image), and on a game or table page the state it paints first.
// A classic script because the page's CSP allows no inline script; app/preload-script.test.ts keeps its
// constants in step with @khelo/contracts/locales and the banner carousel.
/* global document, location, window */
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
  var table = /^\/tables\/([a-z-]+)\/([^/]+)\/?$/.exec(location.pathname);
  if (location.pathname.indexOf('/play/') === 0) namespaces.push('games');
  // A table page's own texts and its board's, a namespace named after the game (rummy, poker, ...).
  if (table) namespaces.push('tables', table[1]);
  namespaces.forEach(function (namespace) {
    preload('/locales/' + language + '/' + namespace + '.json', 'fetch', true);
  });
  if (location.pathname === '/') preload('/images/banners/skill-games.svg', 'image', true);

  // The state a game or table page paints first, asked for now rather than once the app's code has run;
  // src/lib/early-request.ts hands the answer to the page's first call with the same key, at most once.
  var early = (window.__kheloEarly = []);
  function send(method, url, token, body) {
    var headers = { Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = 'Bearer ' + token;
    try {
      var response = fetch(url, { method: method, headers: headers, body: body });
      response.catch(function () {}); // an answer nobody takes is nobody's error
      early.push({
        key: [method, url, token || '', body || ''].join('\n'),
        response: response,
        at: performance.now(),
      });
    } catch {
      // no fetch: the page asks for itself
    }
  }
  function storedValue(key) {
    var raw;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      var value = JSON.parse(raw);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    } catch {
      return raw;
    }
  }
  // A house game opened by a launch URL: GET house/:game_code/state with the launch's token.
  var play = /^\/play\/([A-Za-z0-9]+)\/?$/.exec(location.pathname);
  var launchToken = play && new URLSearchParams(location.search).get('token');
  if (launchToken) send('GET', '/house/' + play[1] + '/state?token=' + encodeURIComponent(launchToken));
  // A logged-in player's table: POST api/tables/state with the stored session (app/session).
  var playerId = storedValue('playerId');
  var token = storedValue('token');
  if (table && playerId && token && storedValue('oprId') && storedValue('authToken')) {
    var tableId = table[2];
    try {
      tableId = decodeURIComponent(tableId);
    } catch {
      // as typed
    }
    send('POST', '/api/tables/state', token, JSON.stringify({ player_id: playerId, table_id: tableId }));
  }
})();
