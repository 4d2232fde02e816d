"""Answer keys a web page can check without showing the answers: salted digests.

The course's website checks practice questions in the browser, with no Python. A page must not
hold an answer a student can read before answering, so a question's key holds only SHA-256
digests of ``salt|answer``, the answer written in one canonical form that the page's script
(``gamelib/course/site_static/gamelib-site.js``) computes from what a student typed the same way:

* a number (a value, α, β): ``inf`` and ``-inf`` for the bounds; otherwise, for an exact answer,
  the number to six decimals without trailing zeros (``8``, ``-7``, ``0.76``); for an answer
  with a tolerance, the whole number ``k`` that ``x / step`` rounds to (``step`` is a quarter of
  the tolerance), and every ``k`` within the tolerance of the answer is accepted;
* a box ticked or not: ``1`` or ``0``; a choice: its words; squares: sorted, lowercase, ``,``-joined.

Fields are joined with ``|``. The explanation shown after a right answer is sealed with the
right answer itself, so it opens only then; the one shown after a wrong answer (it states the
answer) is sealed with the salt alone: not text a page shows or a screen reader reads before the
student answers. This is practice, checked on the student's own machine: anyone who reads the
script can find an answer, which a page that grades nothing need not prevent.

>>> canonical_number(8), canonical_number(-0.0), canonical_number(float("-inf")), canonical_number(0.7649999)
('8', '0', '-inf', '0.765')
>>> key = number_keys(0.76, tolerance=0.01)
>>> sorted(key)[:3], len(key)
(['300', '301', '302'], 9)
>>> digest("s", "8|inf|0") == digest("s", "8|inf|0") != digest("t", "8|inf|0")
True
>>> unseal(seal("Right: (α, β) = (8, ∞).", "8|inf|0", "salt"), "8|inf|0", "salt")
'Right: (α, β) = (8, ∞).'
"""

from __future__ import annotations

import base64
import hashlib
import math
import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

#: decimals kept of an exact numeric answer
PLACES = 6


def digest(salt: str, canonical: str) -> str:
    """The hex SHA-256 of ``salt|canonical`` (what the page compares)."""
    return hashlib.sha256(f"{salt}|{canonical}".encode("utf-8")).hexdigest()


def canonical_number(value: float) -> str:
    """An exact answer as the page writes it: ``inf``, ``-inf``, or six decimals at most."""
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    fixed = Decimal(value).quantize(Decimal(1).scaleb(-PLACES), rounding=ROUND_HALF_UP)
    text = format(fixed, "f").rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def number_keys(answer: float, tolerance: float) -> list[str]:
    """With a tolerance: every grid index ``k`` (grid step: a quarter of the tolerance) whose
    point ``k * step`` lies within the tolerance of ``answer``."""
    step = tolerance / 4
    low, high = math.ceil((answer - tolerance) / step - 1e-9), math.floor((answer + tolerance) / step + 1e-9)
    return [str(k) for k in range(low, high + 1)]


def canonical_squares(words: Any) -> str:
    """Squares written in any order and case, as one word: ``c4,d3``."""
    if isinstance(words, str):
        words = re.split(r"[\s,;]+", words)
    return ",".join(sorted({w.strip().lower() for w in words if w.strip()}))


def _keystream(key: str, salt: str, length: int) -> bytes:
    out = b""
    block = 0
    while len(out) < length:
        out += hashlib.sha256(f"{salt}|{key}|{block}".encode("utf-8")).digest()
        block += 1
    return out[:length]


def seal(message: str, key: str, salt: str) -> str:
    """``message`` XOR a SHA-256 keystream of ``salt|key|block``, in base64 (see the module)."""
    data = message.encode("utf-8")
    return base64.b64encode(bytes(a ^ b for a, b in zip(data, _keystream(key, salt, len(data))))).decode()


def unseal(sealed: str, key: str, salt: str) -> str:
    """The message :func:`seal` sealed (what the page's script does)."""
    data = base64.b64decode(sealed)
    return bytes(a ^ b for a, b in zip(data, _keystream(key, salt, len(data)))).decode("utf-8")


def salt_for(*parts: str) -> str:
    """A salt made from the question's own words: the same question gets the same key in every
    build (so a rebuilt site does not change), two questions get different ones."""
    return hashlib.sha256("|".join(parts).encode("utf-8")).hexdigest()[:16]


def answer_key(question: Any, lang: str | None = None) -> dict[str, Any]:
    """What a page needs to check ``question`` (a window, value or practice question):
    ``fields`` (each with how it is read), ``salt``, ``accept`` (a digest and the sealed
    explanation for each accepted answer) and ``wrong`` (the sealed explanation of a wrong one).

    >>> from gamelib import lecture
    >>> from gamelib.search import Trace, alphabeta
    >>> from gamelib.exercises import window_questions
    >>> game = lecture.load("fig4_8"); trace = Trace()
    >>> _ = alphabeta(game, "1", trace=trace)
    >>> q = window_questions(trace, game)[0]
    >>> key = answer_key(q, "en")
    >>> [f["name"] for f in key["fields"]], len(key["accept"])
    (['alpha', 'beta', 'cut'], 1)
    >>> key["accept"][0]["digest"] == digest(key["salt"], "-7|inf|0")
    True
    >>> "-7" in str(key)
    False
    """
    from gamelib.exercises.practice import Question
    from gamelib.exercises.questions import ValueQuestion, WindowQuestion

    if isinstance(question, WindowQuestion):
        salt = salt_for("window", question.question(lang), str(question.step))
        alpha, beta = question.answer
        forms = [f"{canonical_number(alpha)}|{canonical_number(beta)}|{int(question.cut)}"]
        right = question.check(alpha, beta, question.cut, lang)
        wrong = question.check(alpha, beta, not question.cut, lang)
        fields = [{"name": "alpha", "read": "number"}, {"name": "beta", "read": "number"},
                  {"name": "cut", "read": "box"}]
    elif isinstance(question, ValueQuestion):
        salt = salt_for("value", question.question(lang), str(question.step))
        forms = [canonical_number(question.answer)]
        right = question.check_answers({"value": question.answer}, lang)
        wrong = question.check_answers({"value": question.answer + 1}, lang)
        fields = [{"name": "value", "read": "number"}]
    elif isinstance(question, Question):
        salt = salt_for("practice", question.key, question.prompt)
        if question.kind == "number":
            exact = question.tolerance <= 0
            forms = ([canonical_number(question.answer)] if exact
                     else number_keys(question.answer, question.tolerance))
            fields = [{"name": "answer", "read": "number",
                       **({} if exact else {"step": question.tolerance / 4})}]
            right = question.check(question.answer)
            wrong = question.check(question.answer + 10 * question.tolerance + 1000)
        elif question.kind == "squares":
            forms = [canonical_squares(question.answer)]
            fields = [{"name": "answer", "read": "squares"}]
            right = question.check(", ".join(sorted(question.answer)))
            wrong = question.check("zz0")
        else:
            forms = sorted(question.answer)
            fields = [{"name": "answer", "read": "choice"}]
            right = question.check(forms[0])
            wrong = question.check("\u0000")
    else:
        raise TypeError(f"no answer key for a {type(question).__name__}: a WindowQuestion, "
                        "ValueQuestion or practice Question is needed")
    if not right.correct or wrong.correct:
        raise ValueError(f"the answer key of {question!r} does not mark its own answer right")
    return {"fields": fields, "salt": salt,
            "accept": [{"digest": digest(salt, form), "sealed": seal(right.message, form, salt)}
                       for form in forms],
            "wrong": seal(wrong.message, "", salt)}
