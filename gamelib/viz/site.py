"""What the course's static website (``python -m gamelib site``) needs from a lesson's outputs.

A lesson executed for the website (``GAMELIB_SITE=1`` in the kernel's environment) displays
each gamelib widget with one more representation beside the live widget: ``SITE_MIME``, a piece
of HTML that works in a browser with no kernel -- a stepper's every step drawn in advance, a
quiz whose answers are checked against salted digests. JupyterLab shows the live widget and
ignores it; the website's builder (:mod:`gamelib.course.site`) shows it instead of the widget.
Without ``GAMELIB_SITE`` nothing is added, so a student's notebook stays as small as before.

>>> import os
>>> os.environ.pop(SITE_ENV, None) and None
>>> site_enabled()
False
>>> attribute("a \\"quoted\\" <word>")
'a &quot;quoted&quot; &lt;word&gt;'
"""

from __future__ import annotations

import html
import json
import os
from typing import Any

#: the representation a widget adds for the website
SITE_MIME = "application/vnd.gamelib.site+html"
#: the environment variable that turns it on (set by the site's builder for its kernels)
SITE_ENV = "GAMELIB_SITE"


def site_enabled() -> bool:
    """Whether the widgets displayed now should carry their website rendering."""
    return os.environ.get(SITE_ENV, "") not in ("", "0")


def attribute(text: str) -> str:
    """``text`` safe inside a double-quoted HTML attribute."""
    return html.escape(str(text), quote=True)


def json_script(data: Any, attributes: str) -> str:
    """``data`` as a ``<script type="application/json">`` with ``attributes``; inside it, "</"
    and "<!--" would end or bend the script, so JSON's escapes are written instead.

    >>> json_script(["</script>"], 'id="x"')
    '<script type="application/json" id="x">["<\\\\/script>"]</script>'
    """
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("</", "<\\/").replace("<!--", "\\u003c!--")
    return f'<script type="application/json" {attributes}>{text}</script>'
