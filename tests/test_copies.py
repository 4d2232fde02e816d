"""The copy benchmark as a test (issue 40, item 5): on the corpus in ``tests/copies_corpus/``,
no honest answer reaches the threshold against gamelib's code or another student's, and every
disguised copy reaches it against what it copies."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from copies_benchmark import corpus, measure
from gamelib.exercises.structure import THRESHOLD, Answer, Likeness, compare, side_by_side


@pytest.fixture(scope="module")
def measured():
    return measure()


def test_the_corpus_is_big_enough():
    honest, copies = corpus()
    assert len({p.name.split(" ")[0] for p in honest}) >= 12 and len(copies) >= 12
    assert all(p.answer.labels and not p.answer.why_unread for p in honest + copies)


def test_no_honest_answer_is_flagged(measured):
    assert measured["flagged_honest"] == []
    assert measured["flagged_honest_any_function"] == []  # as the similarity report reads
    assert measured["honest_max"] < THRESHOLD


def test_every_disguised_copy_is_flagged_against_what_it_copies(measured):
    missed = [(name, what, score) for name, what, score, _ in measured["copies"]
              if score < THRESHOLD]
    assert missed == []
    assert measured["precision"] == measured["recall"] == 1.0


def test_renaming_every_variable_changes_nothing():
    import re

    honest, _ = corpus()
    entries = {"minimax": "my_minimax", "alpha-beta": "my_alphabeta"}
    for piece in honest:
        renamed = piece.answer.source
        for old in ("state", "depth", "evaluate", "alpha", "beta", "me", "player", "best"):
            renamed = re.sub(rf"\b{old}\b", f"x_{old}_y", renamed)
        found = compare(piece.answer, Answer.read(renamed, entries[piece.task]))
        assert found is not None and found.score == 1.0, piece.name


@settings(max_examples=30, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_read_or_said_unreadable_never_raised(text):
    answer = Answer.read(text, "my_minimax")
    assert isinstance(answer.why_unread, str)
    answer.fingerprints()


def test_passages_are_escaped():
    code = "def my_minimax(game, state, depth, evaluate):\n    return '<script>' < depth\n"
    answer = Answer.read(code, "my_minimax")
    page = side_by_side(answer, answer, Likeness(1, 1, (((1, 2), (1, 2)),)), ("a", "<b>"))
    assert "<script>" not in page and "&lt;script&gt;" in page and "&lt;b&gt;" in page
