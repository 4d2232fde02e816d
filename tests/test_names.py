"""Entrants' names that cannot impersonate (issue 41 item 3): look-alikes are one name, refused
with both names escaped -- in the library, and through the real command line with nothing played."""

import string
import subprocess
import sys
import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from gamelib.bots.names import (_prototypes, look_alike_problem, name_keys, refuse_look_alikes,
                                same_name, shown, skeleton)
from gamelib.bots.submissions import load_submissions

BOT = "def bot(victory_cell, cell, you):\n    return 'NULL'\n"
#: alice and her look-alikes: a capital i, a Cyrillic а, fullwidth letters, a zero-width joiner
LOOK_ALIKES = {
    "capital i": "aIice",
    "cyrillic a": "\u0430lice",
    "fullwidth": "\uff41\uff4c\uff49\uff43\uff45",
    "zero-width joiner": "al\u200dice",
    "digit one": "a1ice",
    "upper case": "ALICE",
}
#: how each is shown in a message: escaped, so the two names read differently
SHOWN = {"capital i": "'aIice'", "cyrillic a": "'\\u0430lice'",
         "fullwidth": "'\\uff41\\uff4c\\uff49\\uff43\\uff45'",
         "zero-width joiner": "'al\\u200dice'", "digit one": "'a1ice'", "upper case": "'ALICE'"}


@pytest.mark.parametrize("kind", LOOK_ALIKES)
def test_each_look_alike_reads_as_alice(kind):
    assert same_name("alice", LOOK_ALIKES[kind])
    problem = look_alike_problem(["alice", "bob", LOOK_ALIKES[kind]], "submissions")
    assert problem.startswith(f"'alice' and {SHOWN[kind]} look alike")


def test_unicode_s_own_examples_fold_as_uts_39_says():
    # confusables.txt: I -> l, 1 -> l, 0 -> O, m -> rn, Cyrillic and Greek letters -> Latin
    assert skeleton("I") == skeleton("1") == skeleton("l") == "l"
    assert skeleton("0") == "O" and skeleton("m") == "rn" and skeleton("rn") == "rn"
    assert skeleton("\u0440\u0430\u0443\u0440\u0430l") == skeleton("paypal")  # Cyrillic р, а, у
    assert skeleton("\u03bfk") == skeleton("ok")                              # Greek ο
    assert skeleton("a\u200b\u200c\u200d\u2060\ufe0fb") == "ab"              # invisible ones removed
    assert skeleton("\u00e9") == skeleton("e\u0301")                          # é either way


#: ASCII look-alikes UTS #39 does not fold (one character to its prototype only): issue 50
ASCII_PAIRS = [("will", "vvill"), ("dung", "clung"), ("mary", "rnary"), ("b0b", "bob"),
               ("bOb", "b0b"), ("a1ice", "alice"), ("aIice", "a1ice"), ("group_a", "group-a"),
               ("group_a", "group.a"), ("Wendy", "vvencly"),
               # red team 50: runs and ends of _ - . , digits read as letters, i and l
               ("group_a", "group__a"), ("team-a", "team--a"), ("alice", "alice_"),
               ("alice", "alice."), ("SAM", "5AM"), ("BOB", "8OB"), ("ZOE", "2OE"),
               ("TEAM_S", "TEAM_5"), ("iris", "lris"), ("kim", "klm"), ("bob", "_bob")]


@pytest.mark.parametrize("a, b", ASCII_PAIRS)
def test_ascii_look_alikes_are_one_name_on_a_roster_too(tmp_path, a, b):
    from gamelib.bots.roster import new_roster

    assert same_name(a, b) and same_name(b, a)
    assert look_alike_problem(["carol", a, b]).startswith(f"'{a}' and '{b}' look alike")
    with pytest.raises(ValueError, match="look alike"):
        new_roster(tmp_path / "class.roster", [a, b])
    assert not (tmp_path / "class.roster").exists()


def test_ascii_folding_keeps_different_names_apart():
    for a, b in [("will", "wall"), ("dung", "dong"), ("group_1", "group_2"), ("mary", "marty"),
                 ("alice", "alicia"), ("bob", "rob"), ("team_a", "teama"), ("group_a", "group_b"),
                 ("sam", "pam"), ("zoe", "joe"), ("kim", "kit")]:
        assert not same_name(a, b), (a, b)


def test_names_that_read_differently_pass():
    names = ["alice", "bob", "carol", "group_a", "group_b", "MSSV01_MSSV02", "strong", "weak"]
    assert look_alike_problem(names) is None
    refuse_look_alikes(names)
    assert not same_name("alice", "alicia") and not same_name("group_1", "group_2")


def test_a_message_shows_both_names_escaped_with_the_characters_that_differ():
    with pytest.raises(ValueError) as refused:
        refuse_look_alikes(["alice", "\u0430lice\u202e"], "entrants", "rename one")
    message = str(refused.value)
    assert "'alice' and '\\u0430lice\\u202e'" in message and message.isascii()
    assert "U+0430 CYRILLIC SMALL LETTER A" in message and message.endswith("; rename one")
    assert look_alike_problem(["bob", "bob"]) == "two entrants are both named 'bob'"
    assert shown("x" * 500).endswith("...'") and len(shown("x" * 500)) < 100


# -- invariants ---------------------------------------------------------------------------

NAME_CHARACTERS = string.ascii_letters + string.digits + "_"
names = st.text(NAME_CHARACTERS, min_size=1, max_size=16)


def _sources_of(char: str) -> list[str]:
    """Every character Unicode's data says reads as ``char`` (``char`` itself included)."""
    prototypes = _prototypes()
    target = prototypes.get(char, char)
    return sorted({char, *(s for s, p in prototypes.items() if p == target and len(s) == 1)})


SOURCES = {c: _sources_of(c) for c in NAME_CHARACTERS}


@st.composite
def variants(draw, name: str) -> str:
    """``name`` with any characters swapped for look-alikes from Unicode's data or for their
    fullwidth forms, invisible characters slipped in, and the whole name's case maybe changed."""
    out = []
    for char in name:
        how = draw(st.sampled_from(["same", "confusable", "fullwidth"]))
        if how == "confusable":
            char = draw(st.sampled_from(SOURCES[char]))
        elif how == "fullwidth":
            char = chr(ord(char) + 0xFEE0)
        out.append(char + draw(st.sampled_from(["", "", "\u200d", "\u200b", "\u2060", "\ufe0f"])))
    variant = "".join(out)
    return draw(st.sampled_from([variant, variant.upper(), variant.lower()])) if variant == "".join(
        c for c in variant if c.isascii()) else variant


@settings(max_examples=300, deadline=None)
@given(st.data(), names)
def test_a_name_and_any_of_its_look_alikes_are_one_name(data, name):
    variant = data.draw(variants(name))
    assert same_name(name, variant), (name, variant, name_keys(name), name_keys(variant))
    problem = look_alike_problem([name, variant])
    assert problem is not None and shown(name) in problem and shown(variant) in problem


@settings(max_examples=200, deadline=None)
@given(st.lists(names, min_size=1, max_size=12))
def test_a_list_is_refused_exactly_when_two_of_its_names_read_alike(given_names):
    clash = any(same_name(a, b) for i, a in enumerate(given_names) for b in given_names[i + 1:])
    assert (look_alike_problem(given_names) is not None) == clash


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=24))
def test_the_readings_are_stable_and_a_name_reads_as_itself(text):
    assert same_name(text, text)
    assert skeleton(skeleton(text)) == skeleton(text)           # a prototype is its own prototype
    assert unicodedata.is_normalized("NFD", skeleton(text))
    assert shown(text).isascii() and shown(text).isprintable()


# -- submissions and the command line -----------------------------------------------------

def _bots(folder, *names):
    paths = []
    for name in names:
        path = folder / f"{name}.py"
        path.write_text(BOT)
        paths.append(path)
    return paths


@pytest.mark.parametrize("kind", LOOK_ALIKES)
def test_a_look_alike_submission_is_refused_before_anything_is_read(tmp_path, kind):
    paths = _bots(tmp_path, "alice", LOOK_ALIKES[kind])
    for strict in (True, False):
        with pytest.raises(ValueError, match="look alike") as refused:
            load_submissions(paths, strict=strict)
        assert f"'alice' and {SHOWN[kind]}" in str(refused.value)
    with pytest.raises(ValueError, match="'str0ng' and 'strong' look alike"):
        load_submissions(_bots(tmp_path, "str0ng"), ["strong"])


@pytest.mark.parametrize("kind", ["capital i", "cyrillic a", "fullwidth", "zero-width joiner"])
def test_the_command_refuses_a_look_alike_with_status_2_and_plays_nothing(tmp_path, kind):
    paths = _bots(tmp_path, "alice", "bob", LOOK_ALIKES[kind])
    out = tmp_path / "day.jsonl"
    done = subprocess.run([sys.executable, "-m", "gamelib", "tournament", "othello", *map(str, paths),
                           "--out", str(out), "--games", "1"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"'alice' and {SHOWN[kind]} look alike" in done.stderr
    assert "nothing was played" in done.stderr and "Traceback" not in done.stderr
    assert not out.exists() and done.stdout == ""
