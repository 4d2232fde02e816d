"""Hostile: a child process thinks on the opponent's time (multiprocessing by hand); the bot
says CHEATED if the child got CPU while the bot was stopped."""
import os
import time

from _common import first_legal

_state = {}


def _counter():
    return int(open("count.txt").read() or 0) if os.path.exists("count.txt") else 0


def bot(victory_cell, cell, you):
    if "child" not in _state:
        _state["child"] = os.fork()
        if _state["child"] == 0:
            ticks = 0
            while True:
                time.sleep(0.01)
                ticks += 1
                with open("count.txt.new", "w") as handle:
                    handle.write(str(ticks))
                os.replace("count.txt.new", "count.txt")
        time.sleep(0.2)
    elif _counter() - _state["last"] > 20:   # 0.2 s of the child's work between two moves
        return "CHEATED"
    move = first_legal(cell, you)
    _state["last"] = _counter()
    return move
