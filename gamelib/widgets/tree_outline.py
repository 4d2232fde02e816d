"""A game tree a screen reader can walk: the WAI-ARIA tree pattern (issue 51, item 5).

A picture of a tree says nothing to a screen reader but "image". :class:`TreeOutline` shows the
same tree as an outline -- a ``role=tree`` of ``treeitem`` s, each node's children in the
``role=group`` that follows it (so a node's name is its own words, not its subtree's), each with
its ``aria-level`` and ``aria-expanded`` -- that is one tab stop with a roving focus, as
the WAI-ARIA Authoring Practices' tree view: Up and Down move to the previous and next node
shown, Right opens a node or goes to its first child, Left closes it or goes to its parent,
Home and End go to the first and last node, Enter or Space acts on a node (the practice marks
the branch into it as pruned). Each node says its name, depth, MAX or MIN, and what the search
has seen of it (its window, its value, "pruned"), in the lesson's language. Lichess's blind mode
is the model: the same facts as the picture, read one at a time.

The outline's keys stop at it, so JupyterLab's command mode (arrows move between cells) does not
act on them as well.

>>> outline = TreeOutline([{"id": "1", "parent": None, "label": "node 1, depth 0, MAX"},
...                        {"id": "2", "parent": "1", "label": "node 2, depth 1, MIN"}],
...                       label="the search tree")
>>> acted = []
>>> outline.on_activate(acted.append)
>>> outline.receive({"type": "activate", "id": "2"}); acted
['2']
>>> outline.receive({"type": "activate", "id": "9"}); acted   # no such node: nothing
['2']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

_ESM = """
// The WAI-ARIA tree pattern: one tab stop, a roving focus, arrows to parent, child and sibling.
// Each node's children are in a group just after it, so a node's name is its own words only.
function render({ model, el }) {
  el.classList.add("gl-outline");
  const tree = document.createElement("div");
  tree.setAttribute("role", "tree");
  tree.className = "gl-outline-tree";
  tree.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab: these keys are ours
  el.appendChild(tree);
  const closed = new Set();   // the nodes the person closed (all open at first)
  let current = null;         // the id holding the tab stop
  const items = () => [...tree.querySelectorAll("[role=treeitem]")];
  const shown = () => items().filter((it) => !it.closest("[role=group].gl-outline-closed"));
  const groupOf = (it) => (it.getAttribute("aria-expanded") ? it.nextElementSibling : null);
  const parentOf = (it) => { const g = it.parentElement.closest("[role=group]");
                             return g ? g.previousElementSibling : null; };
  const rove = (it, focus) => {
    for (const other of items()) other.setAttribute("tabindex", other === it ? "0" : "-1");
    if (!it) return;
    current = it.dataset.id;
    if (focus) { it.focus({ preventScroll: true }); it.scrollIntoView({ block: "nearest" }); }
  };
  const setOpen = (it, open) => {
    it.setAttribute("aria-expanded", open ? "true" : "false");
    groupOf(it).classList.toggle("gl-outline-closed", !open);
    if (open) closed.delete(it.dataset.id); else closed.add(it.dataset.id);
  };
  const build = () => {
    const hadFocus = tree.contains(document.activeElement);
    const list = model.get("items") || [];
    tree.setAttribute("aria-label", model.get("label") || "tree");
    const kids = new Map();
    for (const item of list) {
      const parent = item.parent === null || item.parent === undefined ? "" : String(item.parent);
      if (!kids.has(parent)) kids.set(parent, []);
      kids.get(parent).push(item);
    }
    const made = new Map();
    const grow = (holder, parent, level) => {
      const row = kids.get(parent) || [];
      row.forEach((item, k) => {
        const it = document.createElement("div");
        it.setAttribute("role", "treeitem");
        it.setAttribute("aria-level", String(level));
        it.setAttribute("aria-setsize", String(row.length));
        it.setAttribute("aria-posinset", String(k + 1));
        it.setAttribute("tabindex", "-1");
        it.className = "gl-outline-item" + (item.state ? " gl-outline-" + item.state : "");
        it.dataset.id = String(item.id);
        it.textContent = item.label;
        if (item.active === false) it.setAttribute("aria-disabled", "true");
        holder.appendChild(it);
        made.set(String(item.id), it);
        if (kids.has(String(item.id))) {
          const group = document.createElement("div");
          group.setAttribute("role", "group");
          holder.appendChild(group);
          it.setAttribute("aria-expanded", "true");
          grow(group, String(item.id), level + 1);
          if (closed.has(String(item.id))) setOpen(it, false);
        }
      });
    };
    tree.replaceChildren();
    grow(tree, "", 1);
    const keep = (current !== null && made.get(current)) || items()[0] || null;
    rove(keep, hadFocus);
  };
  const move = (it) => { if (it) rove(it, true); };
  tree.addEventListener("keydown", (event) => {
    const it = event.target.closest && event.target.closest("[role=treeitem]");
    if (!it || event.altKey || event.ctrlKey || event.metaKey) return;
    const visible = shown();
    const at = visible.indexOf(it);
    const open = it.getAttribute("aria-expanded");
    let handled = true;
    if (event.key === "ArrowDown") move(visible[at + 1]);
    else if (event.key === "ArrowUp") move(visible[at - 1]);
    else if (event.key === "Home") move(visible[0]);
    else if (event.key === "End") move(visible[visible.length - 1]);
    else if (event.key === "ArrowRight") {
      if (open === "false") setOpen(it, true);
      else if (open === "true") move(groupOf(it).querySelector("[role=treeitem]"));
    } else if (event.key === "ArrowLeft") {
      if (open === "true") setOpen(it, false);
      else move(parentOf(it));
    } else if (event.key === "Enter" || event.key === " " || event.key === "Spacebar") {
      if (it.getAttribute("aria-disabled") !== "true") model.send({ type: "activate", id: it.dataset.id });
    } else handled = false;
    if (handled) { event.preventDefault(); event.stopPropagation(); }
  });
  tree.addEventListener("click", (event) => {
    const it = event.target.closest && event.target.closest("[role=treeitem]");
    if (it) rove(it, true);
  });
  model.on("change:items", build);
  model.on("change:label", build);
  build();
}
export default { render };
"""

_CSS = """
.gl-outline { width: 100%; }
.gl-outline-tree { max-height: 240px; overflow: auto; margin: 4px 0; padding: 4px 8px;
  border: 1px solid #8a8a8a; border-radius: 4px; font: 13px/1.5 var(--jp-ui-font-family, sans-serif);
  color: #1f1f1f; background: #ffffff; }
.gl-outline-tree [role=group] { padding-left: 18px; }
.gl-outline-tree .gl-outline-closed { display: none; }
.gl-outline-item::before { content: "• "; color: #595959; }
.gl-outline-item[aria-expanded=true]::before { content: "▾ "; }
.gl-outline-item[aria-expanded=false]::before { content: "▸ "; }
.gl-outline-item:focus { outline: 3px solid #1a4d8f; outline-offset: 1px; background: #e8f0fb; }
.gl-outline-pruned, .gl-outline-marked { color: #8a1c16; }
"""


class TreeOutline(anywidget.AnyWidget):
    """A tree as a WAI-ARIA tree view. ``items``: the nodes in pre-order, each a dict with
    ``id``, ``parent`` (None at the root) and ``label`` (what a screen reader says of it), and
    optionally ``active`` (False: Enter does nothing) and ``state`` (a CSS hint: "pruned",
    "marked"); ``label``: the tree's name."""

    _esm = _ESM
    _css = _CSS
    items = traitlets.List().tag(sync=True)
    label = traitlets.Unicode().tag(sync=True)

    def __init__(self, items: Sequence[dict[str, Any]] = (), *, label: str = "", **kwargs: Any):
        super().__init__(items=list(items), label=label, **kwargs)
        self._handlers: list[Callable[[str], None]] = []
        self.on_msg(lambda _w, content, _b: self.receive(content))

    def on_activate(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(id)`` when Enter or Space is pressed on a node that acts."""
        self._handlers.append(handler)

    def receive(self, content: Any) -> None:
        """A message from the browser (checked: a known node that acts)."""
        if not isinstance(content, dict) or content.get("type") != "activate":
            return
        node = content.get("id")
        item = next((i for i in self.items if str(i["id"]) == node), None)
        if item is None or item.get("active") is False:
            return
        for handler in self._handlers:
            handler(str(node))
