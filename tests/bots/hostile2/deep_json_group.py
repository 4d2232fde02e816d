"""Hostile: a 5000-deep JSON line into the answer pipe while it is loaded."""
from _common import say

say("[" * 5000 + "]" * 5000 + "\n")


def bot(victory_cell, cell, you):
    return "NULL"
