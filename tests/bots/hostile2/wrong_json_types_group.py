"""Hostile: writes protocol records of the wrong types into the runner's answer pipe."""
from _common import say

_moves = []


def bot(victory_cell, cell, you):
    _moves.append(1)
    say('{"kind": "exception", "error": 12345}\n' if len(_moves) % 2 else
        '{"kind": "exception", "error": "x", "where": ["a"]}\n')
    return "d3"
