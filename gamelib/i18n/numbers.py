"""Numbers as each language writes them, and read back as students type them.

One formatter for every table, caption, tooltip, status line and plot of both editions:
Babel's CLDR formats (the Unicode consortium's data every operating system and browser uses),
never hand-written rules. English writes 3,952,822 and 0.76; Vietnamese writes 3.952.822 and
0,76 (and 54,5%). Babel comes with JupyterLab; gamelib names it as its own dependency too.

>>> number(3952822, "vi"), number(0.76, "vi"), number(-7.2727, "vi"), number(1396, "en")
('3.952.822', '0,76', '−7,27', '1,396')
>>> percent(0.545, "vi", decimals=1), percent(0.76, "en")
('54,5%', '76%')
>>> number(float("inf"), "vi"), number(-0.001, "en")
('∞', '0')
>>> parse_number("0,76", "vi"), parse_number("0.76", "vi"), parse_number("3.952.822", "vi")
(0.76, 0.76, 3952822)
>>> parse_number("1,396", "en"), parse_number("−3", "en")
(1396, -3)
"""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from babel.numbers import format_decimal, format_percent

#: Babel's locale for each language gamelib speaks
LOCALES = {"en": "en", "vi": "vi"}


def _locale(lang: str | None) -> str:
    from gamelib.i18n.language import current_language

    return LOCALES[lang or current_language()]


def number(x: float, lang: str | None = None, decimals: int = 2, sign: bool = False,
           group: bool = True) -> str:
    """``x`` as ``lang`` writes it: thousands grouped (unless ``group`` is false: a bound in a
    window "10,∞"), to at most ``decimals`` decimals (trailing zeros dropped), ∞ and -∞ for the
    infinities, never "-0"; ``sign`` writes a + before positive numbers (a change, a margin).
    Vietnamese takes the minus sign of its lesson texts (−3, U+2212), English the hyphen.

    >>> number(-1234.5), number(-1234.5, "vi"), number(float("-inf"), "vi"), number(0.004)
    ('-1,234.5', '−1.234,5', '−∞', '0')
    """
    minus = "−" if _locale(lang) == "vi" else "-"
    if isinstance(x, float) and math.isinf(x):
        return "∞" if x > 0 else minus + "∞"
    if isinstance(x, float) and math.isnan(x):
        return "—"
    rounded = round(x, decimals) if not isinstance(x, int) else x
    if rounded == 0:
        rounded = 0  # no "-0"
    pattern = ("#,##0" if group else "0") + (
        "." + "#" * decimals if decimals and not isinstance(rounded, int) else "")
    text = format_decimal(rounded, format=pattern, locale=_locale(lang)).replace("-", minus)
    return ("+" + text) if sign and rounded > 0 else text


def percent(x: float, lang: str | None = None, decimals: int = 0) -> str:
    """The share ``x`` (0.545) as a percentage as ``lang`` writes it (``54,5%`` in Vietnamese)."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "") + "%"
    return format_percent(x, format=pattern, locale=_locale(lang))


def parse_number(text: str, lang: str | None = None) -> float:
    """A number a student typed: in ``lang``'s own way (``0,76`` and ``3.952.822`` in
    Vietnamese) or with a decimal point, which both editions read as one (``0.76``); a minus may
    be typed as − or -. Whole numbers come back as ``int``. Raises ValueError for anything else."""
    cleaned = str(text).strip().replace("−", "-").replace("\u202f", "").replace("\xa0", "")
    cleaned = cleaned.replace(" ", "")
    vietnamese = _locale(lang) == "vi"
    if vietnamese:
        if re.fullmatch(r"[-+]?\d{1,3}(\.\d{3}){2,}(,\d+)?", cleaned) or (
                "," in cleaned and "." in cleaned):
            cleaned = cleaned.replace(".", "")  # 3.952.822 or 1.234,5: the dots group thousands
        cleaned = cleaned.replace(",", ".")  # a decimal comma
    elif re.fullmatch(r"[-+]?\d{1,3}(,\d{3})+(\.\d+)?", cleaned):
        cleaned = cleaned.replace(",", "")  # 1,396: the commas group thousands
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(text) from None
    if not value.is_finite():
        raise ValueError(text)
    return int(value) if value == value.to_integral_value() and "." not in cleaned else float(value)
