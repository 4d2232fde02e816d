"""Small pieces every board's panel shares: a control's layout, a button, a disc in a line of
text, the board's style sheet."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from gamelib.i18n import tr

STYLE = """<style>
.gl-board .gl-board-main { gap: 14px 18px; align-items: flex-start; }
.gl-board .gl-board-buttons { gap: 4px; }
.gl-board .gl-board-buttons button { margin: 0; }
.gl-board .gl-status, .gl-board .gl-moves { overflow-wrap: anywhere; }
.gl-board .gl-strength .widget-html-content, .gl-board .gl-status .widget-html-content,
.gl-board .gl-moves .widget-html-content { line-height: 1.45; }
/* a narrow panel (a phone, or 200 % zoom): a control's words go above it, never off the edge;
   a control as wide as the panel has no side margins to push it past the edge */
.gl-board .gl-board-main .widget-inline-hbox { margin-left: 0; margin-right: 0; }
.gl-board .gl-board-main .widget-text, .gl-board .gl-board-main .widget-hslider {
  flex-wrap: wrap; row-gap: 2px; height: auto; }
.gl-board .gl-board-main .widget-hslider .slider-container { min-width: 120px; }
.gl-board .gl-board-main .widget-text .widget-label,
.gl-board .gl-board-main .widget-hslider .widget-label { white-space: normal; max-width: 100%; }
/* words that wrap take the lines they need: a label keeps one line's height and hides what
   overflows it, which cut the clock's "(0: none)" in half */
.gl-board .gl-board-main .widget-label { height: auto; min-height: var(--jp-widgets-inline-height, 28px);
  line-height: 1.35; overflow: visible; white-space: normal; overflow-wrap: anywhere; text-align: left;
  display: flex; align-items: center; }
</style>"""


def panel_control() -> dict[str, Any]:
    """A side-panel control's layout and style: as wide as the panel, its description never cut
    short (a new Layout each time: widgets sharing one would show and hide together)."""
    return dict(layout=widgets.Layout(width="100%", max_width="320px"),
                style={"description_width": "initial"})


def button(description: str, css: str, icon: str) -> widgets.Button:
    """A board's button: its words in the lesson's language, a CSS class tests can find."""
    made = widgets.Button(description=tr(description), icon=icon,
                          layout=widgets.Layout(width="auto"))
    made.add_class(css)
    return made


def show(widget: widgets.Widget, shown: bool) -> None:
    """Show or hide one control (its own layout: nothing else changes)."""
    widget.layout.display = None if shown else "none"


def seconds_text(seconds: float, lang: str | None = None) -> str:
    """A time a search took, with as many digits as make it true (never "0.00" for a search
    that took four thousandths of a second).

    >>> seconds_text(1.2345), seconds_text(0.4321), seconds_text(0.004321), seconds_text(0)
    ('1.23', '0.43', '0.0043', '0')
    >>> seconds_text(0.004321, "vi")
    '0,0043'
    """
    from gamelib.i18n import number

    if seconds >= 0.1:
        return number(seconds, lang)
    return number(float(f"{seconds:.2g}"), lang, decimals=6) if seconds > 0 else "0"


def seconds_slider(value: float, description: str) -> widgets.SelectionSlider:
    """A slider of seconds from 0.1 to 5 in tenths, read out as the lesson's language writes
    numbers (a FloatSlider's readout is always "0.80"); ``.value`` is the float.

    >>> from gamelib.i18n import set_language
    >>> set_language("vi"); slider = seconds_slider(0.8, "s"); set_language("en")
    >>> slider.value, slider.options[7]
    (0.8, ('0,8', 0.8))
    """
    from gamelib.i18n import number

    steps = sorted({round(tenth / 10, 1) for tenth in range(1, 51)} | {value})
    return widgets.SelectionSlider(options=[(number(s), s) for s in steps], value=value,
                                   description=description, **panel_control())


def disc_icon(colour: str) -> str:
    """A small disc drawn inline, for status lines (not a font glyph)."""
    edge = "#000" if colour != "#f4f4f0" else "#777"
    return (f'<svg width="12" height="12" viewBox="0 0 12 12" style="vertical-align:-1px" '
            f'aria-hidden="true"><circle cx="6" cy="6" r="5" fill="{colour}" stroke="{edge}"/></svg>')
