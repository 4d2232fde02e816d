"""Names for the parts of ipywidgets that come without one, and scroll areas a keyboard can reach.

ipywidgets draws a slider's handle as a ``div role=slider`` that its visible label is not tied
to, and the Play widget's buttons as bare icons: axe-core reports both (WCAG 4.1.2, "name, role,
value"), and a screen reader reads "slider" and "button" with nothing else. Those elements are
made by ipywidgets' own front end, so their names are given in the browser: an
:class:`AccessibleNames` added to a widget's children names, inside that widget, every slider by
its label and every Play button by what it does, in the lesson's language, and gives the part of
the page it sits in the lesson's language (``lang``), which Voilà's page takes too.

A box that scrolls (a wide tree, a long table) must be reachable from the keyboard and say what
it holds (WCAG 2.1.1): :func:`scroll_region` wraps its HTML in a focusable, named region.

Two things the helper does for a student at the keyboard (issue 51, item 4):

- A "Check" that reads text boxes must check what they hold when it is pressed. ipywidgets
  sends a text box's last keystroke after the one before it has been answered, and a button's
  click at once: typed and checked at machine speed, "-8" reached the kernel as "-". With
  :meth:`AccessibleNames.submits`, the click is caught in the browser and sent with what the
  boxes hold at that instant (the same order of messages in Lab, Voilà and anywhere else).
- A drop-down menu's arrow keys are its own: JupyterLab's command mode (arrows move between
  cells) leaves alone an element marked ``data-lm-suppress-shortcuts``, as every ``select`` in
  the host is.

>>> names = AccessibleNames()
>>> sorted(names.buttons)
['pause', 'play', 'repeat', 'stop']
>>> scroll_region("<svg></svg>", "the search tree", max_height=560).startswith('<div class="gl-scroll"')
True
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from gamelib.i18n import current_language, tr

_ESM = """
// Name what ipywidgets leaves unnamed, inside the widget this helper is a child of.
const ICONS = {play: "fa-play", pause: "fa-pause", stop: "fa-stop", repeat: "fa-retweet"};
function name(host, model) {
  const buttons = model.get("buttons");
  for (const slider of host.querySelectorAll(".widget-slider, .jupyter-widget-slider")) {
    const words = (slider.querySelector(".widget-label") || {}).textContent || model.get("slider");
    for (const handle of slider.querySelectorAll("[role=slider]")) {
      if (handle.getAttribute("aria-label") !== words) handle.setAttribute("aria-label", words.trim());
    }
  }
  for (const button of host.querySelectorAll(".widget-play button")) {
    for (const [what, icon] of Object.entries(ICONS)) {
      if (button.querySelector("." + icon) && button.getAttribute("aria-label") !== buttons[what]) {
        button.setAttribute("aria-label", buttons[what]);
        button.setAttribute("title", buttons[what]);
      }
    }
  }
  // a tree wider than its box: show the current node (its halo), or else the root (the
  // topmost node: a group with a tooltip), not the box's left edge
  for (const box of host.querySelectorAll(".gl-scroll[data-follow]")) {
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    const svg = box.querySelector("svg");
    if (!svg) continue;
    let mark = svg.querySelector('circle[fill="#ffb703"][r="27"]');  // not the legend's
    if (!mark) {
      let top = Infinity;
      for (const title of svg.querySelectorAll("g > title")) {
        const y = title.parentNode.getBoundingClientRect().top;
        if (y < top - 0.5) { top = y; mark = title.parentNode; }
      }
    }
    if (!mark) continue;
    const r = mark.getBoundingClientRect();
    const centre = r.left + r.width / 2 - box.getBoundingClientRect().left + box.scrollLeft;
    const left = Math.max(0, Math.min(box.scrollWidth - box.clientWidth, centre - box.clientWidth / 2));
    const at = centre - box.scrollLeft;  // kept in the middle half; a node near an edge is moved
    const seen = at > box.clientWidth / 4 && at < box.clientWidth * 3 / 4;
    if (!box.dataset.followed || !seen) {
      box.scrollLeft = left;
      box.dataset.followed = "1";
    }
  }
  // what a step or a check says is read out when it changes (a polite live region)
  for (const live of host.querySelectorAll(".gl-live")) {
    if (!live.hasAttribute("aria-live")) {
      live.setAttribute("role", "status");
      live.setAttribute("aria-live", "polite");
    }
  }
  // a menu's arrow keys choose in it: JupyterLab's command mode (arrows move between cells)
  // skips an element so marked
  for (const menu of host.querySelectorAll("select:not([data-lm-suppress-shortcuts])")) {
    menu.setAttribute("data-lm-suppress-shortcuts", "true");
  }
  const lang = model.get("lang");
  if (lang && host.getAttribute("lang") !== lang) host.setAttribute("lang", lang);
  // a Voila app shows one lesson: the page speaks its language
  if (document.querySelector("#rendered_cells")) {
    if (lang && document.documentElement.lang !== lang) document.documentElement.lang = lang;
    // and its title says what it is (the lesson's heading), not the notebook's file name
    const heading = document.querySelector("#rendered_cells h1");
    const title = heading && heading.textContent.replace(/¶$/, "").trim();
    if (title && document.title !== title + " · gamelib") document.title = title + " · gamelib";
  }
}
// What a field holds now, read from the page (a text box, a checkbox, toggle buttons).
function fieldValue(box) {
  const input = box.matches("input, textarea") ? box : box.querySelector("input, textarea");
  if (input && input.type === "checkbox") return { checked: input.checked };
  if (input) return { text: input.value };
  const toggles = box.querySelectorAll("button");
  if (toggles.length) {
    const on = box.querySelector("button.mod-active");
    return { index: on ? parseInt(on.value, 10) : null };
  }
  return null;
}
// A click on a submitting button (model "submit": its CSS class -> the fields' classes) is
// caught before ipywidgets sends it, and sent with what the fields hold at that instant.
function submitter(host, model) {
  return (event) => {
    const forms = model.get("submit") || {};
    for (const [button, fields] of Object.entries(forms)) {
      const pressed = event.target.closest && event.target.closest("." + button);
      if (!pressed || !host.contains(pressed)) continue;
      if (pressed.disabled) return;
      event.stopPropagation();
      event.preventDefault();
      const values = {};
      for (const field of fields) {
        const box = host.querySelector("." + field);
        const value = box && fieldValue(box);
        if (value) values[field] = value;
      }
      model.send({ type: "submit", button, values });
      return;
    }
  };
}
function render({ model, el }) {
  el.style.display = "none";
  let host = null, pending = false;
  const again = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; if (host) name(host, model); });
    setTimeout(() => { if (host) name(host, model); }, 500);  // once the layout has settled
  };
  const watch = new MutationObserver(again);
  const sized = new ResizeObserver(again);  // a box that starts to scroll once laid out
  // the helper is drawn before or after its siblings: find the host once it is in the page
  const find = () => {
    host = el.closest(".gl-names-host") || el.parentElement;
    if (!host || !document.body.contains(host)) { setTimeout(find, 100); return; }
    watch.observe(host, { childList: true, subtree: true });
    sized.observe(host);
    host.addEventListener("click", submit, true);  // (capture: before ipywidgets' own)
    host.addEventListener("focusin", focused);
    rescue.observe(host, { attributes: true, attributeFilter: ["disabled"], subtree: true });
    name(host, model);
  };
  // a control that turns disabled while it has the keyboard's focus (a quiz's last "Next")
  // drops the focus to the page's <body>: it goes to the nearest control before it instead
  let lastIn = null;
  const focused = (event) => { lastIn = event.target; };
  const rescue = new MutationObserver(() => {
    const now = document.activeElement;
    if (!lastIn || !lastIn.disabled || (now && now !== document.body && now !== lastIn)) return;
    if (lastIn.closest(".gl-board")) return;  // a board's panel: its own view gives the focus back to the board
    const all = [...host.querySelectorAll('button, input, select, textarea, [tabindex="0"]')]
      .filter((e) => !e.disabled && e.offsetParent !== null);
    const before = all.filter((e) => e.compareDocumentPosition(lastIn) & Node.DOCUMENT_POSITION_FOLLOWING);
    const target = before.length ? before[before.length - 1] : all[0];
    lastIn = null;
    if (target) target.focus({ preventScroll: true });
  });
  const submit = submitter({ contains: (node) => !!host && host.contains(node),
                             querySelector: (css) => host && host.querySelector(css) }, model);
  find();
  model.on("change", again);
  return () => {
    watch.disconnect(); sized.disconnect(); rescue.disconnect();
    if (host) { host.removeEventListener("click", submit, true); host.removeEventListener("focusin", focused); }
  };
}
export default { render };
"""


class AccessibleNames(anywidget.AnyWidget):
    """An invisible helper: add it to a box's children, and the class :attr:`HOST` to the box,
    and the box's sliders and Play buttons get their names (and the box the lesson's ``lang``)."""

    _esm = _ESM
    # an HTML widget's content may shrink to its box, so a region inside it scrolls (rather
    # than spilling over the widgets beside it)
    _css = """
.gl-names-host .widget-html > .widget-html-content { min-width: 0; max-width: 100%; }
/* a checkbox whose label must be read whole (ipywidgets cuts a label to one line with "…") */
.gl-names-host .gl-wrap-label .widget-label-basic { white-space: normal; overflow: visible;
  line-height: 1.3; }
/* the keyboard's focus, seen on every control: 3 px dark blue (8:1 on white) drawn inside
   the control (a box that clips, as toggle buttons' does, cannot cut it off) with white
   inside it (for coloured buttons), where ipywidgets draws 1 px at about 2:1 */
.gl-names-host :is(button, select, input, textarea, [role=slider], .gl-scroll):focus-visible {
  outline: 3px solid #1a4d8f !important; outline-offset: -3px;
  box-shadow: inset 0 0 0 5px #ffffff !important; }
"""
    buttons = traitlets.Dict().tag(sync=True)
    slider = traitlets.Unicode().tag(sync=True)
    lang = traitlets.Unicode().tag(sync=True)
    #: a submitting button's CSS class -> its fields' CSS classes (see :meth:`submits`)
    submit = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self._forms: dict[str, tuple[widgets.Button, dict[str, widgets.Widget]]] = {}
        self.on_msg(self._message)
        self.speak(lang or current_language())

    def submits(self, button: widgets.Button, fields: Sequence[widgets.Widget]) -> None:
        """In a browser, ``button``'s click carries what ``fields`` (text boxes, checkboxes,
        toggle buttons; each with a CSS class of its own, starting ``gl-``) hold at that
        instant: they are set to it, then the click's handlers run.

        >>> names = AccessibleNames()
        >>> box = widgets.Text(); _ = box.add_class("gl-demo-box")
        >>> check = widgets.Button(); _ = check.add_class("gl-demo-check")
        >>> seen = []; check.on_click(lambda _: seen.append(box.value))
        >>> names.submits(check, [box])
        >>> names.submit
        {'gl-demo-check': ['gl-demo-box']}
        >>> names.receive({"type": "submit", "button": "gl-demo-check",
        ...                "values": {"gl-demo-box": {"text": "-8"}}})
        >>> seen
        ['-8']
        """
        key = _css_class(button)
        named = {_css_class(field): field for field in fields}
        self._forms[key] = (button, named)
        self.submit = {**self.submit, key: list(named)}

    def receive(self, content: Any) -> None:
        """A message from the browser: a submitting click, with what its fields held (checked
        before use: only fields of that button, values of the field's own kind)."""
        if not isinstance(content, dict) or content.get("type") != "submit":
            return
        form = self._forms.get(content.get("button"))
        values = content.get("values")
        if form is None or not isinstance(values, dict):
            return
        button, named = form
        if button.disabled:
            return
        for css, given in values.items():
            field = named.get(css)
            if field is None or not isinstance(given, dict) or getattr(field, "disabled", False):
                continue
            _set_field(field, given)
        button.click()

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.receive(content)

    def speak(self, lang: str) -> None:
        """Name everything in ``lang`` ("en" or "vi")."""
        with self.hold_sync():
            self.buttons = {what: tr(what, lang) for what in ("play", "pause", "stop", "repeat")}
            self.slider = tr("step", lang)
            self.lang = lang

    #: the CSS class of the box whose parts are named (the helper is one of its children)
    HOST = "gl-names-host"


def _css_class(widget: widgets.Widget) -> str:
    """The widget's own CSS class (the first one starting ``gl-``)."""
    for css in widget._dom_classes:
        if css.startswith("gl-"):
            return css
    raise ValueError(f"{type(widget).__name__} has no CSS class starting 'gl-': add one with "
                     "widget.add_class('gl-...') so the browser can find it")


#: the longest text a submitted box may hold (a table row of windows is far shorter)
MAX_TEXT = 500


def _set_field(field: widgets.Widget, given: dict[str, Any]) -> None:
    """Set ``field`` to what the browser said it held (a value of the wrong kind is ignored)."""
    if isinstance(field, widgets.Checkbox):
        if isinstance(given.get("checked"), bool):
            field.value = given["checked"]
    elif isinstance(field, widgets.ToggleButtons):
        index = given.get("index", -1)
        if index is None or (isinstance(index, int) and 0 <= index < len(field.options)):
            field.index = index
    elif isinstance(field, (widgets.Text, widgets.Textarea)):
        text = given.get("text")
        if isinstance(text, str) and len(text) <= MAX_TEXT:
            field.value = text


def scroll_region(inner: str, label: str, *, max_height: int | None = None,
                  follow: bool = False) -> str:
    """``inner`` HTML in a box that scrolls when it is bigger, reachable with Tab (then the
    arrow keys scroll it) and named ``label`` for a screen reader.

    ``follow``: a tree wider than the box is scrolled (by :class:`AccessibleNames`, in the
    box's widget) to show its current node, or its middle, where the root is, before the
    search starts, instead of its left edge.
    """
    limit = f"max-height:{max_height}px;" if max_height else ""
    return (f'<div class="gl-scroll"{" data-follow" if follow else ""} tabindex="0" role="region" '
            f'aria-label="{html.escape(label)}" style="overflow:auto;max-width:100%;{limit}">'
            f'{inner}</div>')
