"""Test bot: always answers a1, which is never legal early in a game."""


def bot(victory_cell, cell, you):
    return "a1"
