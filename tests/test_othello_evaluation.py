"""The Othello engine's tuned evaluation: the weights in data/othello, the kernel that reads them,
the script that makes them, and the engine's choice between tuned and classic."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.engines import othello as engine_module
from gamelib.engines import othello_kernel as K
from gamelib.engines.othello import OthelloEngine, Weights, tuned_model
from gamelib.games.othello import Othello
from gamelib.core.paths import REPO_ROOT, data_dir

SCRIPT = REPO_ROOT / "data" / "othello" / "train_evaluation.py"


def random_position(seed: int, plies: int) -> tuple[int, int]:
    """``(me, opp)`` after ``plies`` random plies from the start, a side with no move passing
    (fewer if neither can move: the game is over).  Stopping at the first side without a move
    left positions with up to 52 empty squares for the exact solver below, which then ran for
    hours (37 of the 10,001 seeds it draws from)."""
    rng = random.Random(seed)
    me, opp = 0x0000000810000000, 0x0000001008000000
    for _ in range(plies):
        moves = int(K.legal_moves(K.U(me), K.U(opp)))
        if not moves:
            if not int(K.legal_moves(K.U(opp), K.U(me))):
                break
            me, opp = opp, me  # a pass
            continue
        square = rng.choice([s for s in range(64) if moves >> s & 1])
        flipped = int(K.flips(K.U(me), K.U(opp), square))
        me, opp = opp & ~flipped, me | flipped | (1 << square)
    return me, opp


def transform(mask: int, symmetry: int) -> int:
    """The board ``mask`` under one of the 8 symmetries of the square."""
    out = 0
    for square in range(64):
        if mask >> square & 1:
            row, col = divmod(square, 8)
            if symmetry & 1:
                col = 7 - col
            if symmetry & 2:
                row = 7 - row
            if symmetry & 4:
                row, col = col, row
            out |= 1 << (row * 8 + col)
    return out


def tuned(me: int, opp: int, victory: int = 0) -> float:
    return float(K.evaluate_tuned(K.U(me), K.U(opp), K.U(victory), tuned_model()))


def test_the_weights_are_in_data_with_how_they_were_made():
    model = tuned_model()
    assert model is not None and len(model) == K.MODEL_SIZE and model[0] == K.TUNED
    assert np.isfinite(model).all()
    report = json.loads((data_dir() / "othello" / "evaluation.json").read_text())
    assert report["positions"]["standard"] > 100_000
    # on games kept out of the fit, the model beats answering 0 at every stage of the game
    for stage, row in report["mean_absolute_error_on_games_kept_aside"]["standard"].items():
        assert row["model"] < row["zero"], stage


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 56), st.integers(1, 7))
def test_the_tuned_evaluation_sees_every_symmetry_of_the_board_alike(seed, plies, symmetry):
    me, opp = random_position(seed, plies)
    victory = sum(1 << s for s in random.Random(seed).sample(range(64), 5))
    for cells in (0, victory):
        seen = tuned(transform(me, symmetry), transform(opp, symmetry), transform(cells, symmetry))
        assert seen == pytest.approx(tuned(me, opp, cells), abs=1e-6)


def test_the_kernel_and_the_training_script_compute_the_same_values():
    spec = importlib.util.spec_from_file_location("train_evaluation", SCRIPT)
    trainer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(trainer)
    positions = [random_position(seed, 4 + seed) for seed in range(50)]
    victories = [0 if seed % 2 else sum(1 << s for s in random.Random(seed).sample(range(64), 5))
                 for seed in range(50)]
    data = trainer.featurize({"me": np.array([p[0] for p in positions], dtype=np.uint64),
                              "opp": np.array([p[1] for p in positions], dtype=np.uint64),
                              "victory": np.array(victories, dtype=np.uint64),
                              "label": np.zeros(50), "game": np.arange(50)})
    expected = [tuned(me, opp, v) for (me, opp), v in zip(positions, victories)]
    assert trainer.predict(tuned_model(), data) == pytest.approx(expected, abs=1e-6)


def test_the_victory_terms_see_a_cell_one_short():
    # black holds four of the victory cells (the corners) and may play the fifth, b4: it
    # flanks white's c4 against black's d4
    black = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63) | (1 << 27)    # a1 h1 a8 h8 d4
    white = 1 << 26                                                      # c4
    victory = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63) | (1 << 25)   # ... and b4
    features = np.zeros(len(K.DENSE) + len(K.VICTORY_TERMS))
    K.dense_features(K.U(black), K.U(white), K.U(victory), features)
    named = dict(zip(K.DENSE + K.VICTORY_TERMS, features))
    assert named["victory_cells"] == 4 and named["victory_threat"] == 1 and named["victory_four"] == 1
    K.dense_features(K.U(white), K.U(black), K.U(victory), features)   # white to move: theirs
    named = dict(zip(K.DENSE + K.VICTORY_TERMS, features))
    assert named["victory_threat"] == -1 and named["victory_cells"] == -4


def test_the_engine_uses_the_tuned_evaluation_unless_given_weights():
    game = Othello()
    assert OthelloEngine(game, depth=2).evaluation == "tuned"
    assert OthelloEngine(game, depth=2, weights=Weights()).evaluation == "classic"
    assert OthelloEngine(game, depth=2, evaluation="classic").evaluation == "classic"
    me, opp = random_position(3, 20)
    assert OthelloEngine(game, depth=2).evaluate(me, opp) == pytest.approx(tuned(me, opp))
    with pytest.raises(ValueError, match="'tuned' or 'classic'"):
        OthelloEngine(game, depth=2, evaluation="learned")
    with pytest.raises(ValueError, match="not both"):
        OthelloEngine(game, depth=2, evaluation="tuned", weights=Weights())


def test_without_the_weights_file_the_engine_falls_back_or_says_how_to_remake_it(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMELIB_DATA", str(tmp_path))
    monkeypatch.setattr(engine_module, "_TUNED", {})
    game = Othello()
    assert OthelloEngine(game, depth=2).evaluation == "classic"
    with pytest.raises(FileNotFoundError, match="train_evaluation.py"):
        OthelloEngine(game, depth=2, evaluation="tuned")


@pytest.mark.skipif(not K.COMPILED, reason="the training script needs numba")
def test_the_training_script_remakes_the_weights(tmp_path):
    out = tmp_path / "evaluation.npz"
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "30", "--variant-games", "10",
                           "--workers", "1", "--iterations", "20", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    with np.load(out) as stored:
        model = stored["model"]
    assert len(model) == K.MODEL_SIZE and model[0] == K.TUNED and np.abs(model[1:]).sum() > 0
    report = json.loads(out.with_suffix(".json").read_text())
    assert report["settings"]["games"] == 30 and report["positions"]["standard"] > 500


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.booleans())
def test_ordering_the_solver_by_the_tuned_evaluation_keeps_its_values_exact(seed, variant):
    me, opp = random_position(seed, 64 - 4 - 12)   # about 12 empty squares, above the threshold
    victory = sum(1 << s for s in random.Random(seed).sample(range(64), 5)) if variant else 0
    plain = K.solve(me, opp, victory=victory, passes=not variant)
    ordered = K.solve(me, opp, victory=victory, passes=not variant, model=tuned_model())
    assert ordered[0] == plain[0]
