"""A game added as one folder and nothing else: ``tests/new_games/gravity/`` (rules, kit,
scene, words; a fourth kind of game: gravity, a move is a column, not solved here) is put
beside the course's games, then found everywhere they are found -- the command line (arena,
perft; not solve), tournaments, the evaluation lab, the boards and the play app's list, the
pictures, the catalogue, check_scene."""

import json
import random
import sys
from pathlib import Path

import pytest

FOLDER = Path(__file__).parent / "new_games"


@pytest.fixture
def gravity(monkeypatch):
    """The folder beside gamelib/games/ (as if copied there), the kits found anew; afterwards
    gamelib is as it was (its game list, its catalogue, its modules)."""
    import gamelib.games
    from gamelib import i18n, kits

    monkeypatch.setattr(gamelib.games, "__path__", [*gamelib.games.__path__, str(FOLDER)])
    monkeypatch.delitem(vars(kits), "KITS", raising=False)  # found again, with the new folder
    catalogue = dict(i18n.CATALOGUE)
    yield kits.kit("gravity")
    i18n.CATALOGUE.clear()
    i18n.CATALOGUE.update(catalogue)
    for name in [m for m in sys.modules if m.startswith("gamelib.games.gravity")]:
        del sys.modules[name]


def test_a_game_in_one_folder_is_found_everywhere_the_courses_games_are(gravity, capsys):
    from gamelib.arena.evaluation_lab import lab_games, run_series
    from gamelib.arena.registry import make_player
    from gamelib.arena.tournament import tournament
    from gamelib.cli import main
    from gamelib.kits import KITS, make_game
    from gamelib.kits.pictures import boards_html, state_svg
    from gamelib.widgets.boards import board, playable

    assert list(KITS)[-1] == "gravity" and list(KITS)[:5] == [
        "tictactoe", "dodgem", "oanquan", "othello", "caro"]  # after the course's, in its order
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


def test_the_folder_is_all_there_is_to_the_new_game():
    """Nothing in gamelib names the new game: it is found, never listed."""
    import gamelib

    package = Path(gamelib.__file__).parent
    named = [str(p.relative_to(package)) for p in package.rglob("*.py")
             if "gravity" in p.read_text(encoding="utf-8").lower()]
    assert not named, named
    assert sorted(p.name for p in (FOLDER / "gravity").glob("*.py")) == [
        "__init__.py", "kit.py", "scene.py", "words.py"]
