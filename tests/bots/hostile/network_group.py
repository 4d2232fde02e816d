"""Hostile: sends data to the network (a listener on 127.0.0.1)."""
import socket

from _common import first_legal


def bot(victory_cell, cell, you):
    try:
        with socket.create_connection(("127.0.0.1", @PORT@), timeout=0.2) as connection:
            connection.sendall(b"leaked")
        return "CHEATED"
    except OSError:
        return first_legal(cell, you)
