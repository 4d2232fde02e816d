"""Each game's kit is the one place everything about it lives; adding a game is a rules module, a
kit and a scene (shown here with a small game the test adds itself, then finds everywhere)."""

import json
import sys
import types
import warnings
from typing import NamedTuple

import pytest

from gamelib import i18n, kits
from gamelib.arena.match import play_match
from gamelib.arena.registry import make_player, player_specs
from gamelib.core import Game
from gamelib.kits import KITS, make_game


def test_every_game_has_a_kit_and_every_player_plays():
    for name in KITS:
        kit = kits.kit(name)
        game = make_game(name)
        assert kit.name == name and kits.kit_of(game) is kit
        state = game.initial_state()
        for kind in kit.players_for(game):
            spec = kind.spec.replace(":D", ":1").replace(":S", ":0.05")
            player = make_player(name, game, spec)
            assert player.name == spec
            assert player.choose(game, state) in game.legal_actions(state), (name, spec)


def test_the_perfect_player_plays_only_where_the_kit_says_the_game_can_be_solved(monkeypatch):
    """Never a solve that runs for minutes and fails: a game its kit cannot solve is refused at
    once, with the players it has."""
    dodgem = kits.kit("dodgem")
    big = make_game("dodgem", size=5)
    assert not dodgem.can_solve(big) and "perfect" not in {k.name for k in dodgem.players_for(big)}
    monkeypatch.setattr("gamelib.search.retrograde.solve", lambda game: pytest.fail("solved"))
    with pytest.raises(ValueError, match="cannot be solved here; players: random, greedy"):
        make_player("dodgem", big, "perfect")
    assert kits.kit("othello").offers() == ["board", "perft", "endgame", "lab"]


def test_every_list_of_games_is_the_kits_in_their_order():
    from gamelib.arena.evaluation_lab import lab_games
    from gamelib.widgets.boards import board_classes, playable

    order = [kits.kit(name).order for name in KITS]
    assert order == sorted(order) and list(KITS) == [each.name for each in kits.all_kits()]
    assert playable() == [name for name in KITS if "board" in kits.kit(name).offers()]
    assert lab_games() == [name for name in KITS if "lab" in kits.kit(name).offers()]
    assert set(board_classes()) == {each.board.split(":")[1] for each in kits.all_kits()
                                    if each.board}


def test_every_kit_has_its_words_in_the_catalogue():
    missing = {kits.kit(name).words_file(): kits.kit(name).missing_words() for name in KITS}
    assert not any(missing.values()), f"add to each game's own words file: {missing}"


def test_the_words_a_games_board_and_scene_show_count_among_its_words(tmp_path, monkeypatch):
    """A board with a button the catalogue lacks is a missing word of its game, named with the
    game's own words file."""
    import dataclasses

    (tmp_path / "a_new_board.py").write_text(
        'from gamelib.i18n import tr\n'
        'def buttons():\n'
        '    return tr("Undo"), tr("Shuffle the heaps" if True else "Undo")\n',
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    dodgem = kits.kit("dodgem")
    with_board = dataclasses.replace(dodgem, board="a_new_board:Board")
    assert "Shuffle the heaps" in with_board.shown_words()
    assert with_board.missing_words() == ["Shuffle the heaps"]
    assert "rule" in dodgem.shown_words() and dodgem.missing_words() == []
    assert with_board.words_file() == "gamelib/games/dodgem/words.py"


def test_a_kit_offers_its_evaluations_the_default_first():
    from gamelib.evaluation.dodgem import DodgemEvaluation

    dodgem = kits.kit("dodgem")
    made = dodgem.evaluations_for(make_game("dodgem"))
    assert list(made) == ["evaluation 2 (report 003)", "evaluation 1 (lecture)"]
    assert isinstance(dodgem.default_evaluation(make_game("dodgem")), DodgemEvaluation)
    with pytest.raises(ValueError, match="names no evaluation"):
        kits.GameKit("nothing", "Nothing", Game, (), ())


def test_a_player_has_one_name_and_one_label_everywhere():
    from gamelib.widgets import OthelloBoard
    from gamelib.widgets.boards import board, playable

    for name in playable():
        made = board(name)
        labels = [kind.label for kind in made.kit.board_players(made.game)]
        assert list(made.kinds)[1:] == [kind.label for kind in made.kit.board_players()]
        assert [label for _, label in made.side_kind[made.game.players[0]].options] == [
            "Human", *labels]
        assert set(made.strength_words()) == set(made.kinds)
    by_name = OthelloBoard(black="weak", white="Strong engine")
    assert by_name.side_kind["BLACK"].value == "Weak engine"
    assert kits.kit("othello").kind("Weak engine") is kits.kit("othello").kind("weak")
    with pytest.raises(ValueError, match="unknown player 'grandmaster'.*Weak engine"):
        OthelloBoard(black="grandmaster")


def test_every_kits_scene_keeps_the_rules_every_board_relies_on():
    """check_scene on the start and on positions random moves reach: names and titles unique,
    the keyboard's order defined, every piece on a target, every legal move reachable."""
    import random

    from gamelib.viz.scenes import check_scene

    rng = random.Random(43)
    for each in kits.all_kits():
        if each.scene is None:
            continue
        game = each.make_game()
        state = game.initial_state()
        for _ in range(6):
            check_scene(game, state, each.scene)
            for _ in range(rng.randint(1, 4)):
                if not game.is_terminal(state):
                    state = game.successor(state, rng.choice(list(game.legal_actions(state))))


def test_a_scene_that_breaks_the_rules_is_told_what_is_wrong():
    from gamelib.viz.scenes import Canvas, SceneError, check_scene

    def careless(game, state, view):
        canvas = Canvas(100, 50, 100, "careless")
        canvas.target("a", 0, 0, 50, 50, "c", True, "same words", move="1")
        canvas.target("b", 0, 0, 50, 50, "c", True, "same words")
        canvas.target("c", 90, 0, 50, 50, "c", False, "outside", move="2")
        canvas.piece("z", "a stone")
        return canvas.scene

    with pytest.raises(SceneError) as caught:
        check_scene(TakeAway(5), TakeAway(5).initial_state(), careless)
    said = str(caught.value)
    for problem in ("same title: 'same words'", "'c' lies outside the drawing",
                    "'b' takes a click but plays no move", "targets a, b share a place",
                    "pieces on z stand on no target", "no target plays 2"):
        assert problem in said, (problem, said)


def test_a_spec_gets_a_clear_error():
    game = make_game("othello")
    with pytest.raises(ValueError, match="players: random, greedy, weak, medium, strong"):
        make_player("othello", game, "grandmaster")
    with pytest.raises(ValueError, match="'weak' takes no number"):
        make_player("othello", game, "weak:3")
    with pytest.raises(ValueError, match="depth in player 'alphabeta:x'"):
        make_player("othello", game, "alphabeta:x")
    assert "engine-depth:D" in player_specs("othello")
    with pytest.raises(ValueError, match="unknown game 'chess'; games: tictactoe, dodgem"):
        make_game("chess")


# -- a new game: a rules module, a kit and a scene, nothing else -----------------------------------

class Heap(NamedTuple):
    stones: int
    turn: int


class TakeAway(Game):
    """Take 1 or 2 stones from a heap; whoever takes the last stone wins."""

    players = ("first", "second")

    def __init__(self, stones: int = 7):
        if not isinstance(stones, int) or stones < 1:
            raise ValueError(f"stones must be a whole number of at least 1, got {stones!r}")
        self.stones = stones

    def initial_state(self):
        return Heap(self.stones, 0)

    def to_move(self, state):
        return self.players[state.turn]

    def legal_actions(self, state):
        return tuple(t for t in (1, 2) if t <= state.stones)

    def successor(self, state, action):
        return Heap(state.stones - action, 1 - state.turn)

    def is_terminal(self, state):
        return state.stones == 0

    def utility(self, state, player):
        last = self.players[1 - state.turn]  # who took the last stone
        return 1 if player == last else -1


def heap_scene(game, state, view):
    """The heap as a row of stones, and two buttons on it: take 1, take 2."""
    from gamelib.viz.scenes import Canvas

    canvas = Canvas(40 * game.stones + 20, 120, 300, "take-away")
    for k in range(state.stones):
        canvas.add("circle", cx=30 + 40 * k, cy=40, r=15, fill="#8d99ae")
    for take in (1, 2):
        canvas.target(str(take), 20 + 60 * (take - 1), 80, 50, 30, f"gl-take-{take}",
                      take in view.playable, f"take {take}", move=str(take))
    canvas.piece("heap", str(state.stones))
    return canvas.scene


def _take_away_kit():
    from gamelib.kits.base import COMMON, PERFECT, GameKit, LabGame, evaluation, plain_perft
    from gamelib.play.players import SearchPlayer

    def multiple_of_three(state, player):  # a heap of 3k stones loses for the side to move
        good = state.stones % 3 == 0
        return 1 if good == (player != TakeAway.players[state.turn]) else -1

    lab = LabGame("take-away: the weight of a heap that is a multiple of three",
                  lambda: TakeAway(7), lambda: {"weight": 1},
                  lambda game, params, name: SearchPlayer(
                      "alphabeta", 2, lambda s, p: params["weight"] * multiple_of_three(s, p),
                      name=name),
                  lambda params: None)
    return GameKit("takeaway", "Take-away", TakeAway, COMMON + (PERFECT,),
                   (("multiples of three", evaluation(multiple_of_three)),),
                   scene=heap_scene, state_type=Heap, solvable=lambda game: True,
                   perft=plain_perft, lab=lab)


@pytest.fixture
def take_away(monkeypatch):
    """The new game, registered as a game is: its rules module, and its kit listed in KITS."""
    rules = types.ModuleType("takeaway_rules")
    rules.TakeAway, rules.Heap = TakeAway, Heap
    kit_module = types.ModuleType("takeaway_kit")
    kit_module.KIT = _take_away_kit()
    monkeypatch.setitem(sys.modules, "takeaway_rules", rules)
    monkeypatch.setitem(sys.modules, "takeaway_kit", kit_module)
    monkeypatch.setitem(kits.KITS, "takeaway", "takeaway_kit")
    monkeypatch.setattr("gamelib.i18n._warned", set())  # its missing words warn anew
    return kit_module.KIT


@pytest.mark.filterwarnings("ignore::gamelib.i18n.MissingWord")  # its words: the next test
def test_a_new_game_plays_everywhere_from_its_rules_kit_and_scene(take_away, capsys):
    from gamelib.arena.evaluation_lab import lab_games, run_series
    from gamelib.arena.tournament import tournament
    from gamelib.cli import main
    from gamelib.kits.pictures import state_svg
    from gamelib.widgets.boards import board, playable

    game = make_game("takeaway", stones=7)
    assert kits.kit_of(game) is take_away and take_away.options() == {"stones": 7}
    perfect = make_player("takeaway", game, "perfect")
    result = play_match(game, perfect, make_player("takeaway", game, "random"), games=10,
                        opening_plies=0)
    first = [r for r in result.records if r.sides["first"] == "perfect"]
    assert len(first) == 5 and all(r.winner == "first" for r in first)  # 7 is no multiple of 3

    # the command line: arena, solve (the kit says it can be solved), perft (it counts)
    assert main(["arena", "takeaway", "random", "perfect", "--games", "4", "--jobs", "1",
                 "--json"]) == 0
    standings = json.loads(capsys.readouterr().out)
    assert {row["player"] for row in standings} == {"random", "perfect"}
    assert main(["solve", "takeaway", "--stones", "9", "--json"]) == 0
    solved = json.loads(capsys.readouterr().out)
    assert solved["stones"] == 9 and solved["winner"] == "second"  # 9 is a multiple of 3
    assert main(["perft", "takeaway", "4", "--stones", "5", "--json"]) == 0
    counted = json.loads(capsys.readouterr().out)
    assert counted["leaves"] == 5  # four takes from 5 stones: 1111, 2111, 1211, 1121, 1112
    assert main(["solve", "tictactoe", "--stones", "3"]) == 2  # another game's option: refused

    # tournaments, the lab, the pictures, the boards
    day = tournament("takeaway", ["random", "perfect"], games=4, jobs=1)
    assert sum(row["games"] for row in day.standings()) == 8
    assert "takeaway" in lab_games()
    assert run_series("takeaway", {"weight": 2}, games=2).games == 2
    assert state_svg(game.initial_state()).startswith("<svg")
    assert "takeaway" in playable()
    played = board("takeaway")
    assert played.side_kind["second"].value == "Perfect"  # a person against the best player
    played.click("2")  # 7 → 5: the perfect player answers 5 → 3, a multiple of 3 for you
    assert played.session.state.stones == 3 and played.view.piece("heap") == "3"


def test_a_new_games_missing_words_are_listed_and_shown_in_english_with_a_warning(take_away):
    from gamelib.i18n import MissingWord, set_language
    from gamelib.widgets.boards import board

    assert "Take-away" in take_away.missing_words()
    assert "multiples of three" in take_away.missing_words()
    set_language("vi")
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", MissingWord)
            played = board("takeaway")
            played.click("2")  # a student's click never crashes on a missing word
            played.click("1")
    finally:
        set_language("en")
    assert len(played.session.actions) >= 2
    warned = [str(w.message).split("'")[1] for w in caught]
    assert "multiples of three" in warned and len(warned) == len(set(warned))  # once each


def test_a_missing_word_of_a_games_folder_names_that_games_words_file():
    namespace = {"__name__": "gamelib.games.dodgem.board", "tr": i18n.tr}
    with pytest.warns(i18n.MissingWord, match=r"add it to gamelib/games/dodgem/words\.py"):
        exec('tr("a button nobody translated yet", "vi")', namespace)
