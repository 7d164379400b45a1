// Network first, this browser's own saved copy as fallback; hand-written: docs/decisions.md, "A hand-written offline worker".
'use strict';

const CACHE = 'invitation-offline-v1';
const OLD_CACHES = /^invitation-offline-/;
const LIMITS = { pages: 5, entries: 80, bytes: 25 * 1024 * 1024, fileBytes: 5 * 1024 * 1024 };
const INVITE = /^\/invite\/([0-9a-f-]{36})\/?$/i;
// The couple's notices for one guest: a few hundred bytes, asked for before the page itself on a weak signal.
const NOTICES = /^\/invite\/([0-9a-f-]{36})\/notices$/i;
const NOTICES_TIMEOUT_MS = 5000;
const ASSET = /^\/(_next\/static\/|_next\/image|images\/|media\/|fonts\/|faces\/|share\/icon|invite\/[0-9a-f-]{36}\/manifest\.webmanifest$)/i;
// A guest's uploads and the photos guests sent: always the network's answer, never kept on the phone.
const UPLOADS = /^\/invite\/[^/]+\/(uploads|photos)(\/|$)/i;
const NAVIGATION_TIMEOUT_MS = 8000;
// Kept a week past the wedding (or past saving): a phone never holds a guest's details for months.
const KEEP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const SAVED_AT = 'x-offline-saved-at';
const ENGLISH = {
  lang: 'en',
  dir: 'ltr',
  noCopyTitle: "You're offline",
  noCopy: 'This invitation has not been opened on this device before, so there is no saved copy of it here.',
  noCopyAgain: 'Please open your link again when you have a connection.',
  tryAgain: 'Try again',
};
const KEEP_UNTIL = 'x-offline-keep-until';
const BYTES = 'x-offline-bytes';

const servedFromCache = new Map();

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (OLD_CACHES.test(name) && name !== CACHE) await caches.delete(name);
      await forgetExpiredPages();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other origins (the backend's signed photos, a guest's uploads, the map) stay the browser's business.
  if (url.origin !== self.location.origin || UPLOADS.test(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(navigate(event, url));
  if (NOTICES.test(url.pathname)) return event.respondWith(notices(event.request));
  if (keepable(url, request)) event.respondWith(asset(event));
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  const source = event.source;
  if (data.type === 'saved-copy?' && source) {
    const served = servedFromCache.get(source.id) ?? { savedAt: null, reason: null };
    servedFromCache.delete(source.id);
    source.postMessage({ type: 'saved-copy', ...served });
  } else if (data.type === 'save' && typeof data.page === 'string' && Array.isArray(data.assets)) {
    event.waitUntil(saveVisit(data.page, data.assets));
  }
});

async function navigate(event, url) {
  const guestId = INVITE.exec(url.pathname)?.[1];
  const network = fetch(event.request);
  network.catch(() => {}); // Handled below, whichever answer wins.
  if (!guestId) return network;
  event.waitUntil(refreshNotices(url).catch(() => {}));
  const startedAt = Date.now();
  // A venue's one bar of signal can hang for a minute: past a few seconds, a saved copy is the better answer.
  const response = await withTimeout(network, NAVIGATION_TIMEOUT_MS).catch(() => null);
  // The couple deleted this guest (a leaked link, say): their saved copy goes too.
  if (response && (response.status === 404 || response.status === 410)) {
    event.waitUntil(forgetPage(url));
    return response;
  }
  if (response && response.status < 500) {
    event.waitUntil(savePage(pageKey(url), guestId, response.clone(), startedAt));
    return response;
  }
  const saved = await savedPage(pageKey(url));
  if (saved) {
    servedFromCache.set(event.resultingClientId, { savedAt: Number(saved.headers.get(SAVED_AT)), reason: response ? 'unavailable' : 'offline' });
    return saved;
  }
  return response ?? network.catch(() => offlineNotice());
}

async function savedPage(key) {
  const cache = await caches.open(CACHE);
  const saved = await cache.match(key, { ignoreVary: true });
  if (!saved) return undefined;
  if (Number(saved.headers.get(KEEP_UNTIL)) > Date.now()) return saved;
  await cache.delete(key);
  return undefined;
}

async function forgetPage(url) {
  const cache = await caches.open(CACHE);
  const key = pageKey(url);
  await cache.delete(key);
  await cache.delete(`${key}/manifest.webmanifest`);
  await cache.delete(`${key}/notices`);
}

// Network first; offline, the last list this phone was given (a withdrawn notice is gone from the next one).
async function notices(request) {
  try {
    return await refreshNotices(new URL(request.url));
  } catch {
    const saved = await (await caches.open(CACHE)).match(noticesKey(new URL(request.url)), { ignoreVary: true });
    return saved ?? Response.json({ notices: null }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}

const noticesKey = (url) => (NOTICES.test(url.pathname) ? `${url.origin}${url.pathname}` : `${pageKey(url)}/notices`);

async function refreshNotices(url) {
  const key = noticesKey(url);
  const response = await withTimeout(fetch(key, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } }), NOTICES_TIMEOUT_MS);
  if (response.status === 404 || response.status === 410) await forgetPage(new URL(key.replace(/\/notices$/, '')));
  else if (usable(response) && /^application\/json/i.test(response.headers.get('content-type') || '')) await store(key, await response.clone().arrayBuffer(), response, Date.now());
  else if (response.status >= 500) throw new Error(`notices answered ${response.status}`);
  return response;
}

async function forgetExpiredPages() {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (!INVITE.test(url.pathname)) continue;
    const saved = await cache.match(request);
    if (saved && !(Number(saved.headers.get(KEEP_UNTIL)) > Date.now())) await forgetPage(url);
  }
}

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

async function asset(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(saveAsset(event.request.url, response.clone()));
    return response;
  } catch (error) {
    const saved = (await (await caches.open(CACHE)).match(event.request, { ignoreVary: true })) ?? (await sameImage(event.request.url));
    if (saved) return saved;
    throw error;
  }
}

async function sameImage(href) {
  const url = new URL(href);
  if (url.pathname !== '/_next/image') return undefined;
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const other = new URL(request.url);
    if (other.pathname === url.pathname && other.searchParams.get('url') === url.searchParams.get('url')) return cache.match(request);
  }
  return undefined;
}

const pageKey = (url) => `${url.origin}${url.pathname.replace(/\/$/, '')}`;

function keepable(url, request) {
  if (!ASSET.test(url.pathname) || request.headers.has('range')) return false;
  const target = decodeURIComponent(url.pathname + url.search);
  return !/\.mp4\b/i.test(target) && !/guest-(photos|uploads)\//i.test(target) && !UPLOADS.test(url.pathname);
}

async function savePage(key, guestId, response, startedAt) {
  if (!usable(response) || !/^text\/html/i.test(response.headers.get('content-type') || '')) return null;
  const html = await response.text();
  if (!html.includes(`data-offline-guest="${guestId}"`) || html.includes('data-dgst=')) return null;
  const weddingEnds = Number(/data-wedding-ends="(\d+)"/.exec(html)?.[1]) || 0;
  await store(key, html, response, startedAt, Math.max(weddingEnds, startedAt) + KEEP_AFTER_MS);
  await pruneOldBuilds();
  return html;
}

// The hero's cut is renamed by its bytes once made: the page saved may name it so, unlike the page the guest saw.
const HERO_CUT = /portrait-[0-9a-f]{12}\.jpg/g;
function underSavedNames(assets, html) {
  const named = new Set(html.match(HERO_CUT) || []);
  const renamed = [];
  for (const href of assets) {
    for (const shown of href.match(HERO_CUT) || []) {
      if (!named.has(shown)) for (const name of named) renamed.push(href.replace(shown, name));
    }
  }
  return renamed;
}

async function saveAsset(key, response) {
  if (!usable(response)) return;
  const length = Number(response.headers.get('content-length'));
  if (length > LIMITS.fileBytes) return;
  const body = await response.arrayBuffer();
  if (body.byteLength <= LIMITS.fileBytes) await store(key, body, response, Date.now());
}

const usable = (response) => response.ok && response.status === 200 && response.type === 'basic' && !response.redirected;

async function saveVisit(page, assets) {
  const url = new URL(page);
  const guestId = INVITE.exec(url.pathname)?.[1];
  if (url.origin !== self.location.origin || !guestId) return;
  const cache = await caches.open(CACHE);
  const startedAt = Date.now();
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  const html = response ? await savePage(pageKey(url), guestId, response, startedAt) : null;
  // The saved page's own names first: they are what an offline open asks for.
  for (const href of new Set(['/images/placeholder.svg', ...(html ? underSavedNames(assets, html) : []), ...assets])) {
    const asset = new URL(href, url);
    if (asset.origin !== url.origin || !keepable(asset, new Request(asset)) || (await cache.match(asset.href))) continue;
    const headers = asset.pathname.startsWith('/_next/image') ? { accept: 'image/webp,image/*;q=0.8' } : {};
    const fetched = await fetch(asset.href, { headers }).catch(() => null);
    if (fetched) await saveAsset(asset.href, fetched);
  }
}

async function store(key, body, response, savedAt, keepUntil) {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary', 'set-cookie']) headers.delete(name);
  headers.set(SAVED_AT, String(savedAt));
  if (keepUntil) headers.set(KEEP_UNTIL, String(keepUntil));
  headers.set(BYTES, String(typeof body === 'string' ? new Blob([body]).size : body.byteLength));
  const cache = await caches.open(CACHE);
  await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  await queueTrim();
}

let trimming = Promise.resolve();
let trimQueued = false;
function queueTrim() {
  if (trimQueued) return trimming;
  trimQueued = true;
  const run = () => {
    trimQueued = false;
    return trim();
  };
  trimming = trimming.then(run, run);
  return trimming;
}

async function trim() {
  await forgetExpiredPages();
  const cache = await caches.open(CACHE);
  const entries = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const page = INVITE.test(new URL(request.url).pathname);
    entries.push({ request, page, savedAt: Number(response.headers.get(SAVED_AT)), bytes: Number(response.headers.get(BYTES)) || 0 });
  }
  entries.sort((a, b) => a.savedAt - b.savedAt);
  const pages = entries.filter((e) => e.page);
  const victims = pages.splice(0, Math.max(0, pages.length - LIMITS.pages));
  let count = entries.length - victims.length;
  let bytes = entries.reduce((sum, e) => sum + e.bytes, 0) - victims.reduce((sum, e) => sum + e.bytes, 0);
  for (const entry of [...entries.filter((e) => !e.page), ...pages.slice(0, -1)]) {
    if (count <= LIMITS.entries && bytes <= LIMITS.bytes) break;
    victims.push(entry);
    count -= 1;
    bytes -= entry.bytes;
  }
  for (const entry of victims) await cache.delete(entry.request);
}

async function pruneOldBuilds() {
  const cache = await caches.open(CACHE);
  const requests = await cache.keys();
  const named = new Set();
  for (const request of requests) {
    const path = new URL(request.url).pathname;
    const css = path.endsWith('.css');
    if (!INVITE.test(path) && !css) continue;
    const text = await (await cache.match(request)).text();
    // The faces' files are named in each page's own <style> (components/shared/web-faces.tsx).
    for (const [name] of text.matchAll(/\/(?:_next\/static|faces)\/[\w./~-]+/g)) named.add(name);
    if (css) for (const [, ref] of text.matchAll(/url\(\s*['"]?([^'")]+)/g)) named.add(new URL(ref, request.url).pathname);
  }
  for (const request of requests) {
    const path = new URL(request.url).pathname;
    if ((path.startsWith('/_next/static/') || path.startsWith('/faces/')) && !named.has(path)) await cache.delete(request);
  }
}

async function noticeWords() {
  const cache = await caches.open(CACHE);
  let latest = null;
  for (const request of await cache.keys()) {
    if (!INVITE.test(new URL(request.url).pathname)) continue;
    const saved = await cache.match(request);
    const at = Number(saved?.headers.get(SAVED_AT)) || 0;
    if (saved && (!latest || at > latest.at)) latest = { at, saved };
  }
  const attribute = latest && /data-offline-words="([^"]*)"/.exec(await latest.saved.text())?.[1];
  if (!attribute) return ENGLISH;
  try {
    const words = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    return Object.keys(ENGLISH).every((key) => typeof words[key] === 'string') ? words : ENGLISH;
  } catch {
    return ENGLISH;
  }
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function offlineNotice() {
  const w = await noticeWords().catch(() => ENGLISH);
  const [lang, dir] = [/^[a-zA-Z-]{2,35}$/.test(w.lang) ? w.lang : 'en', w.dir === 'rtl' ? 'rtl' : 'ltr'];
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.noCopyTitle)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2e2a26;font:1.05rem/1.5 Georgia,serif;text-align:center}main{max-width:26rem;padding:2rem}h1{font-weight:600;color:#3f5a44}a{color:#3f5a44;font-weight:700}</style></head>
<body><main><h1>${escapeHtml(w.noCopyTitle)}</h1><p>${escapeHtml(w.noCopy)}</p><p>${escapeHtml(w.noCopyAgain)}</p><p><a href="">${escapeHtml(w.tryAgain)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    },
  });
}
