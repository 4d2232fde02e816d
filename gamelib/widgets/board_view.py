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

The keyboard plays it as the mouse does (Lichess's keyboard mode is the model): the board is an
ARIA grid and one tab stop; arrow keys move a focus ring over the squares, Enter or Space
sends the focused square's name as a click, Escape sends a cancel (:meth:`BoardView.on_cancel`).
Each square is read out by what its target's ``title`` says ("d4, black disc"), and what the
board sets in :attr:`BoardView.announcement` is read out by screen readers from a polite live
region.

>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.viz.scenes import View
>>> from gamelib.games.tictactoe.scene import tictactoe_scene
>>> view = BoardView(tictactoe_scene(TicTacToe(), (0, 0), View(playable=range(9))))
>>> clicked = []
>>> view.on_click(clicked.append)
>>> view.click("b2"); clicked
['b2']
>>> view.announcement = "X played b2."     # read out from the board's live region
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
    #: a name for the frames being played; frames added under the same name play on after
    #: the ones before, and the browser says ``frames-done`` with it when the last one is shown
    frames_key = traitlets.Unicode("").tag(sync=True)
    #: seconds on the per-move clock (0: no clock); a new key restarts it
    clock_s = traitlets.Float(0).tag(sync=True)
    clock_key = traitlets.Unicode("").tag(sync=True)
    #: what a screen reader should say now (the AI's move, the result): a polite live region
    announcement = traitlets.Unicode("").tag(sync=True)

    def __init__(self, scene: dict[str, Any] | None = None, **kwargs: Any):
        super().__init__(scene=scene or {"width": 1, "height": 1, "px": 1, "shapes": [],
                                         "targets": [], "pieces": {}, "label": ""}, **kwargs)
        self._click_handlers: list[Callable[[str], None]] = []
        self._timeout_handlers: list[Callable[[str], None]] = []
        self._cancel_handlers: list[Callable[[], None]] = []
        self._frames_done_handlers: list[Callable[[str], None]] = []
        #: whether a browser has drawn this board (it then plays frames and says when done)
        self.rendered = False
        self._frames_count = 0
        self.on_msg(self._message)

    def on_click(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(name)`` when a target that takes clicks is clicked."""
        self._click_handlers.append(handler)

    def on_timeout(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(clock_key)`` when the clock started with that key runs out."""
        self._timeout_handlers.append(handler)

    def on_cancel(self, handler: Callable[[], None]) -> None:
        """Call ``handler()`` when Escape is pressed on the board (a selection is dropped)."""
        self._cancel_handlers.append(handler)

    def on_frames_done(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(frames_key)`` when the browser has shown the last of the frames."""
        self._frames_done_handlers.append(handler)

    def cancel(self) -> None:
        """Press Escape on the board, as a person would (tests use this)."""
        for handler in self._cancel_handlers:
            handler()

    @property
    def animating(self) -> bool:
        """Whether the browser is still playing frames (never, with no browser to play them)."""
        return self.rendered and bool(self.frames_key)

    def animate(self, frames: list[dict[str, Any]]) -> None:
        """Play ``frames`` in the browser, after those still playing, then the scene again.

        With no browser drawing the board there is nothing to wait for: the frames are
        finished at once (:meth:`on_frames_done` handlers are called).

        >>> view = BoardView()
        >>> done = []
        >>> view.on_frames_done(done.append)
        >>> view.animate([{"shapes": []}]); done, view.animating
        (['1'], False)
        """
        with self.hold_sync():
            if self.animating:  # still playing: these follow on under the same key
                self.frames = list(self.frames) + list(frames)
            else:
                self._frames_count += 1
                self.frames = list(frames)
                self.frames_key = str(self._frames_count)
        if not self.rendered:
            self.finish_frames(self.frames_key)

    def finish_frames(self, key: str) -> None:
        """The frames named ``key`` have all been shown (the browser says so)."""
        if key != self.frames_key or not key:
            return
        self.frames_key = ""
        for handler in self._frames_done_handlers:
            handler(key)

    @property
    def targets(self) -> list[str]:
        """The names of the targets that take a click now, in drawing order."""
        return [t["name"] for t in self.scene.get("targets", []) if t["on"]]

    def target(self, name: str) -> dict[str, Any]:
        """The target called ``name``, as the scene gives it (its move, what it selects, ...)."""
        for target in self.scene.get("targets", []):
            if target["name"] == name:
                return target
        raise ValueError(f"{name!r} is not a square or control of this board")

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
        elif content.get("type") == "cancel":
            self.cancel()
        elif content.get("type") == "frames-done" and isinstance(content.get("key"), str):
            self.finish_frames(content["key"])
        elif content.get("type") == "ready":
            self.rendered = True
