// The director's page kept on the phone (docs/director-page.md#offline). Served from the root so that its
// scope covers /director/ and /table. Pages: network first, the last copy kept when the network fails
// (marked <body data-kept="true">). Styles, scripts, htmx and the poker core: from the phone, refreshed
// behind. Never kept: anything but GET, the API's answers, event streams, other pages.
// Signing out forgets the kept pages (docs/security.md#forgetting): a sign-out or a password change sent from any
// page of the site (the console's too), and a kept page the service refuses (an ended or revoked session, which
// it answers with Clear-Site-Data, or a browser no longer signed in). The offline queue (IndexedDB) is not
// touched: its entries wait for the next sign-in, and the table page asks before signing out with entries waiting.
const ASSETS = 'tavolo-assets-v1';
const PAGES = 'tavolo-pages-v1';
const LAST_TABLE = '/table';
const SIGN_OUT = '/logout';
const PASSWORD_CHANGE = /^\/organizer\/accounts\/\d+\/password$/;
const KEPT_ASSETS = [
  '/css/tavolo.css', '/css/director.css', '/css/offline.css',
  '/vendor/htmx/htmx.min.js', '/js/director.js', '/js/card-grid.js', '/js/action-timer.js',
  '/js/offline.js', '/js/offline-queue.js', '/js/offline-send.js', '/js/offline-hands.js', '/js/offline-forms.js', '/js/poker.js', '/favicon.svg', '/manifest.json',
];

self.addEventListener('install', (event) => {
  // One missing asset must not keep the others from being kept.
  event.waitUntil(caches.open(ASSETS)
    .then((cache) => Promise.all(KEPT_ASSETS.map((url) => cache.add(url).catch(() => undefined))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== ASSETS && k !== PAGES).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

function isDirectorPage(url) {
  return /^\/director\/tournaments\/\d+(\/tables\/\d+)?$/.test(url.pathname);
}

function isTablePage(url) {
  return /^\/director\/tournaments\/\d+\/tables\/\d+$/.test(url.pathname);
}

function isAsset(url) {
  return /^\/(css|js|vendor)\//.test(url.pathname) || url.pathname === '/favicon.svg' || url.pathname === '/manifest.json';
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && request.mode === 'navigate' && endsTheSignIn(url)) {
    // the form goes to the service as usual; meanwhile the kept pages are forgotten
    event.waitUntil(forgetPages());
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate' && (isDirectorPage(url) || url.pathname === LAST_TABLE)) {
    event.respondWith(pageFromNetworkFirst(request, url));
  } else if (isAsset(url)) {
    event.respondWith(assetFromPhoneFirst(event, request, url));
  }
});

function endsTheSignIn(url) {
  return url.pathname === SIGN_OUT || PASSWORD_CHANGE.test(url.pathname);
}

/** The service refused a kept page: the session ended (Clear-Site-Data), or the browser is not signed in (sent to /login). */
function refusedForGood(response, url) {
  return response.headers.has('Clear-Site-Data') || (response.type === 'opaqueredirect' && isDirectorPage(url));
}

async function forgetPages() {
  await caches.delete(PAGES);
}

async function pageFromNetworkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && isDirectorPage(url)) {
      await keep(url, response.clone());
    } else if (refusedForGood(response, url)) {
      await forgetPages();
    }
    return response;
  } catch (offline) {
    const kept = await lastCopy(url);
    if (kept) return kept;
    throw offline;
  }
}

/** A page kept under its path (the query, such as ?hand=3, says only what was just done); a table also as /table. */
async function keep(url, response) {
  const cache = await caches.open(PAGES);
  if (isTablePage(url)) {
    await cache.put(LAST_TABLE, response.clone());
  }
  await cache.put(url.pathname, response);
}

async function lastCopy(url) {
  const cache = await caches.open(PAGES);
  const kept = await cache.match(url.pathname, {ignoreVary: true});
  if (!kept) return undefined;
  const html = (await kept.text()).replace('<body ', '<body data-kept="true" ');
  const headers = new Headers({'Content-Type': 'text/html;charset=UTF-8'});
  const policy = kept.headers.get('Content-Security-Policy');
  if (policy) headers.set('Content-Security-Policy', policy);
  return new Response(html, {status: 200, headers});
}

async function assetFromPhoneFirst(event, request, url) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(url.pathname, {ignoreVary: true});
  const fresh = fetch(request).then((response) => {
    if (response.ok && response.type === 'basic') {
      return cache.put(url.pathname, response.clone()).then(() => response);
    }
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

// A page opened before this worker controlled it asks to be kept: fetched once more and kept, then told.
self.addEventListener('message', (event) => {
  const path = event.data && event.data.keep;
  if (typeof path !== 'string') return;
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || !isDirectorPage(url)) return;
  event.waitUntil(fetch(url.pathname, {credentials: 'same-origin'})
    .then((response) => (response.ok && !response.redirected ? keep(url, response) : undefined))
    .then(() => event.source.postMessage({kept: url.pathname}))
    .catch(() => undefined));
});
