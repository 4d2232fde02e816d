"""Hostile: an exception and an answer with line separators, so that a results line splits in
two for readers that split on U+2028, U+2029 or NEL."""
_moves = []


def bot(victory_cell, cell, you):
    _moves.append(1)
    if len(_moves) == 1 and you == "WHITE":
        return "d3\u2028\x85\u2029"
    raise RuntimeError("one\u2028two\x85three\u2029four\x0bfive\x1cend")
