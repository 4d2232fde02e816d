"""Show library code in a notebook instead of copying it there: the code as it runs, its
comments and docstrings in the lesson's language (the catalogue's ``[source] ...`` entries)."""

from __future__ import annotations

import html
import inspect
import io
import textwrap
import tokenize
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

    from gamelib.i18n import current_language

    lang = current_language()
    return Source("\n\n".join(in_language(inspect.getsource(obj).rstrip(), lang)
                              for obj in objects) + "\n", language="python")


def in_language(source: str, lang: str) -> str:
    r"""``source`` with its comments and docstrings in ``lang``; the code itself unchanged.

    >>> code = "if alpha >= beta:\n    break  # the remaining subtrees are cut off\n"
    >>> in_language(code, "en") == code
    True
    >>> print(in_language(code, "vi"), end="")
    if alpha >= beta:
        break  # các cây con còn lại bị cắt bỏ
    """
    from gamelib.i18n import tr

    if lang == "en":
        return source
    lines = source.splitlines(keepends=True)
    edits = []
    previous = None
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            words = token.string.lstrip("#").strip()
            edits.append((token.start, token.end, "# " + tr("[source] " + words, lang)))
        elif (token.type == tokenize.STRING and token.string.startswith('"""')
              and previous in (tokenize.INDENT, tokenize.NEWLINE)):
            words = " ".join(inspect.cleandoc(token.string[3:-3]).split())
            indent = " " * token.start[1]
            text = textwrap.fill(tr("[source] " + words, lang), 96 - len(indent),
                                 subsequent_indent=indent)
            edits.append((token.start, token.end, f'"""{text}"""'))
        if token.type not in (tokenize.NL, tokenize.COMMENT):
            previous = token.type
    for (row, col), (end_row, end_col), text in reversed(edits):
        head, tail = lines[row - 1][:col], lines[end_row - 1][end_col:]
        lines[row - 1:end_row] = [head + text + tail]
    return "".join(lines)
