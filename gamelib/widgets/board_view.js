// gamelib's board view: draws a scene (see gamelib/viz/scenes.py) as SVG and reports clicks.
// A pure renderer: rules, legality and the AI stay in Python. It animates what changed between
// two scenes (a disc that turned over, a piece put down) and plays a list of frames (sowing).
//
// Every board is played from the keyboard as from the mouse, and read by a screen reader
// (Lichess's keyboard and blind modes are the model): the board is an ARIA grid, one tab stop,
// with a roving focus over its squares -- arrow keys move, Enter or Space plays the square (a
// click), Escape cancels a selection. Each square's name says what is on it (the scene's
// `title`, in the lesson's language); what Python announces (the AI's move, the result) is
// read out from a polite live region.
const NS = "http://www.w3.org/2000/svg";
const reduceMotion = () =>
  window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const ARROWS = {
  ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
};

function shapeElement(shape) {
  const node = document.createElementNS(NS, shape.t);
  for (const [name, value] of Object.entries(shape.a)) node.setAttribute(name, value);
  if (shape.text !== undefined) node.textContent = shape.text;
  return node;
}

// Click targets keep their elements from one scene to the next (by name), so hover, focus
// and anything holding on to a square survive a redraw.
const targetsOf = new WeakMap();

function centre(hit) {
  const x = +hit.getAttribute("x"), y = +hit.getAttribute("y");
  const w = +hit.getAttribute("width"), h = +hit.getAttribute("height");
  return { x: x + w / 2, y: y + h / 2, top: y, bottom: y + h, left: x, right: x + w };
}

// The square the arrow (dx, dy) leads to from `from`: the nearest one whose row (or column)
// overlaps the square's, in that direction. Geometry, so every board's shape works (Ô ăn
// quan's two rows and half moons, Dodgem's exits beside its rows and above its columns).
function neighbour(hits, from, dx, dy) {
  const a = centre(from);
  let best = null, bestScore = Infinity;
  for (const hit of hits) {
    if (hit === from) continue;
    const b = centre(hit);
    const ahead = dx ? (b.x - a.x) * dx : (b.y - a.y) * dy;
    if (ahead <= 1) continue;
    const inLine = dx ? b.top < a.bottom - 1 && b.bottom > a.top + 1
                      : b.left < a.right - 1 && b.right > a.left + 1;
    if (!inLine) continue;
    const across = dx ? Math.abs(b.y - a.y) : Math.abs(b.x - a.x);
    const score = ahead + across * 0.01;
    if (score < bestScore) { best = hit; bestScore = score; }
  }
  return best;
}

// Only the picture (`art`) is drawn anew: the grid of squares stays in the page, and a square
// is moved only when the rows change, since a focused element taken out of the page drops the
// keyboard's focus to <body> (a sowing's frames once did that to Ô ăn quan after every move).
function draw(svg, art, grid, scene, previous, animate, frame = false) {
  svg.setAttribute("viewBox", `0 0 ${scene.width} ${scene.height}`);
  svg.style.maxWidth = `${scene.px}px`;
  // a scene that must not shrink below a width (its numbers would be too small to read)
  // keeps it, and the frame scrolls sideways
  svg.style.minWidth = scene.min_px ? `${scene.min_px}px` : "";
  if (svg.parentNode) svg.parentNode.style.overflowX = scene.min_px ? "auto" : "";
  const fills = new Map();
  const shapes = [];
  const changed = [];
  for (const shape of scene.shapes) {
    const node = shapeElement(shape);
    if (shape.key) {
      const fill = shape.a.fill || shape.a.stroke || "";
      fills.set(shape.key, fill);
      if (animate && shape.anim) {
        const before = previous.get(shape.key);
        if (before === undefined) changed.push([node, "pop"]);
        else if (before !== fill && shape.anim === "flip") changed.push([node, "flip", before, fill]);
      }
    }
    shapes.push(node);
  }
  art.replaceChildren(...shapes);
  svg.classList.toggle("gl-bv-playing", frame);
  // a sowing frame is a picture: the squares (and the focus) stay as they were over it
  if (!frame) {
    const before = targetsOf.get(svg) || new Map();
    const now = new Map();
    const rows = new Map();
    for (const target of scene.targets || []) {
      // a rectangle, or the polygon of its `points` (a hexagon): the shape takes the clicks
      const tag = target.points ? "polygon" : "rect";
      let hit = before.get(target.name);
      if (!hit || hit.localName !== tag) {
        hit = document.createElementNS(NS, tag);
        hit.appendChild(document.createElementNS(NS, "title"));
        hit.setAttribute("role", "gridcell");
        hit.setAttribute("tabindex", "-1");
      }
      // x, y, width, height: the box (a polygon's bounding box), read by the arrows and the ring
      for (const name of ["x", "y"]) hit.setAttribute(name, target[name]);
      hit.setAttribute("width", target.w);
      hit.setAttribute("height", target.h);
      if (target.points) hit.setAttribute("points", target.points.map((p) => p.join(",")).join(" "));
      hit.setAttribute("class", `gl-hit ${target.cls} ${target.on ? "gl-hit-on" : "gl-hit-off"}`);
      hit.setAttribute("aria-label", target.title);
      hit.setAttribute("aria-disabled", target.on ? "false" : "true");
      hit.dataset.target = target.name;
      hit.dataset.layer = target.layer || 0;
      hit.dataset.piece = (scene.pieces || {})[target.name] || "";
      hit.firstChild.textContent = target.title;
      now.set(target.name, hit);
      const row = target.row || 0;
      if (!rows.has(row)) rows.set(row, []);
      rows.get(row).push(hit);
    }
    targetsOf.set(svg, now);
    const wanted = [...rows.keys()].sort((a, b) => a - b)
      .map((key) => rows.get(key).sort((a, b) => centre(a).x - centre(b).x));
    const same = grid.children.length === wanted.length && wanted.every((cells, r) =>
      grid.children[r].children.length === cells.length
      && cells.every((cell, c) => grid.children[r].children[c] === cell));
    if (!same) {
      grid.replaceChildren(...wanted.map((cells) => {
        const row = document.createElementNS(NS, "g");
        row.setAttribute("role", "row");
        row.append(...cells);
        return row;
      }));
    }
    grid.setAttribute("aria-label", scene.label || "board");
  }
  if (!reduceMotion()) {
    for (const [node, kind, before, after] of changed) {
      node.style.transformBox = "fill-box";
      node.style.transformOrigin = "center";
      if (kind === "pop") {
        node.animate([{ transform: "scale(0.2)", opacity: 0.3 }, { transform: "scale(1)", opacity: 1 }],
                     { duration: 180, easing: "ease-out" });
      } else {
        node.animate([
          { transform: "scaleX(1)", fill: before },
          { transform: "scaleX(0.05)", fill: before, offset: 0.5 },
          { transform: "scaleX(0.05)", fill: after, offset: 0.501 },
          { transform: "scaleX(1)", fill: after },
        ], { duration: 380, easing: "ease-in-out" });
      }
    }
  }
  return fills;
}

function render({ model, el }) {
  el.classList.add("gl-board-view");
  const frame = document.createElement("div");
  frame.className = "gl-bv-frame";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("class", "gl-bv-svg");
  svg.setAttribute("role", "presentation");
  const art = document.createElementNS(NS, "g");  // the picture, under the squares
  art.setAttribute("aria-hidden", "true");
  // the squares: one ARIA grid of rows of cells, drawn as transparent rects over the picture
  const grid = document.createElementNS(NS, "g");
  grid.setAttribute("role", "grid");
  grid.setAttribute("class", "gl-bv-grid");
  grid.setAttribute("tabindex", "-1");  // Chromium puts an SVG grid in the tab order: its cells are
  const keys = document.createElement("p");
  keys.className = "gl-bv-sr gl-bv-keys";
  keys.id = `gl-bv-keys-${Math.random().toString(36).slice(2)}`;
  grid.setAttribute("aria-describedby", keys.id);
  // what changed, read out by screen readers (a polite live region is read when they pause)
  const live = document.createElement("div");
  live.className = "gl-bv-sr gl-bv-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  const ring = document.createElementNS(NS, "g");  // the focus ring: dark and light, ≥ 3:1 on any square
  ring.setAttribute("class", "gl-bv-ring");
  ring.setAttribute("aria-hidden", "true");
  ring.innerHTML = '<rect class="gl-bv-ring-out"/><rect class="gl-bv-ring-in"/>'
    + '<polygon class="gl-bv-ring-out"/><polygon class="gl-bv-ring-in"/>';
  const clock = document.createElement("div");
  clock.className = "gl-bv-clock";
  clock.innerHTML = '<div class="gl-bv-clock-bar"></div><span class="gl-bv-clock-text"></span>';
  const busy = document.createElement("div");
  busy.className = "gl-bv-busy";
  busy.innerHTML = '<span class="gl-bv-dot"></span><span class="gl-bv-busy-text"></span>';
  svg.append(art, grid);
  frame.append(svg, busy, clock, keys, live);
  el.appendChild(frame);

  let fills = new Map();
  let playing = null;
  let focusName = null;   // the square holding the roving tab stop
  let before1 = null;     // the square focused before a selection's choices appeared
  // whether the board holds the keyboard's focus: set when a square takes it, cleared only when
  // the person moves it elsewhere (Tab, a click outside the board) -- not when a redraw takes
  // the focused square away -- so the focus comes back to the board after any redraw
  let holdsFocus = false;
  const lostToBody = () => holdsFocus && (!document.activeElement || document.activeElement === document.body);

  const hits = () => [...grid.querySelectorAll(".gl-hit")];
  const layerOne = () => hits().filter((h) => h.dataset.layer === "1" && h.classList.contains("gl-hit-on"));
  // the squares the arrows move between: a selection's choices while there are some
  const moving = () => { const choices = layerOne(); return choices.length ? choices : hits(); };
  const named = (name) => hits().find((h) => h.dataset.target === name) || null;

  const placeRing = () => {
    const focused = grid.contains(document.activeElement) ? document.activeElement : null;
    if (!focused || !focused.matches(":focus-visible")) { ring.style.display = "none"; return; }
    const x = +focused.getAttribute("x"), y = +focused.getAttribute("y");
    const w = +focused.getAttribute("width"), h = +focused.getAttribute("height");
    const unit = svg.viewBox.baseVal.width / Math.max(1, svg.getBoundingClientRect().width);
    const out = 3 * unit, inner = 1.5 * unit;  // 3 CSS px dark, 1.5 CSS px light inside it
    const [a, b, polyA, polyB] = ring.children;
    const corners = focused.localName === "polygon" ? focused.getAttribute("points") : null;
    for (const node of [a, b]) node.style.display = corners ? "none" : "";
    for (const node of [polyA, polyB]) node.style.display = corners ? "" : "none";
    if (corners) {  // a polygon's ring: its own outline, dark outside, light inside it
      const cx = x + w / 2, cy = y + h / 2;
      for (const [node, inset, width] of [[polyA, out / 2, out], [polyB, out + inner / 2, inner]]) {
        const shrink = (px, py) => {  // each corner moved `inset` towards the centre
          const d = Math.hypot(px - cx, py - cy) || 1;
          return `${px - (px - cx) * inset / d},${py - (py - cy) * inset / d}`;
        };
        node.setAttribute("points", corners.trim().split(/\s+/)
          .map((pair) => shrink(...pair.split(",").map(Number))).join(" "));
        node.setAttribute("stroke-width", width);
      }
    }
    for (const [node, inset, width] of [[a, out / 2, out], [b, out + inner / 2, inner]]) {
      node.setAttribute("x", x + inset); node.setAttribute("y", y + inset);
      node.setAttribute("width", Math.max(0, w - 2 * inset));
      node.setAttribute("height", Math.max(0, h - 2 * inset));
      node.setAttribute("stroke-width", width);
    }
    svg.appendChild(ring);
    ring.style.display = "";
  };

  // one tab stop: the focused square (or the first playable one, or the first square)
  const rove = () => {
    const all = hits();
    if (!all.length) return null;
    const choices = layerOne();
    let keep = named(focusName);
    if (choices.length && !(keep && choices.includes(keep))) keep = choices[0];
    if (!keep) keep = all.find((h) => h.classList.contains("gl-hit-on")) || all[0];
    for (const h of all) h.setAttribute("tabindex", h === keep ? "0" : "-1");
    focusName = keep.dataset.target;
    return keep;
  };

  const show = (animate) => {
    if (playing) return;  // a sowing in progress ends on the current scene
    const hadFocus = grid.contains(document.activeElement) || lostToBody();
    const hadChoices = layerOne().length > 0;
    fills = draw(svg, art, grid, model.get("scene"), fills, animate);
    const choices = layerOne();
    if (choices.length && !hadChoices) before1 = focusName;       // choices appeared
    if (!choices.length && hadChoices && before1) { focusName = before1; before1 = null; }
    const keep = rove();
    if (hadFocus && keep) keep.focus({ preventScroll: true });
    placeRing();
  };
  let framesKey = "";
  const play = () => {
    const frames = model.get("frames") || [];
    const key = model.get("frames_key");
    const done = () => {
      if (key) model.send({ type: "frames-done", key });
    };
    if (playing && key === framesKey && frames.length) {
      return;  // the same sowing with more frames added: it plays on to the end of the new list
    }
    if (playing) clearInterval(playing);
    playing = null;
    framesKey = key;
    if (!key) { show(false); return; }  // no frames to play (Python has seen the last ones shown)
    if (!frames.length || reduceMotion()) { show(false); done(); return; }
    let k = 0;
    draw(svg, art, grid, frames[0], new Map(), false, true);
    playing = setInterval(() => {
      k += 1;
      const now = model.get("frames") || [];
      if (k >= now.length || model.get("frames_key") !== key) {
        clearInterval(playing);
        playing = null;
        show(false);
        done();
      } else {
        draw(svg, art, grid, now[k], new Map(), false, true);
      }
    }, model.get("frame_ms"));
  };
  const thinking = () => {
    busy.querySelector(".gl-bv-busy-text").textContent = model.get("busy_text");
    frame.classList.toggle("gl-bv-is-busy", model.get("busy"));
  };
  const announce = () => {
    // emptied first, so the same words said twice are read twice
    live.textContent = "";
    const words = model.get("announcement");
    setTimeout(() => { live.textContent = words; }, 60);
  };
  const describeKeys = () => { keys.textContent = (model.get("scene") || {}).keys || ""; };
  // the per-move clock: counts down while a person is to move, then says "timeout" once
  let ticking = null;
  const startClock = () => {
    if (ticking) clearInterval(ticking);
    ticking = null;
    const seconds = model.get("clock_s");
    clock.style.display = seconds > 0 ? "block" : "none";
    if (!(seconds > 0)) return;
    const key = model.get("clock_key");
    const end = Date.now() + seconds * 1000;
    const show = () => {
      const left = Math.max(0, end - Date.now());
      clock.querySelector(".gl-bv-clock-bar").style.width = `${(100 * left) / (seconds * 1000)}%`;
      clock.querySelector(".gl-bv-clock-text").textContent = `${Math.ceil(left / 1000)} s`;
      if (left === 0) {
        clearInterval(ticking);
        ticking = null;
        model.send({ type: "timeout", key });
      }
    };
    show();
    ticking = setInterval(show, 200);
  };
  svg.addEventListener("click", (event) => {
    const hit = event.target.closest && event.target.closest(".gl-hit");
    if (!hit) return;
    focusName = hit.dataset.target;
    rove();
    if (hit.classList.contains("gl-hit-on")) model.send({ type: "click", target: hit.dataset.target });
  });
  grid.addEventListener("focusin", (event) => {
    const hit = event.target.closest && event.target.closest(".gl-hit");
    if (hit) { focusName = hit.dataset.target; rove(); }
    holdsFocus = true;
    placeRing();
  });
  grid.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !grid.contains(event.relatedTarget)) holdsFocus = false;
    setTimeout(placeRing, 0);
  });
  // a press anywhere outside the board: the person has moved on
  const pressedOutside = (event) => { if (!el.contains(event.target)) holdsFocus = false; };
  document.addEventListener("pointerdown", pressedOutside, true);
  // A button of the board's own panel that turns disabled while focused (Undo back to the
  // start, "AI move" once the game is over) drops the focus to <body>: it goes to the board.
  const host = () => el.closest(".gl-board");
  let lastInPanel = null;
  const panelFocus = (event) => { lastInPanel = event.target; };
  const panel = new MutationObserver(() => {
    const now = document.activeElement;
    if (lastInPanel && lastInPanel.disabled && (!now || now === document.body || now === lastInPanel)) {
      lastInPanel = null;
      const keep = rove();
      if (keep) { keep.focus({ preventScroll: true }); placeRing(); }
    }
  });
  const watchPanel = () => {
    const box = host();
    if (!box) return false;
    box.addEventListener("focusin", panelFocus);
    panel.observe(box, { attributes: true, attributeFilter: ["disabled"], subtree: true });
    return true;
  };
  // the board view is drawn before the box around it is in the page: look again until it is
  let panelTries = 0;
  const findPanel = () => { if (!watchPanel() && panelTries++ < 50) setTimeout(findPanel, 200); };
  findPanel();
  // the keys are the board's own: stopped here, so JupyterLab's shortcuts (arrows move
  // between cells, Enter edits one) do not act on them as well
  grid.addEventListener("keydown", (event) => {
    const current = event.target.closest && event.target.closest(".gl-hit");
    if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
    let handled = true;
    if (ARROWS[event.key]) {
      const [dx, dy] = ARROWS[event.key];
      const choices = layerOne();
      const among = choices.length ? choices : hits();
      let next;
      if (choices.length) {
        // a selection's choices: the one that way (Ô ăn quan's arrows point left and right),
        // or else the next one round
        next = neighbour(choices, current, dx, dy);
        if (!next) {
          const sorted = choices.sort((a, b) => centre(a).x - centre(b).x || centre(a).y - centre(b).y);
          const at = Math.max(0, sorted.indexOf(current));
          next = sorted[(at + (dx + dy > 0 ? 1 : sorted.length - 1)) % sorted.length];
        }
      } else {
        next = neighbour(among, current, dx, dy);
      }
      if (next) {
        focusName = next.dataset.target;
        rove();
        next.focus();
        placeRing();
      }
    } else if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
      if (current.classList.contains("gl-hit-on")) {
        model.send({ type: "click", target: current.dataset.target });
      }
    } else if (event.key === "Escape") {
      model.send({ type: "cancel" });
    } else if (event.key === "Home" || event.key === "End") {
      const all = moving();
      const next = event.key === "Home" ? all[0] : all[all.length - 1];
      focusName = next.dataset.target;
      rove();
      next.focus();
      placeRing();
    } else {
      handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  model.on("change:scene", () => { show(true); describeKeys(); });
  model.on("change:frames", play);
  model.on("change:frames_key", play);
  model.on("change:busy", thinking);
  model.on("change:busy_text", thinking);
  model.on("change:announcement", announce);
  model.on("change:clock_key", startClock);
  model.on("change:clock_s", startClock);
  show(false);
  describeKeys();
  thinking();
  startClock();
  model.send({ type: "ready" });
  return () => {
    if (playing) clearInterval(playing);
    if (ticking) clearInterval(ticking);
    document.removeEventListener("pointerdown", pressedOutside, true);
    panel.disconnect();
    const box = host();
    if (box) box.removeEventListener("focusin", panelFocus);
  };
}

export default { render };
