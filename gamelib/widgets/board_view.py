"""One board view for every game: an anywidget that draws a scene as SVG and reports clicks.

Why anywidget and SVG (rather than ipycanvas or a grid of buttons): a board is a few hundred
shapes that change a few at a time, and each square must take clicks, show a tooltip and be
found by a test. SVG gives all of that from the DOM (hover by CSS, ``data-`` attributes, crisp at
any zoom, scaled by its ``viewBox`` to whatever width the page has), where a canvas would need
our own hit-testing and redraws. anywidget ships the front end inside the Python package (no
JupyterLab extension to build) and runs in JupyterLab, Notebook 7, Voilà, VS Code and Colab.

The browser side (``board_view.js``) only draws and reports: the scene comes from
:mod:`gamelib.viz.scenes`, and a click comes back as the name of a target, which the board
turns into a move with the game's own rules.

>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.viz.scenes import View, tictactoe_scene
>>> view = BoardView(tictactoe_scene(TicTacToe(), (0, 0), View(playable=range(9))))
>>> clicked = []
>>> view.on_click(clicked.append)
>>> view.click("b2"); clicked
['b2']
>>> view.click("d9")
Traceback (most recent call last):
...
ValueError: 'd9' is not a square or control of this board; the ones that take a click now are: a1, a2, a3, b1, b2, b3, c1, c2, c3
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anywidget
import traitlets

HERE = Path(__file__).parent


class BoardView(anywidget.AnyWidget):
    """A board drawn from a scene dict; ``on_click`` callbacks get the clicked target's name."""

    _esm = HERE / "board_view.js"
    _css = HERE / "board_view.css"
    scene = traitlets.Dict().tag(sync=True)
    #: scenes played one after another (a sowing), then ``scene`` is shown again
    frames = traitlets.List().tag(sync=True)
    frame_ms = traitlets.Int(260).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    busy_text = traitlets.Unicode("AI thinking…").tag(sync=True)
    #: seconds on the per-move clock (0: no clock); a new key restarts it
    clock_s = traitlets.Float(0).tag(sync=True)
    clock_key = traitlets.Unicode("").tag(sync=True)

    def __init__(self, scene: dict[str, Any] | None = None, **kwargs: Any):
        super().__init__(scene=scene or {"width": 1, "height": 1, "px": 1, "shapes": [],
                                         "targets": [], "pieces": {}, "label": ""}, **kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self._timeout_handlers: list[Callable[[str], None]] = []
        self.on_msg(self._message)

    def on_click(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(name)`` when a target that takes clicks is clicked."""
        self._click_handlers.append(handler)

    def on_timeout(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(clock_key)`` when the clock started with that key runs out."""
        self._timeout_handlers.append(handler)

    @property
    def targets(self) -> list[str]:
        """The names of the targets that take a click now, in drawing order."""
        return [t["name"] for t in self.scene.get("targets", []) if t["on"]]

    def piece(self, name: str) -> str:
        """What stands on square ``name`` ('' when empty)."""
        return self.scene.get("pieces", {}).get(name, "")

    def click(self, name: str) -> None:
        """Click target ``name`` as a person would in the browser (tests and keyboard use this).

        A target that exists but takes no click now (an occupied square) does nothing, as in
        the browser; a name the board does not have is an error.
        """
        names = {t["name"] for t in self.scene.get("targets", [])}
        if name not in names:
            raise ValueError(f"{name!r} is not a square or control of this board; the ones that "
                             f"take a click now are: {', '.join(sorted(self.targets)) or 'none'}")
        if name in self.targets:
            for handler in self._click_handlers:
                handler(name)

    @contextmanager
    def thinking(self, text: str = "AI thinking…") -> Iterator[None]:
        """Show the "thinking" badge while the block runs."""
        self.busy_text, self.busy = text, True
        try:
            yield
        finally:
            self.busy = False

    def _message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "click":
            name = content.get("target")
            if isinstance(name, str) and name in self.targets:
                self.click(name)
        elif content.get("type") == "timeout" and content.get("key") == self.clock_key:
            for handler in self._timeout_handlers:
                handler(self.clock_key)
