"""Entrants' names that cannot impersonate one another: look-alikes are one name.

``alice`` and ``aIice`` (a capital i), ``аlice`` (a Cyrillic а), ``ａｌｉｃｅ`` (fullwidth
letters) and ``al‍ice`` (a zero-width joiner inside) all read "alice" on a standings page.
Two names are the same name here when one of their :func:`name_keys` is the same: Unicode's
compatibility forms folded (NFKC: fullwidth, ligatures, superscripts) or not, then the confusable
skeleton of Unicode Technical Standard #39 (invisible characters removed, each character
replaced by the prototype it is confused with: ``I``, ``1`` and ``|`` by ``l``, ``0`` by ``O``,
``m`` by ``rn``), and case folded before or after it (``ALICE`` is ``alice`` to a reader and on
some file systems, ``b0b`` reads ``bob``).

The confusables are Unicode's own data (``confusables.txt``), as the ``confusable-homoglyphs``
package ships it. UTS #39 maps one character to its prototype, so it does not see two ASCII
letters that read as one in a sans-serif font on a standings page or a projector: ``vvill``
beside ``will``, ``clung`` beside ``dung``. :data:`ASCII_ALIKE` adds those few, and the
punctuation a name may hold (``group_a``, ``group-a``, ``group.a``): every reading is folded
by :func:`ascii_fold` before names are compared.

>>> same_name("aIice", "alice"), same_name("\\u0430lice", "alice"), same_name("ALICE", "alice")
(True, True, True)
>>> same_name("will", "vvill"), same_name("dung", "clung"), same_name("group_a", "group.a")
(True, True, True)
>>> same_name("alice", "alicia")
False
>>> refuse_look_alikes(["alice", "bob", "aIice"], "entrants")
Traceback (most recent call last):
...
ValueError: 'alice' and 'aIice' look alike: ...
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable

from gamelib.bots.untrusted import printable

#: the longest name shown in a message (a name is data: it is cut, and escaped)
SHOWN = 80
#: ASCII that reads alike beyond UTS #39's one-character prototypes: each letter becomes the two
#: it is mistaken for (or the one: i and l) (expanding is the same whichever way a run is read: ``vvv`` is ``vw`` and
#: ``wv``), digits their letters, and the punctuation of names one mark
ASCII_ALIKE = {"w": "vv", "d": "cl", "m": "rn", "0": "o", "1": "l", "|": "l", "i": "l",
               "5": "s", "8": "b", "2": "z", "-": "_", ".": "_"}
_ASCII_TABLE = str.maketrans(ASCII_ALIKE)


def ascii_fold(reading: str) -> str:
    """``reading`` case folded with :data:`ASCII_ALIKE` applied, then every run of the name's
    punctuation (``_ - .``) read as one mark and any at either end dropped (``group__a`` reads
    ``group_a``, ``alice_`` reads ``alice``): the form compared.

    >>> ascii_fold("Will"), ascii_fold("dung"), ascii_fold("B0b-1"), ascii_fold("mary")
    ('vvlll', 'clung', 'bob_l', 'rnary')
    >>> ascii_fold("team--a."), ascii_fold("5AM"), ascii_fold("8OB"), ascii_fold("2OE")
    ('tearn_a', 'sarn', 'bob', 'zoe')
    """
    return "_".join(part for part in reading.casefold().translate(_ASCII_TABLE).split("_") if part)


def shown(name: str) -> str:
    """``name`` quoted as a message shows it: every unprintable character escaped
    (:func:`~gamelib.bots.untrusted.printable`), and every character outside ASCII too, so two
    look-alikes read differently.

    >>> shown("\\u0430lice"), shown("al\\u200dice"), shown("alice")
    ("'\\\\u0430lice'", "'al\\\\u200dice'", "'alice'")
    """
    return "'" + printable(name, SHOWN).encode("ascii", "backslashreplace").decode("ascii") + "'"


@functools.lru_cache(maxsize=1)
def _prototypes() -> dict[str, str]:
    """Each confusable character -> the prototype it reads as (UTS #39's mapping, a string
    of prototypes: ``"m" -> "rn"``), from Unicode's confusables.txt as confusable-homoglyphs
    ships it.

    That package keeps every line ``source -> prototype`` of confusables.txt both ways (each
    character with the characters it is confused with), so the lines make stars: one
    prototype and the characters that read as it. The prototype is the centre of its star: the
    one string of several characters there, else the character confused with several others;
    of a pair the smaller is taken (which one does not change which names read alike).
    """
    try:
        from confusable_homoglyphs.confusables import confusables_data
    except ImportError:
        raise RuntimeError("comparing entrants' names needs Unicode's confusables data: "
                           "pip install confusable-homoglyphs") from None

    def clean(text: str) -> str:  # the data keeps the marks confusables.txt shows RTL text in
        return text.replace("\u200e", "").replace("\u200f", "")

    neighbours: dict[str, set[str]] = {}
    for text, alikes in confusables_data.items():
        for alike in alikes:
            a, b = clean(text), clean(alike["c"])
            if a and b and a != b:
                neighbours.setdefault(a, set()).add(b)
                neighbours.setdefault(b, set()).add(a)
    mapping: dict[str, str] = {}
    seen: set[str] = set()
    for start in neighbours:
        if start in seen:
            continue
        star, todo = set(), [start]
        while todo:  # the characters that read alike, one star
            node = todo.pop()
            if node not in star:
                star.add(node)
                todo.extend(neighbours[node] - star)
        seen |= star
        centre = min(star, key=lambda n: (len(n) == 1, -len(neighbours[n]), n))
        mapping.update({node: centre for node in star if len(node) == 1 and node != centre})

    def resolved(text: str, depth: int = 0) -> str:  # a prototype's characters, read as theirs
        out = "".join(mapping.get(c, c) for c in text)
        return out if out == text or depth > 4 else resolved(out, depth + 1)

    return {char: resolved(centre) for char, centre in mapping.items()}


def _invisible(char: str) -> bool:
    """A character that shows nothing (UTS #39 removes Default_Ignorable_Code_Point): the
    format characters (zero-width joiners, direction marks, soft hyphen), variation selectors,
    fillers and the grapheme joiner."""
    if unicodedata.category(char) == "Cf":
        return True
    name = unicodedata.name(char, "")
    return any(word in name for word in ("VARIATION SELECTOR", "FILLER", "GRAPHEME JOINER"))


def skeleton(text: str) -> str:
    """UTS #39's skeleton: decomposed (NFD), invisible characters removed, each character
    replaced by its prototype, decomposed again. Two strings with one skeleton are confusable.

    >>> skeleton("paypal") == skeleton("p\\u0430yp\\u0430l"), skeleton("rn"), skeleton("I0")
    (True, 'rn', 'lO')
    """
    prototypes = _prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    folded = "".join(prototypes.get(c, c) for c in decomposed if not _invisible(c))
    return unicodedata.normalize("NFD", folded)


def name_keys(name: str) -> tuple[str, ...]:
    """What ``name`` reads as: its skeleton case folded after it (``aIice`` reads ``alice``: a
    capital i is an l) and before it (``ALICE`` reads ``alice``), as written and after NFKC
    (``ſ``, a long s, looks like an f but NFKC makes it an s: both readings count). Two names
    that share a reading are one name (:func:`same_name`).

    Each reading is then folded by :func:`ascii_fold` (``vv`` and ``w``, ``cl`` and ``d``).

    >>> name_keys("b0b")
    ('bob', 'bob', 'bob', 'bob', 'bob')
    >>> name_keys("ALICE")[:2], name_keys("\\uff41\\uff4c\\uff49\\uff43\\uff45")[1:3]
    (('allce', 'allce'), ('allce', 'allce'))
    """
    keys: list[str] = []
    for form in (name, unicodedata.normalize("NFKC", name)):
        keys += [skeleton(skeleton(form).casefold()), skeleton(form.casefold())]
    # characters of both kinds in one name (an ogonek read as i beside a fullwidth 0): NFKC and
    # the skeleton, case folded, taken in turn until nothing changes
    deep = name
    for _ in range(4):
        folded = skeleton(unicodedata.normalize("NFKC", skeleton(deep)).casefold())
        if folded == deep:
            break
        deep = folded
    return tuple(ascii_fold(key) for key in keys + [deep])


def same_name(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` read as one name (they share a key of :func:`name_keys`)."""
    return any(key_a == key_b for key_a, key_b in zip(name_keys(a), name_keys(b)))


def look_alike_problem(names: Iterable[str], what: str = "entrants") -> str | None:
    """Why ``names`` cannot stand side by side (two the same, or two look-alikes, each shown
    escaped with the characters that differ), or None when every name reads differently.

    >>> look_alike_problem(["alice", "bob"]) is None
    True
    >>> print(look_alike_problem(["bob", "bob"]))
    two entrants are both named 'bob'
    """
    # each reading -> the first name read so
    first: tuple[dict[str, str], ...] = tuple({} for _ in name_keys(""))
    for name in names:
        keys = name_keys(name)
        clash = [(key, seen[key]) for key, seen in zip(keys, first) if key in seen]
        if not clash:
            for key, seen in zip(keys, first):
                seen[key] = name
            continue
        key, other = clash[0]
        if other == name:
            return f"two {what} are both named {shown(name)}"
        differ = ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}"
                           for c in sorted(set(other) ^ set(name)))
        return (f"{shown(other)} and {shown(name)} look alike: they read as the same name once "
                f"Unicode's compatibility forms, confusable letters (UTS #39), ASCII look-alikes "
                f"(vv and w, cl and d, 0 and o, 5 and s, 8 and b, 2 and z, i and l, _ - and ., a run of "
                f"them as one) and case are folded "
                f"(both read {shown(key)}; the characters that differ: {differ or 'none'})")
    return None


def refuse_look_alikes(names: Iterable[str], what: str = "entrants", hint: str = "rename one") -> None:
    """ValueError (see :func:`look_alike_problem`, then ``hint``) unless every name reads
    differently."""
    problem = look_alike_problem(names, what)
    if problem:
        raise ValueError(f"{problem}; {hint}")
