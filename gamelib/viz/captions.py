"""Say in words what one step of a search did, in English or Vietnamese.

>>> from gamelib import lecture
>>> from gamelib.search import Trace, alphabeta
>>> game = lecture.load("fig4_8")
>>> trace = Trace()
>>> _ = alphabeta(game, "1", trace=trace)
>>> steps = [describe(trace, i) for i in range(len(trace) + 1)]
>>> steps[0]
'Start: the search is about to enter the root 1.'
>>> [s for s in steps if "node 4" in s and "cut" in s]
['β at node 4 falls to 8 ≤ α = 10: children 11, 12 are cut']
>>> steps[-1]
'Root 1 has value 10; best move: 3'
>>> describe(trace, len(trace) - 1, lang="vi")
'Đỉnh 4 trả về giá trị 8 cho đỉnh 1'
"""

from __future__ import annotations

from typing import Any

from gamelib.i18n import side_words, text
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Event, Exit, Leaf, Trace,
                                  TraceLabels, events_of)
from gamelib.search.trace import format_bound as fb


def describe(
    trace: "Trace | list[Event]",
    step: int,
    *,
    lang: str | None = None,
    game: Any = None,
) -> str:
    """What the ``step``-th event did (step 0 is the moment before the search starts).

    Nodes are named as :class:`~gamelib.search.trace.TraceLabels` names them
    for ``game`` (node names for explicit trees, moves for real games).
    """
    events = events_of(trace)
    if not events:
        return ""
    labels = TraceLabels(events, game)
    if step <= 0:
        return text("start_game", lang) if labels.by_moves else text("start", lang, node=labels.path(0))
    step = min(step, len(events))
    enters = {e.node: e for e in events[:step] if isinstance(e, Enter)}
    windowed = any(isinstance(e, Enter) and (e.alpha, e.beta) != (-INF, INF) for e in events)
    event = events[step - 1]
    def named(node: int) -> str:  # a real game's root is "root" (gốc), in the caption's language
        path = labels.path(node)
        return text("root_name", lang) if labels.by_moves and path == "root" else path

    name = named(event.node)
    maximizing = enters[event.node].maximizing
    chance = enters[event.node].chance
    side = text("chance_node", lang) if chance else side_words(maximizing, lang, game,
                                                                enters[event.node].state)

    if isinstance(event, Enter):
        if windowed:
            return text("enter", lang, node=name, side=side, alpha=fb(event.alpha),
                        beta=fb(event.beta))
        return text("enter_plain", lang, node=name, side=side)
    if isinstance(event, Leaf):
        key = "leaf_depth" if not event.terminal else "terminal" if labels.by_moves else "leaf"
        return text(key, lang, node=name, value=fb(event.value))
    if isinstance(event, Bound):
        child = labels.node(event.child) if event.child in enters else "?"
        if windowed:
            key, value = ("alpha_up", event.alpha) if maximizing else ("beta_down", event.beta)
        else:
            key, value = ("val_max", event.value) if maximizing else ("val_min", event.value)
        return text(key, lang, node=name, value=fb(value), child=child)
    if isinstance(event, Cutoff):
        names = ", ".join(labels.move(event.node, a) for a in event.skipped)
        children = text("one_child" if len(event.skipped) == 1 else "many_children", lang,
                        names=names)
        return text("cut_max" if maximizing else "cut_min", lang, node=name,
                    alpha=fb(event.alpha), beta=fb(event.beta), children=children)
    if isinstance(event, Exit):
        parent = enters[event.node].parent
        if parent is None:
            action = "-" if event.best_action is None else labels.move(event.node, event.best_action)
            if labels.by_moves:
                return text("exit_root_game", lang, value=fb(event.value), action=action)
            return text("exit_root", lang, node=name, value=fb(event.value), action=action)
        if chance:
            return text("exit_chance", lang, node=name, value=fb(event.value), parent=named(parent))
        return text("exit", lang, node=name, value=fb(event.value),
                    parent=named(parent))
    raise TypeError(f"not a search event: {event!r}")
