// gamelib's board view: draws a scene (see gamelib/viz/scenes.py) as SVG and reports clicks.
// A pure renderer: rules, legality and the AI stay in Python. It animates what changed between
// two scenes (a disc that turned over, a piece put down) and plays a list of frames (sowing).
const NS = "http://www.w3.org/2000/svg";
const reduceMotion = () =>
  window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function shapeElement(shape) {
  const node = document.createElementNS(NS, shape.t);
  for (const [name, value] of Object.entries(shape.a)) node.setAttribute(name, value);
  if (shape.text !== undefined) node.textContent = shape.text;
  return node;
}

// Click targets keep their elements from one scene to the next (by name), so hover, focus
// and anything holding on to a square survive a redraw.
const targetsOf = new WeakMap();

function draw(svg, scene, previous, animate, frame = false) {
  svg.setAttribute("viewBox", `0 0 ${scene.width} ${scene.height}`);
  svg.setAttribute("aria-label", scene.label || "board");
  svg.style.maxWidth = `${scene.px}px`;
  const fills = new Map();
  const fragment = document.createDocumentFragment();
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
    fragment.appendChild(node);
  }
  const before = targetsOf.get(svg) || new Map();
  const now = new Map();
  for (const target of scene.targets || []) {
    let hit = before.get(target.name);
    if (!hit) {
      hit = document.createElementNS(NS, "rect");
      hit.appendChild(document.createElementNS(NS, "title"));
    }
    for (const name of ["x", "y"]) hit.setAttribute(name, target[name]);
    hit.setAttribute("width", target.w);
    hit.setAttribute("height", target.h);
    hit.setAttribute("class", `gl-hit ${target.cls} ${target.on ? "gl-hit-on" : "gl-hit-off"}`);
    hit.dataset.target = target.name;
    hit.dataset.piece = (scene.pieces || {})[target.name] || "";
    hit.firstChild.textContent = target.title;
    now.set(target.name, hit);
    fragment.appendChild(hit);
  }
  if (!frame) targetsOf.set(svg, now);  // a sowing frame has no targets: keep the board's
  svg.replaceChildren(fragment);
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
  svg.setAttribute("role", "img");
  const clock = document.createElement("div");
  clock.className = "gl-bv-clock";
  clock.innerHTML = '<div class="gl-bv-clock-bar"></div><span class="gl-bv-clock-text"></span>';
  const busy = document.createElement("div");
  busy.className = "gl-bv-busy";
  busy.innerHTML = '<span class="gl-bv-dot"></span><span class="gl-bv-busy-text"></span>';
  frame.append(svg, busy, clock);
  el.appendChild(frame);

  let fills = new Map();
  let playing = null;
  const show = (animate) => {
    if (playing) return;  // a sowing in progress ends on the current scene
    fills = draw(svg, model.get("scene"), fills, animate);
  };
  const play = () => {
    const frames = model.get("frames") || [];
    if (playing) clearInterval(playing);
    playing = null;
    if (!frames.length || reduceMotion()) { show(false); return; }
    let k = 0;
    draw(svg, frames[0], new Map(), false, true);
    playing = setInterval(() => {
      k += 1;
      if (k >= frames.length) {
        clearInterval(playing);
        playing = null;
        show(false);
      } else {
        draw(svg, frames[k], new Map(), false, true);
      }
    }, model.get("frame_ms"));
  };
  const thinking = () => {
    busy.querySelector(".gl-bv-busy-text").textContent = model.get("busy_text");
    frame.classList.toggle("gl-bv-is-busy", model.get("busy"));
  };
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
    const hit = event.target.closest && event.target.closest(".gl-hit-on");
    if (hit) model.send({ type: "click", target: hit.dataset.target });
  });
  model.on("change:scene", () => show(true));
  model.on("change:frames", play);
  model.on("change:busy", thinking);
  model.on("change:busy_text", thinking);
  model.on("change:clock_key", startClock);
  model.on("change:clock_s", startClock);
  show(false);
  thinking();
  startClock();
  return () => {
    if (playing) clearInterval(playing);
    if (ticking) clearInterval(ticking);
  };
}

export default { render };
