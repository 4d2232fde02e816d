"""Board scenes: what a board shows, as data a browser draws as SVG.

A *scene* is a plain dict, so it travels to the browser as JSON and tests can read it:

``width``, ``height``
    the drawing's coordinate system (SVG ``viewBox``);
``px``
    the width in CSS pixels the board is drawn at when the page has room (it shrinks to fit
    narrower pages and never clips);
``shapes``
    SVG elements in drawing order, each ``{"t": tag, "a": attributes}`` plus optionally
    ``"text"``, ``"key"`` (a stable name, so the browser can animate a piece that changed)
    and ``"anim"`` (``"flip"``: a disc turning over; ``"pop"``: a piece put down);
``targets``
    the squares and controls, each a :class:`Target` as a dict: the browser sends ``name``
    back when an area whose ``on`` is true is clicked or chosen from the keyboard, and the
    board plays the target's ``move`` (or selects what its ``selects`` says: the first click
    of a two-click move). ``title`` says what is on the square in the lesson's language
    ("d4, black disc, last move"): it is the square's tooltip and what a screen reader reads;
    ``row`` groups the squares into the rows of an ARIA grid; ``layer`` 1 marks the choices
    that follow a selection (Ô ăn quan's two arrows), which the keyboard moves between alone.
    A target's name is only its name: a column game's squares each play their column.
    A target is a rectangle (``x``, ``y``, ``w``, ``h``) unless it gives ``points``, the
    corners of a polygon (a hexagon's six for Hex): the browser then draws and hit-tests that
    polygon, and ``x``, ``y``, ``w``, ``h`` are its bounding box (the keyboard's order and the
    arrows' geometry);
``pieces``
    what stands on each square, by its target's name (for tests, screen readers, and the
    page's ``data-piece`` attributes);
``label``
    one line saying what the board shows;
``keys``
    how to play it from the keyboard, in the lesson's language.

Nothing is told by colour alone: a playable square has an outline or a ring, a selected piece a
dashed ring, the last move a dashed frame, a finished line a stroke through it; every mark is
at least 3:1 against what it is drawn on (WCAG 2.1's non-text contrast), and a test measures it.

Every piece is a shape, never a font glyph, so a disc is the same size in JupyterLab, Voilà
and any other front end. Coordinates on the edges use the move list's notation.

Every game's scene is drawn by a function of one shape, ``scene(game, state, view)``: the rules,
the position, and a :class:`View` saying what the board shows beside the position (which
targets take a click, a selected piece, the last move).  Each game's scene lives in its own
folder, ``gamelib/games/<game>/scene.py``; this module holds what they draw with: the
:class:`Canvas`, the :class:`Target`, the :class:`View`, the marks' colours, the helpers grid
games share, :func:`scene_svg`, and :func:`check_scene`, the rules every game's scene keeps.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from gamelib.i18n import tr

Scene = dict[str, Any]
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
INK, FAINT = "#3b3b3b", "#6b6b6b"
LAST_RING = "#e63946"
SELECT = "#f4a261"
HINT_OK = "#2b8a3e"
#: marks drawn as shapes, each at least 3:1 against the squares they are drawn on
PLAYABLE_EDGE = "#1b6b3a"    # a solid outline or ring: this takes a click
SELECTED_EDGE = "#1d4f91"    # a dashed ring or frame: chosen first
LAST_EDGE = "#7a5200"        # a dashed frame: the last move
WIN_STROKE = "#1b6b3a"       # a stroke through a finished line
KEYS_HELP = ("Arrow keys move between squares; Enter or Space plays; Escape cancels a "
             "choice.")


def described(square: str, *parts: str) -> str:
    """What a square's target says: its name, then what is on it and its marks, joined.

    >>> described("d4", "black disc", "", "last move")
    'd4, black disc, last move'
    """
    return ", ".join([square] + [part for part in parts if part])


@dataclass(frozen=True)
class View:
    """What a board shows beside the position itself.

    ``playable``: the moves (or pieces, for two-step moves) a click may choose now, as the
    game's actions; ``selected``: a piece or square chosen first; ``choices``: the selected
    one's moves; ``last``: the last move played; ``highlight`` and ``captured``: squares to
    draw attention to (a sowing step by step); ``hints``: mark the playable squares.
    """

    playable: frozenset = frozenset()
    selected: Any = None
    choices: tuple = ()
    last: Any = None
    highlight: Any = None
    captured: tuple = ()
    hints: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "playable", frozenset(self.playable))
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "captured", tuple(self.captured))


@dataclass(frozen=True)
class Target:
    """One square or control of a board: what a person reaches by mouse, keyboard or screen
    reader, and what choosing it does.

    ``name`` is unique on the board (the browser sends it back; focus is kept by it);
    ``title`` is its accessible name, unique too; ``x``, ``y``, ``w``, ``h`` its place in the
    drawing; ``on`` whether it takes a click now; ``move`` the move a click plays, as the game
    writes it (Connect Four's square ``c3`` plays column ``c``), else ``selects``: what a first
    click chooses (``View.selected``: a piece whose moves are shown next); ``row`` and ``layer``
    give the keyboard's order (layer, row, then left to right); ``cls`` the CSS class;
    ``points``, when given, the corners of the polygon that takes the clicks (at least three,
    in order), whose bounding box ``x``, ``y``, ``w``, ``h`` must be (:meth:`polygon` makes one).

    >>> Target("c3", "c3, empty", 0, 0, 40, 40, move="c").move
    'c'
    >>> hexagon = Target.polygon("a1", "a1, empty", [(10, 0), (20, 5), (20, 15), (10, 20),
    ...                                              (0, 15), (0, 5)], on=True, move="a1")
    >>> hexagon.x, hexagon.y, hexagon.w, hexagon.h, len(hexagon.points)
    (0, 0, 20, 20, 6)
    >>> Target("a1", "a1, empty", 0, 0, 40, 40, points=((0, 0), (40, 0)))
    Traceback (most recent call last):
    ...
    ValueError: target 'a1': a polygon needs at least 3 corners (x, y) with an area, got ((0, 0), (40, 0))
    >>> Target("c3", "", 0, 0, 40, 40)
    Traceback (most recent call last):
    ...
    ValueError: target 'c3' has no title: say what is on it (a screen reader reads it)
    """

    name: str
    title: str
    x: float
    y: float
    w: float
    h: float
    on: bool = False
    move: str | None = None
    selects: int | str | None = None
    row: int = 0
    layer: int = 0
    cls: str = ""
    points: tuple[tuple[float, float], ...] | None = None

    @classmethod
    def polygon(made, name: str, title: str, points: Any, **rest: Any) -> Target:
        """A target shaped as the polygon with corners ``points`` (its box found from them;
        ``rest`` as the fields, ``cls`` the CSS class among them)."""
        corners = tuple((x, y) for x, y in points)
        xs, ys = [x for x, _ in corners] or [0], [y for _, y in corners] or [0]
        return made(name, title, min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys),
                   points=corners, **rest)

    def __post_init__(self) -> None:
        if self.points is not None:
            self._check_polygon()
        if not isinstance(self.name, str) or not self.name:
            raise ValueError(f"a target's name must be a non-empty string, got {self.name!r}")
        if not isinstance(self.title, str) or not self.title.strip():
            raise ValueError(f"target {self.name!r} has no title: say what is on it (a screen "
                             "reader reads it)")
        if not (self.w > 0 and self.h > 0):
            raise ValueError(f"target {self.name!r} must have a width and a height above 0, got "
                             f"{self.w}×{self.h}")
        if self.move is not None and not isinstance(self.move, str):
            raise ValueError(f"target {self.name!r}: its move is written as text (the game's "
                             f"notation), got {self.move!r}")
        if not isinstance(self.row, int) or self.row < 0 or self.layer not in (0, 1):
            raise ValueError(f"target {self.name!r}: row must be a whole number ≥ 0 and layer 0 "
                             f"or 1, got row={self.row!r}, layer={self.layer!r}")

    def _check_polygon(self) -> None:
        """``points``: three or more corners (pairs of numbers) enclosing an area, whose
        bounding box is the target's ``x``, ``y``, ``w``, ``h``."""
        try:
            corners = tuple((float(x), float(y)) for x, y in self.points)
        except (TypeError, ValueError):
            corners = ()
        area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
                   in zip(corners, corners[1:] + corners[:1])) / 2
        if len(corners) < 3 or abs(area) < 1e-9:
            raise ValueError(f"target {self.name!r}: a polygon needs at least 3 corners (x, y) "
                             f"with an area, got {self.points!r}")
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        box = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        if any(abs(a - b) > 0.5 for a, b in zip(box, (self.x, self.y, self.w, self.h))):
            raise ValueError(f"target {self.name!r}: x, y, w, h must be its polygon's bounding "
                             f"box {tuple(num(v) for v in box)}, got "
                             f"{(self.x, self.y, self.w, self.h)} (Target.polygon finds it)")

    def contains(self, x: float, y: float) -> bool:
        """Whether the point (x, y) takes this target's clicks (inside its rectangle, or inside
        its polygon: the even-odd rule, as a browser hit-tests it).

        >>> diamond = Target.polygon("d", "a diamond", [(10, 0), (20, 10), (10, 20), (0, 10)])
        >>> diamond.contains(10, 10), diamond.contains(1, 1)
        (True, False)
        """
        if self.points is None:
            return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h
        inside = False
        corners = list(self.points)
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                inside = not inside
        return inside

    def as_dict(self) -> dict[str, Any]:
        """The target as the browser receives it (JSON); ``points`` only for a polygon."""
        shown = {"name": self.name, "x": num(self.x), "y": num(self.y), "w": num(self.w),
                 "h": num(self.h), "cls": self.cls, "on": bool(self.on), "title": self.title,
                 "row": self.row, "layer": self.layer, "move": self.move,
                 "selects": self.selects}
        if self.points is not None:
            shown["points"] = [[num(x), num(y)] for x, y in self.points]
        return shown


def targets_of(scene: Scene) -> list[Target]:
    """A scene's targets, typed again (a polygon's corners as pairs again)."""
    return [Target(**{key: (tuple(map(tuple, t[key])) if key == "points" and t[key] is not None
                            else t[key])
                      for key in Target.__dataclass_fields__ if key in t})
            for t in scene["targets"]]


class Canvas:
    """Collects shapes and click targets for one scene (a new game's scene draws on one too).

    >>> canvas = Canvas(100, 100, 200, "a heap")
    >>> canvas.add("circle", cx=50, cy=50, r=10, fill="#888")
    >>> canvas.target("take1", 0, 0, 100, 100, "gl-take1", True, "take one", move="1")
    >>> canvas.piece("heap", "7 stones")
    >>> sorted(canvas.scene)
    ['height', 'keys', 'label', 'pieces', 'px', 'shapes', 'targets', 'width']
    """

    def __init__(self, width: float, height: float, px: float, label: str):
        self.scene: Scene = {"width": width, "height": height, "px": px, "shapes": [],
                             "targets": [], "pieces": {}, "label": label, "keys": tr(KEYS_HELP)}

    def add(self, tag: str, text: str | None = None, key: str | None = None,
            anim: str | None = None, **attrs: Any) -> None:
        shape: dict[str, Any] = {"t": tag, "a": {k.replace("_", "-"): num(v) for k, v in attrs.items()}}
        if text is not None:
            shape["text"] = text
        if key is not None:
            shape["key"] = key
        if anim is not None:
            shape["anim"] = anim
        self.scene["shapes"].append(shape)

    def label(self, x: float, y: float, text: str, size: float = 22, **attrs: Any) -> None:
        attrs.setdefault("fill", FAINT)
        self.add("text", text, x=x, y=y, font_size=size, text_anchor="middle",
                 dominant_baseline="central", font_family=FONT, **attrs)

    def target(self, name: str, x: float, y: float, w: float, h: float, cls: str, on: bool,
               title: str | None = None, row: int = 0, layer: int = 0, *,
               move: str | None = None, selects: int | str | None = None) -> None:
        """A square or control (a :class:`Target`): ``on`` if it takes a click now; ``title``
        says what is on it; ``row`` is its row in the board's grid (for screen readers);
        ``layer`` 1 for the choices shown after a selection; ``move`` the move a click plays,
        or ``selects`` what a first click chooses."""
        self.scene["targets"].append(Target(name, title or name, x, y, w, h, bool(on), move,
                                            selects, row, layer, cls).as_dict())

    def polygon_target(self, name: str, points: Any, cls: str, on: bool,
                       title: str | None = None, row: int = 0, layer: int = 0, *,
                       move: str | None = None, selects: int | str | None = None) -> None:
        """A square or control shaped as a polygon with corners ``points`` (a hexagon's six):
        as :meth:`target`, but it takes clicks inside that polygon only.

        >>> canvas = Canvas(40, 40, 80, "one hexagon")
        >>> canvas.polygon_target("a1", [(20, 0), (37, 10), (37, 30), (20, 40), (3, 30),
        ...                              (3, 10)], "gl-hex", True, "a1, empty", move="a1")
        >>> canvas.scene["targets"][0]["points"][:2], canvas.scene["targets"][0]["x"]
        ([[20, 0], [37, 10]], 3)
        """
        self.scene["targets"].append(Target.polygon(
            name, title or name, points, on=bool(on), move=move, selects=selects, row=row,
            layer=layer, cls=cls).as_dict())

    def piece(self, name: str, what: str) -> None:
        self.scene["pieces"][name] = what

    def frame(self, x: float, y: float, size: float, colour: str, width: float = 4,
              dashed: bool = True, inset: float = 7) -> None:
        """A square's frame drawn inside it: dashed for the last move or a selection, solid
        for a square that takes a click (a shape, so it shows without colour)."""
        self.add("rect", x=x + inset, y=y + inset, width=size - 2 * inset,
                 height=size - 2 * inset, rx=6, fill="none", stroke=colour, stroke_width=width,
                 **({"stroke_dasharray": f"{3 * width:.0f} {2 * width:.0f}"} if dashed else {}))


def num(value: Any) -> Any:
    return round(value, 2) if isinstance(value, float) else value


def cross(canvas: Canvas, cx: float, cy: float, k: float, width: float, colour: str,
           key: str) -> None:
    canvas.add("path", key=key, anim="pop", d=f"M{cx - k},{cy - k}L{cx + k},{cy + k}M{cx + k},{cy - k}"
               f"L{cx - k},{cy + k}", stroke=colour, stroke_width=width, stroke_linecap="round",
               fill="none")


def ring(canvas: Canvas, cx: float, cy: float, r: float, width: float, colour: str,
          key: str) -> None:
    canvas.add("circle", key=key, anim="pop", cx=cx, cy=cy, r=r, fill="none", stroke=colour,
               stroke_width=width)


# -- what grid games share: pieces as strokes, a finished line, a square's words ----------
X_COLOUR, O_COLOUR = "#1d4f91", "#b23a1e"


def line_stroke(canvas: Canvas, squares: list[int], n: int, cell: float, left: float,
                 top: float, width: float) -> None:
    """A stroke through a finished line, from its first square's centre to its last's."""
    (r0, c0), (r1, c1) = divmod(min(squares), n), divmod(max(squares), n)
    canvas.add("line", x1=left + c0 * cell + cell / 2, y1=top + r0 * cell + cell / 2,
               x2=left + c1 * cell + cell / 2, y2=top + r1 * cell + cell / 2,
               stroke=WIN_STROKE, stroke_width=width, stroke_linecap="round", stroke_opacity=0.85)


def cell_words(square: str, piece: str, *, last: bool = False, playable: bool = False,
                line: bool = False) -> str:
    """A square of a grid game as a screen reader says it: ``'b2, X, last move'``."""
    return described(square, piece or tr("empty"), tr("in the winning line") if line else "",
                     tr("last move") if last else "", tr("you can play here") if playable else "")



# -- the rules every scene keeps -------------------------------------------------------------------
class SceneError(ValueError):
    """A scene breaks a rule every board relies on (the message lists each problem)."""


def scene_problems(scene: Scene) -> list[str]:
    """What is wrong with one scene, as sentences (none: it keeps the rules).

    Names and titles unique; every target inside the drawing; the keyboard's order defined
    (no two targets of one layer and row at the same place); every piece on a target (so a
    screen reader reads it); every target that takes a click plays a move or selects.
    """
    problems = []
    try:
        targets = targets_of(scene)
    except ValueError as exc:  # a target that is no target: a polygon without an area, ...
        return [str(exc)]
    for what in ("name", "title"):
        seen = [getattr(t, what) for t in targets]
        twice = sorted({v for v in seen if seen.count(v) > 1})
        if twice:
            problems.append(f"two targets have the same {what}: {', '.join(map(repr, twice))}")
    for t in targets:
        if t.x < -0.5 or t.y < -0.5 or t.x + t.w > scene["width"] + 0.5 or \
                t.y + t.h > scene["height"] + 0.5:
            problems.append(f"target {t.name!r} lies outside the drawing "
                            f"({scene['width']}×{scene['height']})")
        if t.on and t.move is None and t.selects is None:
            problems.append(f"target {t.name!r} takes a click but plays no move and selects "
                            "nothing")
    places = [(t.layer, t.row, t.x, t.y) for t in targets]
    tied = sorted({t.name for t, p in zip(targets, places) if places.count(p) > 1})
    if tied:
        problems.append(f"targets {', '.join(tied)} share a place: the keyboard's order (layer, "
                        "row, left to right) is not defined")
    names = {t.name for t in targets}
    off = sorted(name for name in scene["pieces"] if name not in names)
    if off:
        problems.append(f"pieces on {', '.join(off)} stand on no target: a screen reader cannot "
                        "reach them")
    return problems


def check_scene(game: Any, state: Any, draw: Any) -> None:
    """Check a game's scene ``draw(game, state, view)`` at ``state`` as a board uses it: each
    scene keeps the rules of :func:`scene_problems`, and every legal move is reachable -- by a
    target that plays it, or by one that selects and then one that plays it.  Raises
    :class:`SceneError` naming every problem.

    >>> def heap(game, state, view):  # take 1 or 2 stones; the button for 2 is forgotten
    ...     canvas = Canvas(100, 50, 100, "a heap")
    ...     canvas.target("take 1", 0, 0, 50, 50, "gl-take", True, "take one", move="1")
    ...     return canvas.scene
    >>> class Heap:
    ...     def legal_actions(self, state): return (1, 2)
    ...     def parse_action(self, state, text): return int(text)
    ...     def action_to_str(self, state, action): return str(action)
    >>> check_scene(Heap(), 5, heap)
    Traceback (most recent call last):
    ...
    gamelib.viz.scenes.SceneError: the scene at 5 breaks the rules every board relies on:
    - no target plays 2
    """
    legal = list(game.legal_actions(state))
    first = draw(game, state, View(playable=legal))
    problems = scene_problems(first)
    try:
        targets_of(first)
    except ValueError:  # a target that is no target: said by scene_problems, nothing more to try
        raise SceneError(f"the scene at {state!r} breaks the rules every board relies on:\n"
                         + "\n".join(f"- {p}" for p in problems)) from None
    reached, drawn = set(), [first]
    for target in targets_of(first):
        if target.on and target.selects is not None:
            drawn.append(draw(game, state, View(playable=legal, selected=target.selects)))
            problems += scene_problems(drawn[-1])
    for scene in drawn:
        for target in targets_of(scene):
            if target.on and target.move is not None:
                try:
                    reached.add(game.parse_action(state, target.move))
                except Exception as exc:  # noqa: BLE001 - said as a problem of the scene
                    problems.append(f"target {target.name!r} plays {target.move!r}, which is "
                                    f"not a legal move: {exc}")
    problems += [f"no target plays {game.action_to_str(state, a)}" for a in legal
                 if a not in reached]
    if problems:
        raise SceneError(f"the scene at {state!r} breaks the rules every board relies on:\n"
                         + "\n".join(f"- {p}" for p in dict.fromkeys(problems)))


# -- any scene as a static SVG string -------------------------------------------------------------
def scene_svg(scene: Scene, width: float | None = None) -> str:
    """The scene as a standalone SVG (no click targets), ``width`` pixels wide (its ``px``).

    Notebook pictures and the live board share one drawing this way. A screen reader reads the
    picture as its label and what stands on each square that holds something.

    >>> canvas = Canvas(100, 50, 200, "two squares")
    >>> canvas.target("a1", 0, 0, 50, 50, "gl-cell", False, "a1, X", move="a1")
    >>> canvas.target("b1", 50, 0, 50, 50, "gl-cell", True, "b1, empty", move="b1")
    >>> canvas.piece("a1", "X")
    >>> svg = scene_svg(canvas.scene)
    >>> svg[svg.index("aria-label"):].split('"')[1]
    'two squares: a1, X'
    """
    px = width or scene["px"]
    height = px * scene["height"] / scene["width"]
    held = [t["title"] for t in scene["targets"] if scene["pieces"].get(t["name"])]
    words = scene["label"] + (": " + "; ".join(held) if held else "")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{px:.0f}" height="{height:.0f}" '
             f'viewBox="0 0 {scene["width"]} {scene["height"]}" role="img" '
             f'aria-label="{html.escape(words)}">']
    for shape in scene["shapes"]:
        attrs = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in shape["a"].items())
        text = shape.get("text")
        parts.append(f"<{shape['t']} {attrs}>{html.escape(text)}</{shape['t']}>" if text is not None
                     else f"<{shape['t']} {attrs}/>")
    return "".join(parts) + "</svg>"
