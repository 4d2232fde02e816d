"""Test bot: prints chatter and answers a sentence instead of a square."""


def bot(victory_cell, cell, you):
    print("thinking hard about", you)
    return "the corner, obviously"
