"""Practice questions for the lessons, computed from the rules and searches -- never typed in.

Each lesson from 03 to 10 gets a short exercise in the spirit of lectures 01 and 02's
quizzes: the student answers, the answer is checked at once against what gamelib computes,
and the explanation (the arithmetic, the steps of a move, the values of the moves) is shown
after the first try. Positions come from fixed seeds, so a class sees the same questions.

>>> questions = lesson_questions("07")
>>> [q.kind for q in questions]
['number', 'squares', 'number']
>>> q = questions[0]
>>> q.check(str(q.answer)).correct, q.check("-1").correct
(True, False)
>>> lesson_questions("10")[0].check("0.76").correct
True
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from typing import Any

from gamelib.exercises.questions import Feedback, parse_bound
from gamelib.i18n import number, player_word, tr

LESSONS = ("01", "02", "03", "04", "06", "07", "08", "09", "10")
#: why a value returned by alpha-beta is exact, or only a bound (lesson 02)
#: why a returned value is exact or a bound, by (kind, whether the node is White's)
BOUND_WHY_WORDS = {
    **{("exact", white): "{value} lies strictly between α = {alpha} and β = {beta}: node {node} "
                         "searched every child that could change it, so the value is exact ({true})."
       for white in (True, False)},
    ("at least", True): "{value} ≥ β = {beta}: node {node} stopped searching its remaining children "
                        "as soon as its value reached β (they were pruned), and they could only "
                        "have raised a White node's value — so its value is at least {value}. Its "
                        "minimax value is {true}.",
    ("at least", False): "{value} ≥ β = {beta}: no reply at node {node} was better for Black than "
                         "the β = {beta} it inherited, and a Black node's value can only be lower "
                         "than its children's — so its value is at least {value}. Its minimax "
                         "value is {true}.",
    ("at most", False): "{value} ≤ α = {alpha}: Black found at node {node} a reply worth {value}, "
                        "no better for White than the α = {alpha} the parent already has, so the "
                        "node stopped searching its remaining children (they were pruned); they "
                        "could only have lowered a Black node's value — so its value is at most "
                        "{value}. Its minimax value is {true}.",
    ("at most", True): "{value} ≤ α = {alpha}: no child of node {node} was better for White than "
                       "the α = {alpha} it inherited — so its value is at most {value}. Its minimax"
                       " value is {true}."}


@dataclass(frozen=True)
class Question:
    """One practice question: ``kind`` is "number", "choice" or "squares".

    ``answer`` is a number (with ``tolerance``) or the frozenset of accepted answers: the moves
    that tie for best (a choice), or exactly the squares asked for. ``picture`` is an SVG of
    the position, if any.
    """

    key: str
    prompt: str
    kind: str
    answer: Any
    explanation: str
    choices: tuple[str, ...] = ()
    picture: str = ""
    tolerance: float = 0.0
    lang: str | None = None

    fields = ("answer",)

    def check(self, given: Any) -> Feedback:
        """Mark ``given`` (what the student typed or chose), with the explanation."""
        if self.kind == "number":
            number = parse_bound(given, self.lang)  # a clear error for text that is no number
            right = abs(number - self.answer) <= self.tolerance + 1e-9
            shown = _number(self.answer, self.lang)
        elif self.kind == "squares":
            words = frozenset(w for w in re.split(r"[\s,;]+", str(given).strip().lower()) if w)
            if not words:
                raise ValueError(tr("write squares separated by commas, e.g. d3, c4", self.lang))
            right = words == self.answer
            shown = ", ".join(sorted(self.answer))
        else:
            right = str(given).strip() in self.answer
            shown = " / ".join(sorted(self.answer))
        if right:
            return Feedback(True, tr("Right. {why}", self.lang, why=self.explanation))
        return Feedback(False, tr("Not quite: the answer is {answer}. {why}", self.lang,
                                  answer=shown, why=self.explanation))


def _side(player: Any, lang: str | None, game: Any = None) -> str:
    """A player's name as a sentence shows it: "Black", not the constant "BLACK" (the name
    ``game``'s rules declare)."""
    return player_word(player, lang, game)


def _signed(value: float, lang: str | None = None) -> str:
    """A signed number as the lesson's language writes it: +75, -5."""
    return number(value, lang, sign=True)


def _number(value: float, lang: str | None = None) -> str:
    """A number as the lesson's language writes it."""
    return number(int(value) if float(value).is_integer() else value, lang)


def lesson_questions(lesson: str, lang: str | None = None) -> list[Question]:
    """The practice questions of lesson ``lesson`` ("03" ... "10")."""
    builders = {"01": leaf_change_questions, "02": bound_questions, "03": evaluation_questions, "04": dodgem_move_questions, "06": sowing_questions,
                "07": othello_questions, "08": caro_block_questions, "09": ordering_questions,
                "10": elo_questions}
    if lesson not in builders:
        raise ValueError(f"no practice questions for lesson {lesson!r}; lessons: {', '.join(LESSONS)}")
    return builders[lesson](lang)


# -- 01: what one leaf changes --------------------------------------------------------------------

def leaf_change_questions(lang: str | None = None) -> list[Question]:
    """Figure 4.3: raise one leaf; does the root's minimax value change? Followed up the path."""
    from gamelib import lecture
    from gamelib.i18n import side_words

    game = lecture.load("fig4_3")
    before = lecture.minimax_values("fig4_3")
    out = []
    for leaf, value in LEAF_CHANGES:
        after = lecture.values_after("fig4_3", leaf, value)
        steps = "; ".join(
            tr("{node} ({side}) {before} → {after}", lang, node=node,
               side=side_words(game.to_move(node) == "MAX", lang),
               before=_number(before[node], lang), after=_number(after[node], lang))
            for node in lecture.path_to_root("fig4_3", leaf)[1:])
        moved = after["a"] != before["a"]
        yes, no = tr("yes", lang), tr("no", lang)
        out.append(Question(
            f"leaf-{leaf}", tr("Raise leaf {leaf} from {old} to {new}. Does the minimax value of "
                               "the root a change?", lang, leaf=leaf, old=_number(before[leaf], lang),
                               new=value),
            "choice", frozenset({yes if moved else no}),
            tr("Follow it up the path to the root: {steps}.", lang, steps=steps),
            choices=(yes, no), lang=lang))
    return out


#: lesson 01's question: these leaves of Figure 4.3, raised to these values
LEAF_CHANGES = [("k", 10), ("h", 3)]


# -- 02: values at nodes whose children were cut are bounds ---------------------------------------

def bound_questions(lang: str | None = None) -> list[Question]:
    """Figure 4.8, White at the root: is the value alpha-beta returned at a node its minimax
    value, or only a bound?"""
    from gamelib.i18n import side_words
    from gamelib.lecture import bounds_table
    from gamelib.search.trace import format_bound
    from gamelib.viz.table import BOUND_WORDS

    out = []
    for row in bounds_table("fig4_8", root="max"):
        if row.node == "1" or (row.kind == "exact" and row.node != "3"):
            continue  # the root and the first nodes are plainly exact: ask one exact node
        value = format_bound(row.returned)
        choices = tuple(tr(words, lang, value=value) for words in BOUND_WORDS.values())
        answer = tr(BOUND_WORDS[row.kind], lang, value=value)
        question = tr("Alpha-beta entered node {node} ({side}) with the window (α, β) = {window} "
                      "and returned {value}. What does that say of node {node}'s minimax value?",
                      lang, node=row.node, side=side_words(row.maximizing, lang),
                      window=f"({format_bound(row.window[0])}, {format_bound(row.window[1])})",
                      value=value)
        why = tr(BOUND_WHY_WORDS[row.kind, row.maximizing], lang, value=value, node=row.node,
                 alpha=format_bound(row.window[0]), beta=format_bound(row.window[1]),
                 true=format_bound(row.minimax))
        out.append(Question(f"bound-{row.node}", question, "choice", frozenset({answer}), why,
                            choices=choices, lang=lang))
    return out


# -- 03: evaluation functions by hand -------------------------------------------------------------

def evaluation_questions(lang: str | None = None) -> list[Question]:
    """Open lines (tic-tac-toe) and the lecture's Dodgem evaluation, worked out by hand."""
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.evaluation.tictactoe import open_lines
    from gamelib.games.dodgem import BLACK, WHITE, Dodgem
    from gamelib.games.tictactoe import LINES, TicTacToe
    from gamelib.kits.pictures import state_svg

    out = []
    game = TicTacToe()
    for number, moves in enumerate((["b2", "a1"], ["a1", "b2", "c3", "a3"]), 1):
        state = game.initial_state()
        for move in moves:
            state = game.result(state, game.parse_action(state, move))
        x, o = state
        for_x = sum(1 for line in LINES if not o & line)
        for_o = sum(1 for line in LINES if not x & line)
        value = open_lines(state, "X")
        out.append(Question(f"open-lines-{number}", tr("Value this position for X with the "
                                                       "open-lines evaluation: the lines (rows, "
                                                       "columns, diagonals) still open for X minus "
                                                       "those still open for O.", lang), "number",
                            value, tr("{x} lines have no O on them and {o} have no X: {x} − {o} = "
                                      "{value}.", lang, x=for_x, o=for_o, value=value),
                            picture=state_svg(state, 150), lang=lang))
    dodgem = Dodgem(3)
    evaluation = DodgemEvaluation.lecture(dodgem)
    for number, (black, white) in enumerate(((["a2", "b3"], ["b1", "c2"]),
                                             (["b2", "c3"], ["a1", "b1"])), 1):
        state = dodgem.position(black, white, WHITE)
        parts = evaluation.breakdown(state)
        pieces = "; ".join(
            tr("{side}: {where} (sum {total})", lang, side=_side(side, lang),
               where=", ".join(f"{dodgem.square_name(i)} {_signed(v, lang)}"
                               for s, i, v in parts["pieces"] if s == side),
               total=_signed(sum(v for s, _, v in parts['pieces'] if s == side), lang))
            for side in (WHITE, BLACK))
        blocks = "; ".join(
            tr("{blocker} blocks {blocked} {kind}: {points}", lang, blocker=dodgem.square_name(at),
               blocked=dodgem.square_name(blocked), points=_signed(points, lang),
               kind=tr("directly" if abs(points) == evaluation.block_direct
                         else "indirectly", lang))
            for _, at, blocked, points in parts["blocks"]) or tr("no piece blocks another", lang)
        out.append(Question(f"dodgem-value-{number}", tr("Value this Dodgem position for White with"
                                                         " the lecture's evaluation: each piece's "
                                                         "square value, plus the bonuses for "
                                                         "blocking.", lang), "number",
                            parts["total"], tr("{pieces}; {blocks}. Value for White: {value}.",
                                               lang, pieces=pieces,
                                               blocks=blocks, value=_signed(parts['total'], lang)),
                            picture=state_svg(state, 170), lang=lang))
    return out


# -- 04: the minimax choice on a Dodgem position ---------------------------------------------------

def dodgem_move_questions(lang: str | None = None) -> list[Question]:
    """Which move minimax chooses, two plies deep with the lecture's evaluation.

    As in the lecture, every value is White's: White (MAX) takes the largest, Black (MIN) the
    smallest. Both positions have a single best move, so the answer is one square pair.
    """
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.games.dodgem import BLACK, WHITE, Dodgem
    from gamelib.search import minimax
    from gamelib.kits.pictures import state_svg

    game = Dodgem(3)
    evaluation = DodgemEvaluation.lecture(game)
    out = []
    for number, (black, white, side) in enumerate(((["a3", "b2"], ["c3", "a1"], BLACK),
                                                   (["a3", "b3"], ["c2", "b1"], WHITE)), 1):
        state = game.position(black, white, side)
        values = {game.action_to_str(state, action): minimax(
                      game, game.successor(state, action), depth=1, evaluate=evaluation,
                      player=WHITE).value
                  for action in game.legal_actions(state)}
        best = (max if side == WHITE else min)(values.values())
        listed = ", ".join(f"{move} → {_signed(value, lang)}" for move, value in values.items())
        rule = ("White is MAX and takes the largest, {best}." if side == WHITE
                else "Black is MIN and takes the smallest, {best}.")
        out.append(Question(
            f"minimax-choice-{number}", tr("{side} to move. Which move does minimax choose, "
                                           "searching two plies deep with the lecture's"
                                           " evaluation?", lang, side=_side(side, lang)),
            "choice", frozenset(m for m, v in values.items() if v == best),
            tr("After each move the opponent replies with its own best move; the values, always"
               " White's as in the lecture, are {values}.", lang, values=listed) + " "
            + tr(rule, lang, best=_signed(best, lang)),
            choices=tuple(values), picture=state_svg(state, 170), lang=lang))
    return out


# -- 06: sowing and capturing in Ô ăn quan --------------------------------------------------------

def sowing_questions(lang: str | None = None) -> list[Question]:
    """How many dân a move captures, followed stone by stone."""
    from gamelib.games.oanquan import OAnQuan
    from gamelib.kits.pictures import state_svg

    game = OAnQuan()
    rng = random.Random(6)
    out: list[Question] = []
    state = game.initial_state()
    while len(out) < 3 and not game.is_terminal(state):
        me = 0 if state.to_move == game.players[0] else 1
        for action in game.legal_actions(state):
            after, steps = game.play(state, action, record=True)
            captured = after.dan[me] - state.dan[me]
            wanted = (captured > 0) if len(out) != 1 else (captured == 0)
            if not wanted or after.owed != state.owed or after.quans != state.quans:
                continue
            move = game.action_to_str(state, action)
            words = " → ".join(_sowing_steps(steps, lang))
            sown = sum(1 for s in steps if s.kind == "sow")
            out.append(Question(
                f"capture-{len(out) + 1}", tr("{side} plays {move}. How many dân (small stones) "
                                              "does the move capture?", lang, move=move,
                                                  side=_side(state.to_move, lang, game)),
                "number", captured, tr("Step by step: {steps}. {sown} stones sown in all; "
                                       "{captured} dân captured.", lang, steps=words, sown=sown,
                                       captured=captured),
                picture=state_svg(state, 460), lang=lang))
            break
        state = game.successor(state, rng.choice(game.legal_actions(state)))
    return out


def _sowing_steps(steps: list, lang: str | None) -> list[str]:
    """A move's steps as a reader follows them: each square taken up with where its stones
    ran to, each capture, the end of the turn."""
    out: list[str] = []
    for i, step in enumerate(steps):
        if step.kind == "pick":
            last = next((s.cell for s in reversed(steps[:_next_non_sow(steps, i + 1)])
                         if s.kind == "sow"), step.cell)
            out.append(tr("take up square {cell} and sow up to square {last}", lang,
                          cell=step.cell, last=last))
        elif step.kind == "capture":
            out.append(tr("the next square is empty: capture square {cell}", lang, cell=step.cell))
        elif step.kind == "refill":
            out.append(tr("refill", lang))
        elif step.kind == "end":
            out.append(tr("turn over", lang))
    return out


def _next_non_sow(steps: list, start: int) -> int:
    return next((j for j in range(start, len(steps)) if steps[j].kind != "sow"), len(steps))


# -- 07: Othello's legal moves and flips -------------------------------------------------------------

def othello_questions(lang: str | None = None) -> list[Question]:
    """Legal moves (how many, which) and the discs a move flips, on a seeded opening."""
    from gamelib.games.othello import Othello, square_name
    from gamelib.kits.pictures import state_svg

    game = Othello()
    state = game.initial_state()
    for move in ("d3", "c5", "f6", "f5", "e6", "e3"):
        state = game.result(state, game.parse_action(state, move))
    side = _side(game.to_move(state), lang, game)
    moves = [game.action_to_str(state, a) for a in game.legal_actions(state)]
    mine = state.black if game.to_move(state) == "BLACK" else state.white
    flips = {}
    for action in game.legal_actions(state):
        after = game.successor(state, action)
        now = after.black if game.to_move(state) == "BLACK" else after.white
        flips[action] = now & ~mine & ~(1 << action)
    action = max(flips, key=lambda a: (flips[a].bit_count(), -a))
    flipped = [square_name(i) for i in range(64) if flips[action] >> i & 1]
    picture = state_svg(state, 360)
    return [
        Question("moves-count", tr("{side} to move. How many legal moves does {side} have?", lang,
                                   side=side), "number",
                 len(moves), tr("A move must flip at least one line of the opponent's discs: "
                                "{side} has {n} squares where one does (the next question asks "
                                "which).", lang, side=side, n=len(moves)),
                 picture=picture, lang=lang),
        Question("moves-which", tr("Name every legal move of {side} (e.g. d3, c4).", lang,
                                   side=side), "squares",
                 frozenset(moves), tr("A move must flip at least one line of the opponent's discs: "
                                      "{moves}.", lang, moves=", ".join(moves)),
                 picture=picture, lang=lang),
        Question("flips", tr("{side} plays {move}. How many discs does it flip?", lang, side=side,
                             move=game.action_to_str(state, action)),
                 "number", len(flipped), tr("It flips {discs}.", lang,
                                               discs=", ".join(flipped)),
                 picture=picture, lang=lang),
    ]


# -- 08: the square that stops a Caro five ------------------------------------------------------------

def caro_block_questions(lang: str | None = None) -> list[Question]:
    """O to move while X threatens five: the one square that stops it."""
    from gamelib.games.caro import O, Caro
    from gamelib.kits.pictures import state_svg

    game = Caro(15)
    out = []
    for number, (xs, os) in enumerate(((["f8", "g8", "h8", "i8"], ["e8", "h9", "g9"]),
                                       (["f6", "g7", "i9", "j10"], ["f7", "g6", "j9"]),
                                       (["d5", "e5", "f5", "h5", "g7"], ["c5", "e6", "f6", "g6"]),
                                       (["e10", "f10", "g10", "h10"], ["f9", "g9", "h11"])), 1):
        state = game.position(xs, os, O)
        as_x = state._replace(to_move=game.players[0])
        wins = [a for a in game.legal_actions(as_x)
                if game.winner(game.successor(as_x, a)) == game.players[0]]
        names = sorted(game.action_to_str(as_x, a) for a in wins)
        line = game.winning_line(game.successor(as_x, wins[0]))
        stones = ", ".join(game.square_name(i) for i in line if i not in wins)
        if len(wins) == 1:
            why = tr("X has every square of {line} but {square}: O must take {square}, the only "
                     "square where X wins at once.", lang, square=names[0],
                     line=" ".join(game.square_name(i) for i in line))
        else:
            why = tr("X's {stones} is an open four: {first} and {second} both make five. O can take only "
                     "one, so X wins whatever O does -- the threat had to be stopped a move earlier,"
                     " when it was an open three, which a search that keeps only its top ten "
                     "candidates may never see.", lang, stones=stones, first=names[0], second=names[1])
        out.append(Question(f"block-{number}", tr("O to move. X threatens to make five in a row "
                                                  "next move: name every square where X would win "
                                                  "at once (O must take it, and can stop only"
                                                  " one).", lang), "squares",
                            frozenset(names), why, picture=state_svg(state, 450), lang=lang))
    return out


# -- 09: move ordering and the minimal tree -------------------------------------------------------------

def ordering_questions(lang: str | None = None) -> list[Question]:
    """Which child to search first, how few leaves the best order leaves, and what a chance
    node is worth."""
    from gamelib.games.tree import random_tree
    from gamelib.search import minimax
    from gamelib.search.ordering import knuth_moore

    tree = random_tree(branching=3, depth=2, seed=9, values=(-9, 9))
    root = tree.initial_state()
    values = {child: minimax(tree, child, player=tree.to_move(root)).value
              for child in tree.legal_actions(root)}
    best = max(values.values())
    best_child = next(c for c, v in values.items() if v == best)
    listed = "; ".join(f"{child} → ({', '.join(_number(tree.values[leaf], lang) for leaf in tree.legal_actions(child))})"
                       for child in values)
    first = Question("best-first", tr("MAX is at the root of a tree whose MIN children have these "
                                      "leaves: {leaves}. Which child should alpha-beta search first"
                                      " to cut the most?", lang, leaves=listed), "choice",
                     frozenset(c for c, v in values.items() if v == best),
                     tr("The children's values (the smallest leaf of each): {values}. Searching the "
                        "best child (node {child}, worth {best}) first sets α = {best} at once, so "
                        "in every other child the remaining leaves are pruned as soon as one of its "
                        "leaves is at most {best}.", lang,
                        values="; ".join(tr("node {node} is {value}", lang, node=c, value=v)
                                         for c, v in values.items()), child=best_child, best=best),
                     choices=tuple(values), lang=lang)
    b, d = 4, 4  # (09's table and plot show b = 3: this one is worked out, not read off)
    minimal = Question("minimal-tree", tr("A uniform tree has branching {b} and depth {d}. If every"
                                          " node searches its best child first, how many leaves "
                                          "does alpha-beta evaluate?", lang, b=b, d=d), "number",
                       knuth_moore(b, d), tr("The minimal tree (Knuth and Moore): b^⌈d/2⌉ + "
                                             "b^⌊d/2⌋ − 1 = {value} leaves for b = {b}, d = {d}, "
                                             "against {b}^{d} = {all} without cuts.", lang, b=b,
                                             d=d, value=knuth_moore(b, d), all=number(b ** d, lang)),
                       lang=lang)
    chance_child = sorted(values)[0]
    leaves = [tree.values[leaf] for leaf in tree.legal_actions(chance_child)]
    average = sum(leaves) / len(leaves)
    chance = Question("chance-average", tr("In the same tree Black now plays at random, each move "
                                           "equally likely: node {node} becomes a chance node with "
                                           "leaves {leaves}. What is it worth to expectimax (two "
                                           "decimals)?", lang, node=chance_child,
                                           leaves=", ".join(number(v, lang) for v in leaves)),
                      "number",
                      round(average, 2), tr("The average of its leaves: {sum} / {n} = {value} "
                                            "(minimax would take the smallest, {minimax}).", lang,
                                            node=chance_child,
                                            sum=number(sum(leaves), lang), n=len(leaves),
                                            value=_number(round(average, 2), lang),
                                            minimax=number(min(leaves), lang)),
                      tolerance=0.01, lang=lang)
    return [first, minimal, chance]


# -- 10: what a rating difference predicts -----------------------------------------------------------

def expected_score(rating: float, opponent: float) -> float:
    """Elo's expected score of a player rated ``rating`` against ``opponent`` (draws count half).

    >>> round(expected_score(1600, 1400), 3)
    0.76
    """
    return 1 / (1 + 10 ** ((opponent - rating) / 400))


def elo_questions(lang: str | None = None) -> list[Question]:
    """Expected score from a rating difference, and the difference a score implies."""
    e = expected_score(1600, 1400)
    gap = 400 * math.log10(0.75 / 0.25)
    return [
        Question("expected", tr("A bot rated {a} plays one rated {b}. What score per game does Elo "
                                "expect of the first (a win 1, a draw 0.5)? Two decimals.", lang,
                                a=1600, b=1400), "number",
                 round(e, 2), tr("E = 1 / (1 + 10^((1400 − 1600)/400)) = {e}.", lang,
                                 e=number(e, lang, decimals=3)),
                 tolerance=0.01, lang=lang),
        Question("points", tr("The same two bots play {n} games. How many points does Elo expect "
                              "the bot rated {a} to score?", lang, a=1600, b=1400, n=20), "number",
                 round(20 * e, 1), tr("{e} a game × 20 games = {points} points.", lang,
                                      e=number(e, lang, decimals=3),
                                      points=number(20 * e, lang, decimals=1)),
                 tolerance=0.3, lang=lang),
        Question("gap", tr("A bot scores {won} points in {n} games against another. About how many "
                           "Elo points stronger is it?", lang, won=15, n=20), "number", round(gap),
                 tr("A score of 0.75 a game: 400 · log10(0.75 / 0.25) ≈ {gap}.", lang,
                    gap=number(round(gap), lang)), tolerance=10, lang=lang),
    ]
