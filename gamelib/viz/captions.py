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

from gamelib.i18n import side_words, tr
from gamelib.search.trace import (INF, Bound, Cutoff, Enter, Event, Exit, Leaf, Trace,
                                  TraceLabels, events_of)
from gamelib.search.trace import format_bound as fb

#: a leaf's caption: the depth limit, the end of a real game, or an explicit tree's leaf
LEAF_WORDS = {"depth": "Depth limit at node {node}: f({node}) = {value}",
              "game over": "The game is over at node {node}: f({node}) = {value}",
              "leaf": "Leaf {node} is valued by the evaluation: f({node}) = {value}"}
#: a child's value reaching its parent: α or β with a window, val (the lecture's minimax) without
BOUND_WORDS = {"α": "α at node {node} rises to {value} (from child {child})",
               "β": "β at node {node} falls to {value} (from child {child})",
               "val MAX": "val at node {node} rises to {value} (from child {child})",
               "val MIN": "val at node {node} falls to {value} (from child {child})"}
#: a cut, at a MAX node (α ≥ β) or a MIN node (β ≤ α)
CUT_WORDS = {"MAX": "α at node {node} rises to {alpha} ≥ β = {beta}: {children} cut",
             "MIN": "β at node {node} falls to {beta} ≤ α = {alpha}: {children} cut"}


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
        if labels.by_moves:
            return tr("Start: the search is about to enter the root (the position to move from).",
                      lang)
        return tr("Start: the search is about to enter the root {node}.", lang, node=labels.path(0))
    step = min(step, len(events))
    enters = {e.node: e for e in events[:step] if isinstance(e, Enter)}
    windowed = any(isinstance(e, Enter) and (e.alpha, e.beta) != (-INF, INF) for e in events)
    event = events[step - 1]
    def named(node: int) -> str:  # a real game's root is "root" (gốc), in the caption's language
        path = labels.path(node)
        return tr("root", lang) if labels.by_moves and path == "root" else path

    name = named(event.node)
    maximizing = enters[event.node].maximizing
    chance = enters[event.node].chance
    side = tr("chance", lang) if chance else side_words(maximizing, lang, game,
                                                        enters[event.node].state)

    if isinstance(event, Enter):
        if windowed:
            return tr("Enter node {node} ({side}) with α = {alpha}, β = {beta}", lang, node=name,
                      side=side, alpha=fb(event.alpha, lang), beta=fb(event.beta, lang))
        return tr("Enter node {node} ({side})", lang, node=name, side=side)
    if isinstance(event, Leaf):
        ending = "depth" if not event.terminal else "game over" if labels.by_moves else "leaf"
        return tr(LEAF_WORDS[ending], lang, node=name, value=fb(event.value, lang))
    if isinstance(event, Bound):
        child = labels.node(event.child) if event.child in enters else "?"
        if windowed:
            words = BOUND_WORDS["α" if maximizing else "β"]
            value = event.alpha if maximizing else event.beta
        else:
            words, value = BOUND_WORDS["val MAX" if maximizing else "val MIN"], event.value
        return tr(words, lang, node=name, value=fb(value, lang), child=child)
    if isinstance(event, Cutoff):
        names = ", ".join(labels.move(event.node, a) for a in event.skipped)
        children = tr("child {names} is" if len(event.skipped) == 1 else "children {names} are",
                      lang, names=names)
        return tr(CUT_WORDS["MAX" if maximizing else "MIN"], lang, node=name, alpha=fb(event.alpha, lang), beta=fb(event.beta, lang),
                  children=children)
    if isinstance(event, Exit):
        parent = enters[event.node].parent
        if parent is None:
            action = "-" if event.best_action is None else labels.move(event.node, event.best_action)
            if labels.by_moves:
                return tr("The root has value {value}; best move: {action}", lang,
                          value=fb(event.value, lang), action=action)
            return tr("Root {node} has value {value}; best move: {action}", lang, node=name,
                      value=fb(event.value, lang), action=action)
        if chance:
            return tr("Chance node {node} returns the average of its children, {value}, to node "
                      "{parent}", lang, node=name, value=fb(event.value, lang), parent=named(parent))
        return tr("Node {node} returns {value} to node {parent}", lang, node=name,
                  value=fb(event.value, lang), parent=named(parent))
    raise TypeError(f"not a search event: {event!r}")
