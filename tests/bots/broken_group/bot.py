"""Test bot: a syntax error, so it cannot be loaded."""


def bot(victory_cell, cell, you)
    return "NULL"
