"""Show library code in a notebook instead of copying it there."""

from __future__ import annotations

import html
import inspect
from typing import Any

# code keeps its lines: on a narrow page it scrolls sideways instead of breaking mid-word, in
# the page's monospace font, and Tab reaches the box so the arrow keys can scroll it
_STYLE = ("<style>.gl-source pre{white-space:pre !important;word-break:normal !important;"
          "overflow-wrap:normal !important;font-family:var(--jp-code-font-family,monospace);"
          "margin:0;overflow:visible !important}.gl-source .highlight{width:max-content;"
          "min-width:100%}.gl-source{overflow-x:auto;max-width:100%}</style>")


def show_source(*objects: Any) -> Any:
    """The source of functions, classes or modules, one after another, syntax-highlighted for a
    notebook.

    >>> from gamelib.search.teaching import max_val, min_val
    >>> shown = show_source(max_val, min_val)
    >>> "def max_val" in shown.data and "def min_val" in shown.data
    True
    >>> 'role="region"' in shown._repr_html_() and "white-space:pre" in shown._repr_html_()
    True
    """
    from IPython.display import Code

    if not objects:
        raise TypeError("show_source needs a function, class or module to show")

    class Source(Code):
        """IPython's highlighted code, in a box that scrolls and is named by what it shows."""

        def _repr_html_(self) -> str:
            from gamelib.i18n import tr

            name = ", ".join(getattr(obj, "__qualname__", getattr(obj, "__name__", ""))
                             for obj in objects)
            words = html.escape(tr("the source of {name}", name=name))
            return (f'{_STYLE}<div class="gl-source" tabindex="0" role="region" '
                    f'aria-label="{words}">{super()._repr_html_()}</div>')

    return Source("\n\n".join(inspect.getsource(obj).rstrip() for obj in objects) + "\n",
                  language="python")
