"""Test bot: plays correct moves but prints a lot and tries to read input -- neither may be
taken for a move or steal one."""

from gamelib.engines.othello_bot import bot as gamelib_bot


def bot(victory_cell, cell, you):
    print("my board:\n" + cell)
    print('{"move": "a1"}')
    try:
        input()
    except EOFError:
        pass
    return gamelib_bot(victory_cell, cell, you, level="greedy")
