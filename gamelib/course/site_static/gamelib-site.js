/* gamelib's course website: steppers, practice quizzes and answers kept back, with no kernel.
 *
 * Everything a page shows was made by Python when the site was built (gamelib/widgets/site.py):
 * a stepper's steps and a quiz's questions wait, packed, in a <script type="application/json">
 * (each piece of HTML once, each step a list of pieces); this script only puts them together
 * and shows them. A quiz's answers are not written in the page as text: each question carries SHA-256
 * digests of "salt|answer" (gamelib/exercises/answer_keys.py says how an answer is written),
 * compared here with the digest of what the student typed, and its explanations sealed. That
 * keeps an answer from being read at a glance, nothing more: the salt is in the page and the
 * explanation of a wrong answer is sealed with the salt alone, so one line in the browser's
 * console (gamelibSite.unseal(key.wrong, "", key.salt)) reads it, answer included. This is
 * ungraded practice, where that is acceptable; graded work is in the notebooks (nbgrader).
 * Written for this project; MIT, like gamelib.
 */
(function () {
  "use strict";
  var script = document.currentScript;  // its data-* attributes: the copy button's words

  // -- SHA-256 (FIPS 180-4), on UTF-8 bytes -------------------------------------------------
  var K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];

  function sha256(bytes) {  // bytes: Uint8Array -> Uint8Array(32)
    var length = bytes.length, blocks = ((length + 9 + 63) >> 6) << 6;
    var data = new Uint8Array(blocks);
    data.set(bytes);
    data[length] = 0x80;
    var bits = length * 8;
    for (var i = 0; i < 4; i++) data[blocks - 1 - i] = (bits >>> (8 * i)) & 0xff;
    data[blocks - 5] = Math.floor(length / 0x20000000) & 0xff;
    var h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var w = new Array(64);
    for (var start = 0; start < blocks; start += 64) {
      for (var t = 0; t < 16; t++) {
        var j = start + 4 * t;
        w[t] = (data[j] << 24) | (data[j + 1] << 16) | (data[j + 2] << 8) | data[j + 3];
      }
      for (t = 16; t < 64; t++) {
        var a15 = w[t - 15], a2 = w[t - 2];
        var s0 = ((a15 >>> 7) | (a15 << 25)) ^ ((a15 >>> 18) | (a15 << 14)) ^ (a15 >>> 3);
        var s1 = ((a2 >>> 17) | (a2 << 15)) ^ ((a2 >>> 19) | (a2 << 13)) ^ (a2 >>> 10);
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
      }
      var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
      for (t = 0; t < 64; t++) {
        var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        var temp1 = (k + S1 + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
        var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        var temp2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        k = g; g = f; f = e; e = (d + temp1) | 0; d = c; c = b; b = a; a = (temp1 + temp2) | 0;
      }
      h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
      h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + k) | 0;
    }
    var out = new Uint8Array(32);
    for (i = 0; i < 32; i++) out[i] = (h[i >> 2] >>> (24 - 8 * (i & 3))) & 0xff;
    return out;
  }
  var utf8 = function (text) { return new TextEncoder().encode(text); };
  function hex(bytes) {
    var out = "";
    for (var i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return out;
  }
  function digest(salt, canonical) { return hex(sha256(utf8(salt + "|" + canonical))); }
  function unseal(sealed, key, salt) {  // the inverse of answer_keys.seal
    var raw = atob(sealed), out = new Uint8Array(raw.length), stream = new Uint8Array(0);
    for (var block = 0; stream.length < raw.length; block++) {
      var more = sha256(utf8(salt + "|" + key + "|" + block)), joined = new Uint8Array(stream.length + 32);
      joined.set(stream); joined.set(more, stream.length); stream = joined;
    }
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i) ^ stream[i];
    return new TextDecoder().decode(out);
  }

  // -- reading answers the way gamelib.exercises.questions.parse_bound does --------------------
  function readNumber(text, lang) {  // a number, Infinity, -Infinity; NaN when it is none
    var cleaned = String(text).trim().toLowerCase().replace(/\u2212/g, "-").replace(/[\s\u00a0\u202f]/g, "");
    if (["inf", "+inf", "\u221e", "+\u221e", "infinity", "+infinity"].indexOf(cleaned) >= 0) return Infinity;
    if (["-inf", "-\u221e", "-infinity"].indexOf(cleaned) >= 0) return -Infinity;
    if (lang === "vi") {
      if (/^[-+]?\d{1,3}(\.\d{3}){2,}(,\d+)?$/.test(cleaned) || (cleaned.indexOf(",") >= 0 && cleaned.indexOf(".") >= 0)) {
        cleaned = cleaned.replace(/\./g, "");
      }
      cleaned = cleaned.replace(/,/g, ".");
    } else if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned)) {
      cleaned = cleaned.replace(/,/g, "");
    }
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/.test(cleaned)) return NaN;
    return Number(cleaned);
  }
  function canonicalNumber(value, step) {  // answer_keys.canonical_number / number_keys
    if (value === Infinity) return "inf";
    if (value === -Infinity) return "-inf";
    if (step) return String(Math.round(value / step));
    var text = value.toFixed(6).replace(/0+$/, "").replace(/\.$/, "");
    return text === "-0" ? "0" : text;
  }
  function canonicalSquares(text) {
    var seen = {};
    String(text).split(/[\s,;]+/).forEach(function (w) { w = w.trim().toLowerCase(); if (w) seen[w] = true; });
    return Object.keys(seen).sort().join(",");
  }

  // -- packed pages (gamelib.widgets.site.pack): each piece once, each page a list of runs ----
  function packedPage(section, index) {  // -> a DocumentFragment
    if (!section._glPages) {  // every page's pieces, each page from the one before it
      var pack = JSON.parse(section.querySelector(":scope > script.gl-site-pack").textContent);
      var before = [];
      if (pack.pieces) pack.pieces.forEach(function (_, i) { before.push(i); });
      else {  // the page's pieces, shared by all its packs (gamelib.course.site.share_pieces)
        if (!document._glPieces) document._glPieces = JSON.parse(document.getElementById("gl-site-pieces").textContent);
        for (var r = 0; r < pack.base.length; r += 2) for (var b = pack.base[r]; b < pack.base[r] + pack.base[r + 1]; b++) before.push(b);
      }
      section._glPieces = pack.pieces || document._glPieces;
      section._glPages = pack.pages.map(function (steps) {
        var sequence = [];
        steps.forEach(function (step) {
          if (Array.isArray(step)) { for (var i = step[0]; i < step[0] + step[1]; i++) sequence.push(before[i]); }
          else sequence.push(step);
        });
        before = sequence;
        return sequence;
      });
    }
    var holder = document.createElement("template");
    holder.innerHTML = section._glPages[index].map(function (i) { return section._glPieces[i]; }).join("");
    return holder.content;
  }

  // -- steppers ------------------------------------------------------------------------------
  function initStepper(section) {
    if (section.dataset.ready) return;
    section.dataset.ready = "1";
    var last = Number(section.dataset.last), step = 0;
    var frame = section.querySelector(".gl-site-frame"), caption = section.querySelector(".gl-site-caption");
    var counter = section.querySelector(".gl-site-counter"), slider = section.querySelector(".gl-site-slider");
    var buttons = {};
    section.querySelectorAll("[data-go]").forEach(function (b) { buttons[b.dataset.go] = b; });
    function go(to) {
      step = Math.max(0, Math.min(last, to));
      var parts = packedPage(section, step);
      caption.innerHTML = parts.querySelector('[data-part="caption"]').innerHTML;
      counter.innerHTML = parts.querySelector('[data-part="counter"]').innerHTML;
      frame.replaceChildren(parts.querySelector('[data-part="body"]'));
      slider.value = String(step);
      slider.setAttribute("aria-valuetext", counter.textContent);
      // at an end a button is marked unavailable but keeps the focus (a disabled one drops it)
      ["first", "prev"].forEach(function (n) { buttons[n].setAttribute("aria-disabled", String(step === 0)); });
      ["next", "last"].forEach(function (n) { buttons[n].setAttribute("aria-disabled", String(step === last)); });
      follow(frame);
    }
    var moves = {first: function () { return 0; }, prev: function () { return step - 1; },
                 next: function () { return step + 1; }, last: function () { return last; }};
    Object.keys(buttons).forEach(function (n) {
      buttons[n].addEventListener("click", function () { go(moves[n]()); });
    });
    slider.addEventListener("input", function () { go(Number(slider.value)); });
    section.addEventListener("keydown", function (event) {
      if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
      var to = {ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: last}[event.key];
      if (to === undefined || event.target.matches("input, textarea")) return;
      event.preventDefault();
      go(to);
    });
    go(0);
  }
  // a tree wider than its box scrolls to keep the current node (its halo) in sight; while the
  // page starts, once, in the next frame (measuring a box lays out the whole page: done for each
  // widget as it is drawn, that cost a phone a quarter of a second)
  var starting = false, toFollow = [];
  function follow(root) {
    if (starting) {
      if (!toFollow.length) requestAnimationFrame(function () { toFollow.splice(0).forEach(follow); });
      toFollow.push(root);
      return;
    }
    root.querySelectorAll(".gl-scroll[data-follow]").forEach(function (box) {
      if (box.scrollWidth <= box.clientWidth + 1) return;
      var mark = box.querySelector('circle[fill="#ffb703"][r="27"]');
      var r = mark ? mark.getBoundingClientRect() : null;
      var centre = r ? r.left + r.width / 2 - box.getBoundingClientRect().left + box.scrollLeft : box.scrollWidth / 2;
      box.scrollLeft = Math.max(0, centre - box.clientWidth / 2);
    });
  }

  // -- quizzes -------------------------------------------------------------------------------
  function initQuiz(section) {
    if (section.dataset.ready) return;
    section.dataset.ready = "1";
    var words = JSON.parse(section.dataset.words), lang = words.lang;
    var slot = section.querySelector(".gl-site-slot"), feedback = section.querySelector(".gl-site-feedback");
    var check = section.querySelector(".gl-site-check"), next = section.querySelector(".gl-site-nextq");
    var score = section.querySelector(".gl-site-score");
    var questions = section.querySelectorAll("template[data-question]");
    var keys = JSON.parse(section.querySelector(":scope > script.gl-site-keys").textContent);
    var index = 0, right = 0, asked = 0, answered = false, key = null;
    function say(text, kind) {
      feedback.className = "gl-site-feedback" + (kind ? " gl-site-" + kind : "");
      feedback.textContent = text;
    }
    function showScore() { score.textContent = words.score.replace("{right}", right).replace("{asked}", asked); }
    function show() {
      answered = false;
      say("");
      showScore();
      next.setAttribute("aria-disabled", "true");
      if (index >= questions.length) {
        slot.replaceChildren(section.querySelector("template[data-done]").content.cloneNode(true));
        check.setAttribute("aria-disabled", "true");
        return;
      }
      key = keys[index];
      slot.replaceChildren(packedPage(section, index));
      check.setAttribute("aria-disabled", "false");
      follow(slot);
    }
    function canonical() {  // what was given, written as the key writes answers; or an error
      var parts = [];
      for (var i = 0; i < key.fields.length; i++) {
        var field = key.fields[i];
        if (field.read === "choice") {
          var picked = slot.querySelector('input[data-field="' + field.name + '"]:checked');
          if (!picked) return {error: words.empty};
          parts.push(picked.value.trim());
          continue;
        }
        var input = slot.querySelector('[name="' + field.name + '"]');
        if (field.read === "box") { parts.push(input.checked ? "1" : "0"); continue; }
        if (!input.value.trim()) return {error: words.empty, input: input};
        if (field.read === "squares") { parts.push(canonicalSquares(input.value)); continue; }
        var value = readNumber(input.value, lang);
        if (isNaN(value)) return {error: words.number.replace("{given}", input.value.trim()), input: input};
        parts.push(canonicalNumber(value, field.step));
      }
      return {text: parts.join("|")};
    }
    check.addEventListener("click", function () {
      if (check.getAttribute("aria-disabled") === "true") return;
      var given = canonical();
      if (given.error) { say(given.error, "warning"); if (given.input) given.input.focus(); return; }
      var mine = digest(key.salt, given.text), hit = null;
      key.accept.forEach(function (a) { if (a.digest === mine) hit = a; });
      if (!answered) { answered = true; asked += 1; right += hit ? 1 : 0; }
      say(hit ? unseal(hit.sealed, given.text, key.salt) : unseal(key.wrong, "", key.salt), hit ? "right" : "wrong");
      showScore();
      next.setAttribute("aria-disabled", "false");
      if (asked === questions.length) {
        section.dataset.done = "1";
        document.dispatchEvent(new CustomEvent("gl-quiz-done", {detail: section.id}));
      }
    });
    next.addEventListener("click", function () {
      if (next.getAttribute("aria-disabled") === "true") return;
      index += 1;
      show();
      var first = slot.querySelector("input");
      (first || check).focus();
    });
    section.addEventListener("keydown", function (event) {  // Enter in a box checks the answer
      if (event.key === "Enter" && event.target.matches('input[type="text"]')) { event.preventDefault(); check.click(); }
    });
    show();
  }

  // -- what waits for a quiz -----------------------------------------------------------------
  function initReveal(box) {
    if (box.dataset.ready) return;
    box.dataset.ready = "1";
    var open = function () {
      if (box.dataset.open) return;
      box.dataset.open = "1";
      var skipping = quiz && quiz.querySelector(":scope > .gl-site-skip");
      if (skipping) skipping.remove();
      var contents = box.querySelector(":scope > template").content.cloneNode(true);
      box.querySelectorAll(":scope > .gl-site-reveal-note, :scope > .gl-site-reveal-now").forEach(function (e) { e.remove(); });
      var holder = document.createElement("div");
      holder.className = "gl-site-revealed";
      holder.appendChild(contents);
      box.appendChild(holder);
      init(holder);
    };
    box.querySelector(":scope > .gl-site-reveal-now").addEventListener("click", function () {
      var focusedHere = document.activeElement === this;
      open();
      if (focusedHere) { var holder = box.querySelector(".gl-site-revealed"); holder.tabIndex = -1; holder.focus(); }
    });
    var quiz = document.getElementById(box.dataset.quiz);
    if (quiz && quiz.dataset.done) open();
    // a way past the questions, at their top, saying it skips them (and shows their answers)
    if (quiz && !box.dataset.open && box.dataset.skip && !quiz.querySelector(":scope > .gl-site-skip")) {
      var skip = document.createElement("button");
      skip.type = "button";
      skip.className = "gl-site-skip";
      skip.textContent = box.dataset.skip.replace("{n}", quiz.querySelectorAll(":scope > template[data-question]").length);
      skip.addEventListener("click", function () {  // every box waiting for these questions opens
        document.dispatchEvent(new CustomEvent("gl-quiz-done", {detail: quiz.id}));
        open();
        skip.remove();
        var holder = box.querySelector(".gl-site-revealed");
        holder.tabIndex = -1;
        holder.focus();
        holder.scrollIntoView({block: "start"});
      });
      quiz.insertBefore(skip, quiz.firstChild);
    }
    document.addEventListener("gl-quiz-done", function (event) { if (event.detail === box.dataset.quiz) open(); });
  }

  // -- a copy button on each block of code ----------------------------------------------------
  function addCopyButtons(root) {
    var words = (script && script.dataset) || {};
    root.querySelectorAll("div.highlight pre").forEach(function (pre) {
      if (pre.parentNode.querySelector(":scope > .gl-site-copy")) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "gl-site-copy";
      button.textContent = words.copy || "Copy";
      button.setAttribute("aria-label", words.copyLabel || "Copy this code");
      button.addEventListener("click", function () {
        var done = function () {
          button.textContent = words.copied || "Copied";
          setTimeout(function () { button.textContent = words.copy || "Copy"; }, 2000);
        };
        if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(pre.innerText).then(done);
        else {  // (a page opened from a file, or over plain HTTP: the older way)
          var range = document.createRange(), chosen = window.getSelection();
          range.selectNodeContents(pre); chosen.removeAllRanges(); chosen.addRange(range);
          try { document.execCommand("copy"); done(); } finally { chosen.removeAllRanges(); }
        }
      });
      pre.parentNode.classList.add("gl-site-has-copy");
      pre.parentNode.insertBefore(button, pre);
    });
  }

  function init(root) {
    root.querySelectorAll(".gl-site-stepper").forEach(initStepper);
    root.querySelectorAll(".gl-site-quiz").forEach(initQuiz);
    root.querySelectorAll(".gl-site-reveal").forEach(initReveal);
    addCopyButtons(root);
  }
  // -- printing: every question of a quiz on paper (the screen shows one at a time), what waits
  // for a quiz, and each stepper's final tree (the whole search, values and cuts) -------------
  if (typeof window.addEventListener === "function") window.addEventListener("beforeprint", function () {
    document.querySelectorAll(".gl-site-reveal").forEach(function (box) {
      if (box.dataset.open || box.querySelector(":scope > .gl-site-print-reveal")) return;
      var copy = document.createElement("div");
      copy.className = "gl-site-print-reveal";
      copy.appendChild(box.querySelector(":scope > template").content.cloneNode(true));
      copy.querySelectorAll("[id]").forEach(function (e) { e.removeAttribute("id"); });
      box.appendChild(copy);
    });
    document.querySelectorAll(".gl-site-stepper").forEach(function (section) {
      if (section.querySelector(":scope > .gl-site-print-final")) return;
      var final = document.createElement("div");
      final.className = "gl-site-print-final";
      final.appendChild(packedPage(section, Number(section.dataset.last)));
      final.querySelectorAll("[id]").forEach(function (e) { e.removeAttribute("id"); });
      section.appendChild(final);
    });
    document.querySelectorAll(".gl-site-quiz").forEach(function (quiz) {
      if (quiz.querySelector(":scope > .gl-site-print-questions")) return;
      var all = document.createElement("div");
      all.className = "gl-site-print-questions";
      quiz.querySelectorAll(":scope > template[data-question]").forEach(function (question, index) {
        var one = document.createElement("div");
        one.className = "gl-site-print-question";
        one.appendChild(packedPage(quiz, index));
        one.querySelectorAll("[id]").forEach(function (e) { e.removeAttribute("id"); });
        all.appendChild(one);
      });
      quiz.appendChild(all);
    });
    document.body.classList.add("gl-site-printing");
  });
  if (typeof window.addEventListener === "function") window.addEventListener("afterprint", function () {
    document.querySelectorAll(".gl-site-print-questions, .gl-site-print-reveal, .gl-site-print-final")
      .forEach(function (e) { e.remove(); });
    document.body.classList.remove("gl-site-printing");
  });

  // -- offline after a first visit: the site's service worker (sw.js, at the site's root) ------
  var offline = Promise.resolve(false);
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator && /^https?:$/.test(location.protocol)
      && script && script.src) {
    var root = new URL("../", script.src);  // (the script is in the site's _static/)
    offline = navigator.serviceWorker.register(new URL("sw.js", root).href, {scope: root.href})
      .then(function () { return navigator.serviceWorker.ready; })
      .then(function (ready) {  // once the page and all it loads are there
        return document.readyState === "complete" ? ready : new Promise(function (loaded) {
          window.addEventListener("load", function () { loaded(ready); });
        });
      })
      .then(function (ready) {
        var keep = [location.href.split("#")[0]];
        performance.getEntriesByType("resource").forEach(function (entry) {
          if (entry.name.indexOf(location.origin + "/") === 0) keep.push(entry.name);
        });
        document.querySelectorAll("img[src]").forEach(function (img) {  // (lazy ones not loaded yet)
          if (img.src.indexOf(location.origin + "/") === 0) keep.push(img.src);
        });
        return new Promise(function (done) {
          var channel = new MessageChannel();
          channel.port1.onmessage = function () { done(true); };
          ready.active.postMessage({keep: keep}, [channel.port2]);
        });
      })
      .catch(function () { return false; });  // (no worker: the site still works online)
  }

  // -- start: every widget of the page wired, then the ready signal ----------------------------
  // The page's layout calls start() at the end of its body, once the article is read, so the
  // widgets do not wait for the theme's deferred scripts (DOMContentLoaded waits for them); a page
  // without that call starts at DOMContentLoaded. When it is done, <html data-gl-ready="1"> and the
  // performance mark "gamelib-ready" say so (benchmarks/site_speed.py and the browser tests read them).
  function start() {
    starting = true;
    try { init(document); } finally { starting = false; }
    var html = document.documentElement;
    if (!html || html.dataset.glReady) return;  // (a page given no <html>: the script's tests, in Node)
    html.dataset.glReady = "1";
    if (typeof performance !== "undefined" && performance.mark) performance.mark("gamelib-ready");
  }
  window.gamelibSite = {offline: offline, init: init, start: start, digest: digest, unseal: unseal,
                        readNumber: readNumber, canonicalNumber: canonicalNumber};
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
