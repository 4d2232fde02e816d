"""The class roster of a networked tournament: who may play, each with a secret token.

The teacher makes the roster (``python -m gamelib othello-roster new class.roster alice bob``),
hands each student the token printed beside their name, and starts the server with
``--roster class.roster``. A client joins with its name and token; the server takes only names
on the roster, each once, with the right token (:meth:`Roster.problem`).

The file (JSON, written 0600) keeps no token: for each name a random salt and the SHA-256 of
salt and token. A token is :func:`secrets.token_urlsafe` of 16 bytes (128 random bits), too
many to guess or to search from the hash, so a slow password hash (scrypt) would add nothing but
make every wrong token a flood sends cost the server tens of milliseconds and megabytes.
Tokens are compared with :func:`hmac.compare_digest`.

>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "class.roster"
>>> tokens = new_roster(path, ["alice", "bob"])
>>> roster = load_roster(path)
>>> roster.names, roster.problem("alice", tokens["alice"]), oct(path.stat().st_mode & 0o777)
(('alice', 'bob'), None, '0o600')
>>> roster.problem("alice", tokens["bob"]) == roster.problem("mallory", "x") == REFUSED
True
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from gamelib.bots.names import refuse_look_alikes, shown
from gamelib.bots.submissions import NAME

FORMAT = "gamelib-othello-roster"
VERSION = 1
#: the longest roster a file may hold (a class, or a few classes together)
MAX_NAMES = 1000
#: the longest token a client may send (a token is 22 characters)
MAX_TOKEN = 200
#: the largest roster file read (a thousand names take about 150 kB)
MAX_FILE = 1 << 20
#: the one refusal for a join whose name and token are not a pair on the roster, whatever the name
REFUSED = ("that name and token are not a pair on the class roster (the name as the teacher wrote "
           "it, with the token handed out with it)")
_NOBODY = "00" * 16  # the salt a name off the roster is hashed with (its digest matches nothing)


def _digest(salt: str, token: str) -> str:
    return hashlib.sha256(bytes.fromhex(salt) + token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class Roster:
    """The names that may play and, for each, the salt and digest of its token."""

    entries: tuple[tuple[str, str, str], ...]  # (name, salt hex, sha256 hex)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _, _ in self.entries)

    def entry(self, name: str) -> tuple[str, str, str] | None:
        """``name``'s entry (name, salt, digest), or None."""
        return next((entry for entry in self.entries if entry[0] == name), None)

    def problem(self, name: object, token: object) -> str | None:
        """None when ``token`` is ``name``'s, else :data:`REFUSED`: one text for a name off the
        roster and a wrong token for a name on it (and the same work, a digest computed), so
        that nobody learns which names are on the roster by trying them."""
        if not isinstance(name, str) or not isinstance(token, str):
            return "a join names the entrant and gives its token, both strings"
        found = self.entry(name) or (name, _NOBODY, "")
        right = hmac.compare_digest(_digest(found[1], token[:MAX_TOKEN]), found[2])
        return None if right and len(token) <= MAX_TOKEN else REFUSED


def _checked_names(names: Iterable[str], already: Iterable[str] = ()) -> list[str]:
    """``names``, each a valid name, none reading like another or like one ``already`` there."""
    names, already = list(names), list(already)
    if not names:
        raise ValueError("give the names to put on the roster (one a student or a group)")
    for name in names:
        if not NAME.match(name):
            raise ValueError(f"a name on the roster holds letters, digits, '_', '-' and '.', and "
                             f"starts with a letter, a digit or '_'; got {shown(name)}")
    if len(already) + len(names) > MAX_NAMES:
        raise ValueError(f"a roster holds at most {MAX_NAMES} names")
    refuse_look_alikes(already + names, "names on the roster",
                       "write one differently (add a family name or a number)")
    return names


def _write(path: Path, roster: Roster) -> None:
    """Write the roster readable by its owner only (0600), whole or not at all."""
    data = {"format": FORMAT, "version": VERSION, "hash": "sha256(salt + token)",
            "entrants": [{"name": n, "salt": s, "digest": d} for n, s, d in roster.entries]}
    partial = path.with_name(f".{path.name}.{secrets.token_hex(4)}.partial")
    descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(partial, path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def _issued(names: Iterable[str]) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    entries, tokens = [], {}
    for name in names:
        token, salt = secrets.token_urlsafe(16), secrets.token_hex(16)
        entries.append((name, salt, _digest(salt, token)))
        tokens[name] = token
    return entries, tokens


def new_roster(path: str | Path, names: Iterable[str]) -> dict[str, str]:
    """Make a roster file at ``path`` (never over an existing one: its tokens are out there)
    and return each name's token, to hand out."""
    path = Path(path)
    if path.exists():
        raise ValueError(f"{path} already exists; add names with `othello-roster add`, give new "
                         "tokens with `othello-roster reissue`, or remove the file first")
    entries, tokens = _issued(_checked_names(names))
    _write(path, Roster(tuple(entries)))
    return tokens


def add_to_roster(path: str | Path, names: Iterable[str]) -> dict[str, str]:
    """Add ``names`` (each reading unlike every name there) and return their tokens."""
    roster = load_roster(path)
    entries, tokens = _issued(_checked_names(names, roster.names))
    _write(Path(path), Roster(roster.entries + tuple(entries)))
    return tokens


def reissue(path: str | Path, names: Iterable[str]) -> dict[str, str]:
    """New tokens for ``names`` (a token lost or seen by others): their old ones stop working."""
    roster = load_roster(path)
    names = list(names)
    unknown = [n for n in names if n not in roster.names]
    if unknown or not names:
        raise ValueError(f"not on the roster: {', '.join(shown(n) for n in unknown)}" if unknown
                         else "give the names whose tokens to make anew")
    entries, tokens = _issued(names)
    fresh = {entry[0]: entry for entry in entries}
    _write(Path(path), Roster(tuple(fresh.get(entry[0], entry) for entry in roster.entries)))
    return tokens


def remove_from_roster(path: str | Path, names: Iterable[str]) -> list[str]:
    """Take ``names`` off the roster (their tokens stop working; a running server drops their
    connections before their next game); returns the names left."""
    roster = load_roster(path)
    names = list(names)
    unknown = [n for n in names if n not in roster.names]
    if unknown or not names:
        raise ValueError(f"not on the roster: {', '.join(shown(n) for n in unknown)}" if unknown
                         else "give the names to take off the roster")
    kept = tuple(entry for entry in roster.entries if entry[0] not in names)
    if not kept:
        raise ValueError("that would leave the roster empty; make a new one instead")
    _write(Path(path), Roster(kept))
    return [entry[0] for entry in kept]


def load_roster(path: str | Path) -> Roster:
    """Read a roster file; ValueError says what is wrong with it."""
    path = Path(path)
    if not path.is_file():
        raise ValueError(f"no roster file {path}; make one with: python -m gamelib othello-roster "
                         f"new {path} NAME...")
    if path.stat().st_size > MAX_FILE:
        raise ValueError(f"{path} is larger than a roster can be ({MAX_FILE // 1024} kB)")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError
        entries = tuple((e["name"], e["salt"], e["digest"]) for e in data["entrants"])
        for name, salt, digest in entries:
            if not isinstance(name, str) or len(bytes.fromhex(digest)) != 32 or not bytes.fromhex(salt):
                raise ValueError
    except (ValueError, TypeError, KeyError, AttributeError, UnicodeDecodeError):
        raise ValueError(f"{path} is not a roster made by `python -m gamelib othello-roster new` "
                         f"({FORMAT}, version {VERSION})") from None
    _checked_names([name for name, _, _ in entries])  # also a roster edited by hand
    return Roster(entries)


def open_token_file(path: str | Path) -> int:
    """A new file at ``path`` for the tokens, readable and writable by its owner alone (0600),
    open for writing: never an existing file nor a link (ValueError says so).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "tokens.txt"
    >>> os.close(open_token_file(path)); oct(path.stat().st_mode & 0o777)
    '0o600'
    """
    path = Path(path)
    try:
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:
        raise ValueError(f"{path} already exists: tokens go to a new file, readable by you alone "
                         "(give another name, or remove it first)") from None
    os.fchmod(handle, 0o600)  # whatever the umask
    return handle


def shared_output(handle: int) -> str | None:
    """Why writing tokens to the open file ``handle`` could show them to others -- a file that
    group or others may read (``> tokens.txt`` under the usual umask makes one 0644), or anything
    but a terminal (``| tee tokens.txt`` writes a file the command never sees) -- or None (a
    terminal: the tokens go to the screen only; a file is written with ``--tokens FILE``).

    >>> import tempfile
    >>> with tempfile.TemporaryFile() as handle:
    ...     os.fchmod(handle.fileno(), 0o644)
    ...     shared_output(handle.fileno())
    'standard output is a file others can read (mode 644)'
    """
    import stat

    found = os.fstat(handle)
    if stat.S_ISREG(found.st_mode) and found.st_mode & 0o077:
        return f"standard output is a file others can read (mode {found.st_mode & 0o777:o})"
    if not os.isatty(handle):  # a pipe (`| tee tokens.txt`) or a file: where it ends is unknown
        return "standard output is not a terminal (a pipe or a file)"
    return None


def write_tokens(handle: int, text: str) -> None:
    """Write ``text`` to ``handle`` (from :func:`open_token_file`), flushed to disk, and close it."""
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(text + "\n")
        out.flush()
        os.fsync(out.fileno())


def slips(tokens: dict[str, str], roster_path: str | Path) -> str:
    """The tokens as a list to print and hand out: each name with its token, and how a student
    joins with it.

    >>> print(slips({"alice": "abc"}, "class.roster"))  # doctest: +NORMALIZE_WHITESPACE
    # Othello tournament tokens (roster class.roster): hand each student their line, keep it secret.
    # A student joins with: python -m gamelib othello-client --host HOST --port PORT --name NAME --token-file FILE
    # (FILE holds the token alone; or set GAMELIB_OTHELLO_TOKEN to it instead of --token-file)
    alice  abc
    """
    wide = max(len(name) for name in tokens)
    lines = [f"# Othello tournament tokens (roster {roster_path}): hand each student their line, "
             "keep it secret.",
             "# A student joins with: python -m gamelib othello-client --host HOST --port PORT "
             "--name NAME --token-file FILE",
             "# (FILE holds the token alone; or set GAMELIB_OTHELLO_TOKEN to it instead of --token-file)"]
    return "\n".join(lines + [f"{name:<{wide}}  {token}" for name, token in tokens.items()])
