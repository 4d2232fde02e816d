/* gamelib's course website, offline: every page opened (and its scripts, styles, fonts and
 * pictures) is kept, and read from the browser's cache when the network is gone. The network
 * comes first while there is one, so a page is never older than the site. Registered by
 * gamelib-site.js; at the site's root, so that one worker keeps both editions. MIT, like gamelib.
 */
"use strict";
var CACHE = "gamelib-site-1";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

// the page that registered this worker was loaded before it: the page sends its own address and
// its files' addresses, kept here at once
self.addEventListener("message", function (event) {
  var urls = (event.data && event.data.keep) || [];
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(urls.map(function (url) {
      return cache.add(url).catch(function () { return null; });  // (one missing file: the others)
    }));
  }).then(function () { if (event.ports[0]) event.ports[0].postMessage("kept"); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.match(request).then(function (kept) {
      return kept || caches.match(request, {ignoreSearch: true}).then(function (any) {
        return any || Response.error();
      });
    });
  }));
});
