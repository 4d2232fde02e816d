"""Games added as one folder each and nothing else, ``tests/new_games/<game>/`` (rules, kit,
scene, words), put beside the course's games, then found everywhere they are found -- the
command line (arena, perft, solve where offered), tournaments, the evaluation lab, the boards
and the play app's list, the pictures, the catalogue, check_scene:

- ``gravity``: a fourth kind of game (gravity, a move is a column), not solved here;
- ``nim``: a move is a heap and a count, its option ``heaps`` a tuple (``--heaps 3,4,5``),
  solved here, and checked against the theory (nim-sum 0 <=> the side to move loses).

No test depends on where a new game's name sorts among the others.
"""

import json
import random
import sys
from pathlib import Path

import pytest

FOLDER = Path(__file__).parent / "new_games"


def _new_games(monkeypatch):
    """The folder beside gamelib/games/ (as if its games were copied there), the kits found
    anew; returns what undoes it."""
    import gamelib.games
    from gamelib import i18n, kits

    monkeypatch.setattr(gamelib.games, "__path__", [*gamelib.games.__path__, str(FOLDER)])
    monkeypatch.delitem(vars(kits), "KITS", raising=False)  # found again, with the new folder
    catalogue = dict(i18n.CATALOGUE)

    def undo():
        i18n.CATALOGUE.clear()
        i18n.CATALOGUE.update(catalogue)
        for name in [m for m in sys.modules
                     if any(m.startswith(f"gamelib.games.{game.name}") for game in GAMES)]:
            del sys.modules[name]
    return undo


GAMES = [folder for folder in FOLDER.iterdir() if (folder / "kit.py").exists()]


@pytest.fixture
def gravity(monkeypatch):
    """Gravity three's kit, found beside the course's games; afterwards gamelib is as it was
    (its game list, its catalogue, its modules)."""
    from gamelib import kits

    undo = _new_games(monkeypatch)
    yield kits.kit("gravity")
    undo()


@pytest.fixture
def nim(monkeypatch):
    """Nim's kit, found beside the course's games (as ``gravity``)."""
    from gamelib import kits

    undo = _new_games(monkeypatch)
    yield kits.kit("nim")
    undo()


def test_new_games_come_after_the_courses_in_the_kits_order_wherever_their_names_sort(gravity):
    """The kits' rule (gamelib.kits): by ``order`` (the course's games 1 to 5, a new game 100),
    then by name -- so a new game's place depends on no other new game's name."""
    from gamelib.kits import KITS, kit

    names = list(KITS)
    assert {"gravity", "nim"} <= set(names)
    assert names[:5] == ["tictactoe", "dodgem", "oanquan", "othello", "caro"]
    assert names == sorted(names, key=lambda name: (kit(name).order, name))
    assert all(names.index(new) > names.index("caro") for new in ("gravity", "nim"))


def test_a_game_in_one_folder_is_found_everywhere_the_courses_games_are(gravity, capsys):
    from gamelib.arena.evaluation_lab import lab_games, run_series
    from gamelib.arena.registry import make_player
    from gamelib.arena.tournament import tournament
    from gamelib.cli import main
    from gamelib.kits import KITS, make_game
    from gamelib.kits.pictures import boards_html, state_svg
    from gamelib.widgets.boards import board, playable

    assert "gravity" in KITS and list(KITS)[:5] == [
        "tictactoe", "dodgem", "oanquan", "othello", "caro"]  # after the course's, in its order
    assert list(KITS).index("gravity") > list(KITS).index("caro")
    assert gravity.offers() == ["board", "perft", "lab"] and gravity.missing_words() == []

    # the command line: a match, the tree counted; solving is not offered, nor a perfect player
    assert main(["arena", "gravity", "random", "alphabeta:1", "--games", "2", "--jobs", "1",
                 "--json"]) == 0
    assert {row["player"] for row in json.loads(capsys.readouterr().out)} == {
        "random", "alphabeta:1"}
    assert main(["perft", "gravity", "3", "--columns", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["leaves"] == 4 ** 3
    with pytest.raises(SystemExit):
        main(["solve", "gravity"])
    capsys.readouterr()
    game = make_game("gravity")
    with pytest.raises(ValueError, match="unknown player 'perfect' for gravity"):
        make_player("gravity", game, "perfect")

    # a tournament, the lab, the pictures
    day = tournament("gravity", ["random", "greedy"], games=2, jobs=1)
    assert sum(row["games"] for row in day.standings()) == 4
    assert "gravity" in lab_games() and run_series("gravity", {"weight": 2}, games=2).games == 2
    assert state_svg(game.initial_state()).startswith("<svg")
    assert "Gravity three" in boards_html([game.initial_state()])

    # the boards and the play app's list (playroom shows playable()); a square plays its column
    assert "gravity" in playable()
    played = board("gravity")
    played.side_kind["Y"].value = "Human"
    played.click("c1")  # the top square of column c: the disc falls to c4
    assert played.session.moves_text() == ["c"] and played.view.piece("c4") == "Red"
    assert played.view.piece("c1") == ""


def test_the_new_games_scene_and_words_keep_the_rules_the_course_games_keep(gravity):
    import doctest
    import importlib

    from gamelib.i18n import player_word, set_language, tr
    from gamelib.kits import make_game
    from gamelib.viz.scenes import check_scene

    game = make_game("gravity", columns=4, rows=3)
    rng = random.Random(0)
    state = game.initial_state()
    while not game.is_terminal(state):
        check_scene(game, state, gravity.scene)
        state = game.successor(state, rng.choice(game.legal_actions(state)))
    for name in ("gamelib.games.gravity", "gamelib.games.gravity.scene"):  # its own examples
        failed, tried = doctest.testmod(importlib.import_module(name),
                                        optionflags=doctest.ELLIPSIS)
        assert tried and not failed, name
    assert player_word("R", "vi", game) == "Đỏ" and tr("Gravity three", "vi") == "Ba quân rơi"
    set_language("vi")
    try:
        assert "Ba quân rơi" in gravity.picture(game.initial_state())
    finally:
        set_language("en")


@pytest.mark.parametrize("game, named_as", [
    ("gravity", "gravity"),
    ("nim", r"(?<![a-z])nim(?![a-z])"),  # the word, not a part of "animation" or "minimum"
])
def test_the_folder_is_all_there_is_to_the_new_game(game, named_as):
    """Nothing in gamelib names the new game: it is found, never listed."""
    import re

    import gamelib

    package = Path(gamelib.__file__).parent
    word = re.compile(named_as, re.IGNORECASE)
    named = [str(p.relative_to(package)) for p in package.rglob("*.py")
             if word.search(p.read_text(encoding="utf-8"))]
    assert not named, named
    assert sorted(p.name for p in (FOLDER / game).glob("*.py")) == [
        "__init__.py", "kit.py", "scene.py", "words.py"]


def test_nim_in_one_folder_is_found_everywhere_the_courses_games_are(nim, capsys):
    from gamelib.arena.evaluation_lab import lab_games
    from gamelib.arena.registry import make_player
    from gamelib.arena.tournament import tournament
    from gamelib.cli import main
    from gamelib.kits import KITS, make_game
    from gamelib.kits.pictures import boards_html, state_svg
    from gamelib.widgets.boards import board, playable

    assert "nim" in KITS and list(KITS).index("nim") > list(KITS).index("caro")
    assert nim.offers() == ["board", "solve", "perft"] and nim.missing_words() == []

    # the command line: a match, the tree counted, the game solved (3,4,5: the first player
    # wins, by taking 2 from heap a, which leaves 1,4,5 with nim-sum 0)
    assert main(["arena", "nim", "random", "perfect", "--games", "2", "--jobs", "1",
                 "--json"]) == 0
    standings = {row["player"]: row for row in json.loads(capsys.readouterr().out)}
    assert set(standings) == {"random", "perfect"}
    assert main(["perft", "nim", "2", "--json"]) == 0
    game = make_game("nim")
    assert json.loads(capsys.readouterr().out)["leaves"] == game.perft(game.initial_state(), 2)
    assert main(["solve", "nim", "--json"]) == 0
    solved = json.loads(capsys.readouterr().out)
    assert solved["winner"] == "A" and solved["winning_first_moves"] == ["a2"]
    assert make_player("nim", game, "perfect") is not None
    assert "nim" not in lab_games()  # its kit offers no lab

    # a tournament, the pictures
    day = tournament("nim", ["random", "greedy"], games=2, jobs=1)
    assert sum(row["games"] for row in day.standings()) == 4
    assert state_svg(game.initial_state()).startswith("<svg")
    assert 'aria-label="Nim: ' in boards_html([game.initial_state()])

    # the boards and the play app's list; a stone takes itself and those right of it
    assert "nim" in playable()
    played = board("nim")
    played.side_kind["B"].value = "Human"
    played.click("c2")
    assert played.session.moves_text() == ["c2"]
    assert played.view.piece("c3") == "stone" and played.view.piece("c4") == ""


def test_nims_scene_words_and_examples_keep_the_rules_the_course_games_keep(nim):
    import doctest
    import importlib

    from gamelib.i18n import player_word, set_language, tr
    from gamelib.kits import make_game
    from gamelib.viz.scenes import check_scene

    game = make_game("nim", heaps=(2, 3, 1))
    rng = random.Random(0)
    state = game.initial_state()
    while not game.is_terminal(state):
        check_scene(game, state, nim.scene)
        state = game.successor(state, rng.choice(game.legal_actions(state)))
    check_scene(game, state, nim.scene)  # the end: no stone left, each heap still read out
    for name in ("gamelib.games.nim", "gamelib.games.nim.scene", "gamelib.games.nim.kit"):
        failed, tried = doctest.testmod(importlib.import_module(name),
                                        optionflags=doctest.ELLIPSIS)
        assert tried and not failed, name
    assert player_word("A", "vi", game) == "Người đi trước" and tr("Nim", "vi") == "Nim (bốc sỏi)"
    set_language("vi")
    try:
        assert "Nim (bốc sỏi)" in nim.picture(game.initial_state())
    finally:
        set_language("en")


def test_nim_solved_here_agrees_with_the_theory_in_every_position(nim):
    """Bouton: the side to move loses exactly when the nim-sum of the heaps is 0 -- checked in
    every position reachable from several starts, and the perfect player's first moves are
    exactly those that leave a nim-sum of 0."""
    from gamelib.games.nim import nim_sum
    from gamelib.search.retrograde import solve, solve_summary

    for heaps in [(3, 4, 5), (1, 2, 3), (1, 1), (7,), (2, 5, 6, 1), (4, 4)]:
        game = nim.make_game(heaps=heaps)
        assert nim.can_solve(game)
        solution = solve(game)
        assert solution.positions == len(solution.value) > 1
        for state, value in solution.value.items():
            assert value == (-1 if nim_sum(state.heaps) == 0 else 1), (heaps, state)
        start = game.initial_state()
        zeroing = sorted(game.action_to_str(start, a) for a in game.legal_actions(start)
                         if nim_sum(game.successor(start, a).heaps) == 0)
        assert sorted(solve_summary(solution)["winning_first_moves"]) == zeroing, heaps
    assert not nim.can_solve(nim.make_game(heaps=(9,) * 6))  # a million positions: not here


def test_an_option_that_is_no_number_reaches_the_rules_as_its_constructor_declares_it(nim,
                                                                                     capsys):
    """Nim's ``heaps: tuple[int, ...]`` is written ``--heaps 3,4,5`` and reaches the rules as
    the tuple (3, 4, 5); a mistake names the option and what it takes, with no traceback."""
    from gamelib.cli import main

    assert nim.option_types() == {"heaps": tuple[int, ...]}
    assert main(["solve", "nim", "--heaps", "3,4,5", "--json"]) == 0
    solved = json.loads(capsys.readouterr().out)
    assert solved["heaps"] == [3, 4, 5] and solved["winning_first_moves"] == ["a2"]
    assert main(["solve", "nim", "--heaps", "1, 2,3", "--json"]) == 0  # nim-sum 0
    assert json.loads(capsys.readouterr().out)["winner"] == "B"
    assert main(["perft", "nim", "1", "--heaps", "2,2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["leaves"] == 4
    for given, says in [("3,x", "--heaps takes whole numbers separated by commas (such as "
                                "3,4,5), not '3,x'"),
                        ("3,,4", "--heaps takes whole numbers separated by commas"),
                        ("3,0", "heaps must be 1 to 6 whole numbers from 1 to 9")]:
        assert main(["solve", "nim", "--heaps", given]) == 2
        error = capsys.readouterr().err
        assert says in error and "Traceback" not in error, error
    with pytest.raises(SystemExit):
        main(["perft", "--help"])
    assert "nim (default 3,4,5)" in " ".join(capsys.readouterr().out.split())


def test_the_command_lines_help_names_the_new_games_where_their_kits_offer_it(nim, capsys):
    """No help text lists games by hand: solve and perft name every kit offering them."""
    from gamelib.cli import help_line, main

    assert "nim" in help_line("solve") and "gravity" not in help_line("solve")
    assert {"nim", "gravity"} <= set(help_line("perft").split("(")[1].rstrip(")").split(", "))
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert help_line("solve") in shown and help_line("perft") in shown
