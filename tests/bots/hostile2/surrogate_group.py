"""Hostile: an exception whose text holds a lone surrogate (no UTF-8 writer can encode it)."""


def bot(victory_cell, cell, you):
    raise ValueError("broken \ud800 text \udfff")
