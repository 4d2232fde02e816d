"""Hostile: TCP buffer memory on the sandbox's own loopback (issue 41: a bot limited to 256 MB
held 1,063 MB of host TCP buffers; TCP memory is not charged to a cgroup v1 memory limit).

It tries a socket of every family but Unix (IPv4, IPv6, UDP, raw, packet, netlink, AF_ALG
crypto, vsock); if TCP is allowed it brings up connections on 127.0.0.1 *inside its own network
namespace*, sets the largest buffers and writes without reading, up to three times its memory
limit (at most 1.5 GB and GRAB_SECONDS), and holds them. Nothing is sent anywhere else. The
defence: every socket of a network family refused (EAFNOSUPPORT), or, where TCP is allowed, what
it holds in buffers stays under its memory limit (the host's TCP memory rises by less than that).
"""
from _common import HELD, MB, deadline, first_legal, play, report, settle
import os
import socket

FAMILIES = {"inet": (socket.AF_INET, socket.SOCK_STREAM), "inet6": (socket.AF_INET6, socket.SOCK_STREAM),
            "udp": (socket.AF_INET, socket.SOCK_DGRAM), "packet": (17, socket.SOCK_RAW),
            "netlink": (16, socket.SOCK_RAW), "alg": (38, socket.SOCK_SEQPACKET),
            "vsock": (40, socket.SOCK_STREAM), "raw": (socket.AF_INET, socket.SOCK_RAW)}


def _limit_bytes():
    import resource
    soft = resource.getrlimit(resource.RLIMIT_AS)[0]
    return soft if soft > 0 else 256 * MB


def _grab():
    opened = []
    for name, (family, kind) in FAMILIES.items():
        try:
            socket.socket(family, kind).close()
            opened.append(name)
        except OSError:
            pass
    held = 0
    if "inet" in opened:
        target = min(3 * _limit_bytes(), 1536 * MB)
        going = deadline()
        server = socket.socket()
        server.bind(("127.0.0.1", 0))
        server.listen(64)
        HELD.append(server)
        chunk = b"x" * (1 * MB)
        while going() and held < target and len(HELD) < 200:
            client = socket.socket()
            client.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * MB)
            try:
                client.connect(server.getsockname())
                peer, _ = server.accept()
            except OSError:
                break
            peer.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 64 * MB)
            HELD.extend([client, peer])
            client.setblocking(False)
            while going() and held < target:
                try:
                    held += client.send(chunk)
                except (BlockingIOError, OSError):
                    break
                if held % (32 * MB) < MB:
                    report("tcp", opened=",".join(opened), held_mb=held // MB)
    report("tcp", opened=",".join(opened) or "none", held_mb=held // MB)


_grab()
settle()


def bot(victory_cell, cell, you):
    return play(cell, you)
