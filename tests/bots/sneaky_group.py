"""Test bot: thinks in a background thread while it is not its turn, and surrenders."""

import threading
import time

spins = {"count": 0}


def spin():
    while True:
        spins["count"] += 1


def bot(victory_cell, cell, you):
    threading.Thread(target=spin, daemon=True).start()
    time.sleep(0.2)
    return "NULL"
