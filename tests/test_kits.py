"""Each game's kit is the one place its players, evaluation and lab live; adding a game is a
rules module and a kit (shown here with a small game added by the test itself)."""

import sys
import types

import pytest

from gamelib import kits
from gamelib.arena.registry import make_player, player_specs
from gamelib.arena.match import play_match
from gamelib.core import Game
from gamelib.games import GAMES, RULES, make_game, name_of


def test_every_game_has_a_kit_and_every_player_plays():
    assert set(kits.KITS) == set(GAMES)
    for name in GAMES:
        kit = kits.kit(name)
        assert kit.name == name and kits.kit_of(make_game(name)) is kit
        game = make_game(name, **({"size": 9} if name == "caro" else {}))
        state = game.initial_state()
        for kind in kit.players:
            if name == "dodgem" and kind.name == "perfect":
                continue  # solving 3×3 Dodgem is tested elsewhere (a second here)
            spec = kind.spec.replace(":D", ":1").replace(":S", ":0.05")
            player = make_player(name, game, spec)
            assert player.name == spec
            assert player.choose(game, state) in game.legal_actions(state), (name, spec)


def test_a_player_has_one_name_and_one_label_everywhere():
    from gamelib.widgets import CaroBoard, DodgemBoard, OAnQuanBoard, OthelloBoard, TicTacToeBoard

    for board in (TicTacToeBoard(), DodgemBoard(), OthelloBoard(), OAnQuanBoard(), CaroBoard(size=9)):
        labels = [kind.label for kind in board.kit.board_players()]
        assert list(board.kinds) == ["Human", *labels]
        assert set(board.strength_words()) == set(board.kinds)
    by_name = OthelloBoard(black="weak", white="Strong engine")
    assert by_name.side_kind["BLACK"].value == "Weak engine"
    assert kits.kit("othello").kind("Weak engine") is kits.kit("othello").kind("weak")
    with pytest.raises(ValueError, match="unknown player 'grandmaster'.*Weak engine"):
        OthelloBoard(black="grandmaster")


def test_a_spec_gets_a_clear_error():
    game = make_game("othello")
    with pytest.raises(ValueError, match="players: random, greedy, weak, medium, strong"):
        make_player("othello", game, "grandmaster")
    with pytest.raises(ValueError, match="'weak' takes no number"):
        make_player("othello", game, "weak:3")
    with pytest.raises(ValueError, match="depth in player 'alphabeta:x'"):
        make_player("othello", game, "alphabeta:x")
    assert "engine-depth:D" in player_specs("othello")


class TakeAway(Game):
    """Take 1 or 2 stones from a heap; whoever takes the last stone wins."""

    players = ("first", "second")

    def __init__(self, stones: int = 7):
        self.stones = stones

    def initial_state(self):
        return (self.stones, 0)

    def to_move(self, state):
        return self.players[state[1]]

    def legal_actions(self, state):
        return tuple(t for t in (1, 2) if t <= state[0])

    def successor(self, state, action):
        return (state[0] - action, 1 - state[1])

    def is_terminal(self, state):
        return state[0] == 0

    def utility(self, state, player):
        last = self.players[1 - state[1]]  # who took the last stone
        return 1 if player == last else -1


def test_a_new_game_is_a_rules_module_and_a_kit(monkeypatch):
    from gamelib.kits.base import COMMON, PERFECT, GameKit

    rules = types.ModuleType("takeaway_rules")
    rules.TakeAway = TakeAway
    monkeypatch.setattr(TakeAway, "__module__", "takeaway_rules")
    kit_module = types.ModuleType("takeaway_kit")
    kit_module.KIT = GameKit("takeaway", "Take-away", COMMON + (PERFECT,),
                             lambda game: lambda state, player: 0)
    monkeypatch.setitem(sys.modules, "takeaway_rules", rules)
    monkeypatch.setitem(sys.modules, "takeaway_kit", kit_module)
    monkeypatch.setitem(RULES, "takeaway", ("takeaway_rules", "TakeAway"))
    monkeypatch.setitem(kits.KITS, "takeaway", "takeaway_kit")

    game = make_game("takeaway", stones=7)
    assert name_of(game) == "takeaway" and kits.kit_of(game) is kit_module.KIT
    perfect = make_player("takeaway", game, "perfect")
    result = play_match(game, perfect, make_player("takeaway", game, "random"), games=10,
                        opening_plies=0)
    first = [r for r in result.records if r.sides["first"] == "perfect"]
    assert len(first) == 5 and all(r.winner == "first" for r in first)  # 7 is no multiple of 3
    assert make_player("takeaway", game, "alphabeta:9").choose(game, game.initial_state()) == 1
