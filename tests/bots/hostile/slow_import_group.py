"""Hostile: sleeps 40 s at import (the pre-check must give up at --startup)."""
import time

time.sleep(40)


def bot(victory_cell, cell, you):
    return "NULL"
