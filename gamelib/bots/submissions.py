"""The class's bots as handed in: a file, a folder or a ZIP holding the assignment's ``bot``.

Assignment 001 (§II.3) asks each group for a function ``bot(victory_cell, cell, you)`` that
returns a square such as ``"d3"`` or ``"NULL"``; §III.1 has it handed in as a ZIP whose
``Source`` folder holds the code. A :class:`Submission` carries the files themselves (not a
path), so a tournament can play it on any machine, a Dask worker included.

Which file holds the bot: a ``.py`` file given directly; in a folder or ZIP, a file named
``bot.py`` (the one nearest the top, e.g. ``Source/bot.py``), or else the only file that
defines ``def bot(``. The submission's name is the file's, folder's or ZIP's name without
extension.

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp()) / "group_a"
>>> (folder / "Source").mkdir(parents=True)
>>> _ = (folder / "Source" / "bot.py").write_text("def bot(victory_cell, cell, you):\\n    return 'NULL'\\n")
>>> found = load_submission(folder)
>>> found.name, found.entry
('group_a', 'Source/bot.py')
"""

from __future__ import annotations

import io
import json
import os
import re
import stat
import zipfile
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

# the limits, and the unpacking the bot's runner does in the sandbox (stdlib only, one file)
from gamelib.bots.runner import MAX_BYTES, MAX_DEPTH, MAX_FILES, MAX_PART, path_problem  # noqa: F401
from gamelib.bots.names import look_alike_problem, refuse_look_alikes
from gamelib.bots.untrusted import printable

SKIPPED_PARTS = {"__pycache__", "__MACOSX"}
#: a submission's name: it names the bot in the standings, and never starts like an option
NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-]{0,63}$")


@dataclass(frozen=True)
class Submission:
    """A bot: ``name``, its files (relative path -> bytes) and the file holding ``bot``.

    ``reference`` names one of gamelib's own levels instead ("strong", "medium", ...).
    """

    name: str
    files: tuple[tuple[str, bytes], ...] = ()
    entry: str = ""
    reference: str | None = None
    #: why the submission cannot play (it then forfeits every game, and the tournament goes on)
    problem: str = ""

    def packed(self) -> bytes:
        """The files as one block for :func:`gamelib.bots.runner.unpack` (which the bot's runner calls in the bot's
        fresh folder): a JSON line of ``[path, size]`` pairs, then the files' bytes. The paths
        were checked when the submission was loaded.

        >>> bot = Submission("a", (("bot.py", b"x = 1"),), "bot.py")
        >>> bot.packed()
        b'[["bot.py", 5]]\\nx = 1'
        """
        header = json.dumps([[relative, len(data)] for relative, data in self.files])
        return header.encode() + b"\n" + b"".join(data for _, data in self.files)

    def __repr__(self) -> str:
        what = f"reference={self.reference!r}" if self.reference else f"entry={self.entry!r}"
        return f"Submission({self.name!r}, {what}, {len(self.files)} files)"


def reference_submission(level: str) -> Submission:
    """One of gamelib's Othello levels, played like a submission (its own process, same limits)."""
    from gamelib.engines.othello import LEVELS

    if level not in LEVELS:
        raise ValueError(f"unknown reference bot {level!r}; gamelib's levels are {', '.join(LEVELS)}")
    return Submission(name=level, reference=level)


def _checked(files: Iterable[tuple[str, bytes]], origin: str) -> list[tuple[str, bytes]]:
    """The files a bot is made of, each path checked (see :func:`path_problem`), in at most
    :data:`MAX_FILES` files and :data:`MAX_BYTES` bytes; a file and a folder of one name refused."""
    kept, total, folders = [], 0, set()
    for relative, data in files:
        if relative.startswith("/") or ".." in relative.split("/"):
            raise ValueError(f"{origin}: the path {relative!r} leaves the submission; refusing it")
        relative = PurePosixPath(relative).as_posix()   # "a//b" and "./a" as a/b and a
        parts = relative.split("/")
        if SKIPPED_PARTS & set(parts) or any(p.startswith(".") for p in parts):
            continue
        problem = path_problem(relative)
        if problem:
            raise ValueError(f"{origin}: {problem}")
        total += len(data)
        kept.append((relative, data))
        folders.update("/".join(parts[:n]) for n in range(1, len(parts)))
        if len(kept) > MAX_FILES:
            raise ValueError(f"{origin} holds more than {MAX_FILES} files; a bot needs far fewer")
        if total > MAX_BYTES:
            raise ValueError(f"{origin} is larger than a bot should be (over {MAX_BYTES // 2**20} MB)")
    clash = sorted(folders & {relative for relative, _ in kept})
    if clash:
        raise ValueError(f"{origin}: {clash[0]!r} is both a file and a folder")
    return kept


def _entry(files: list[tuple[str, bytes]], origin: str) -> str:
    python = [name for name, _ in files if name.endswith(".py")]
    named_bot = sorted((n for n in python if PurePosixPath(n).name == "bot.py"),
                       key=lambda n: (len(PurePosixPath(n).parts), n))
    if named_bot:
        return named_bot[0]
    defining = [n for n, data in files if n.endswith(".py") and re.search(rb"^def bot\(", data, re.M)]
    if len(defining) == 1:
        return defining[0]
    if not defining:
        raise ValueError(f"{origin} holds no bot.py and no Python file that defines "
                         f"bot(victory_cell, cell, you); Python files found: {', '.join(python) or 'none'}")
    raise ValueError(f"{origin}: several files define bot ({', '.join(defining)}); "
                     "name the one to play bot.py")


def load_submission(path: str | Path) -> Submission:
    """Read a submission from a ``.py`` file, a folder, or a ``.zip``; ValueError says what is
    wrong (file names in it shown :func:`printable`). Its files are read, unpacked and checked
    here, once: a tournament hands them to each game's bot from memory."""
    try:
        return _load_submission(Path(path))
    except ValueError as exc:
        raise ValueError(printable(str(exc), 600)) from None


def submission_name(path: str | Path) -> str:
    """The name a submission at ``path`` plays under: its file's name without extension, or
    its folder's name.

    >>> submission_name("hand-in/alice.zip"), submission_name("hand-in/alice.py")
    ('alice', 'alice')
    """
    path = Path(path)
    if path.is_file() or (not path.exists() and path.suffix in (".py", ".zip")):
        return path.stem
    return path.name


def _load_submission(path: Path) -> Submission:
    name = submission_name(path)
    if not NAME.match(name):
        raise ValueError(f"{path}: a submission's name may hold letters, digits, '_', '-' and '.', "
                         f"and starts with a letter, a digit or '_' (it names the bot in the "
                         f"standings); got {name!r}")
    if path.is_dir():
        files = _checked(_folder_files(path), str(path))
    elif path.suffix == ".py" and path.is_file():
        if path.stat().st_size > MAX_BYTES:
            raise ValueError(f"{path} is larger than a bot should be (over {MAX_BYTES // 2**20} MB)")
        files = [(path.name, path.read_bytes())]
    elif path.suffix == ".zip" and path.is_file():
        if path.stat().st_size > MAX_BYTES:
            raise ValueError(f"{path} is larger than a bot should be (over {MAX_BYTES // 2**20} MB)")
        try:
            archive = zipfile.ZipFile(io.BytesIO(path.read_bytes()))
            members = [m for m in archive.infolist() if not m.is_dir()]
            if sum(m.file_size for m in members) > MAX_BYTES:
                raise ValueError(f"{path} unpacks to more than {MAX_BYTES // 2**20} MB")
            files = _checked(((m.filename, archive.read(m)) for m in members), str(path))
        except (zipfile.BadZipFile, RuntimeError, NotImplementedError, EOFError, zlib.error):
            raise ValueError(f"{path} is not a ZIP file that can be read") from None
    elif not path.exists():
        raise ValueError(f"no such file or folder: {path}")
    else:
        raise ValueError(f"{path}: a submission is a .py file, a folder or a .zip")
    return Submission(name=name, files=tuple(files), entry=_entry(files, str(path)))


def _folder_files(folder: Path) -> Iterable[tuple[str, bytes]]:
    """A folder's regular files, sizes checked before anything is read; links are not
    followed (a link to a secret elsewhere is no part of a bot)."""
    total = 0
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        if not stat.S_ISREG(info.st_mode):
            continue  # folders, links, devices
        total += info.st_size
        if total > MAX_BYTES:
            raise ValueError(f"{folder} is larger than a bot should be (over {MAX_BYTES // 2**20} MB)")
        yield path.relative_to(folder).as_posix(), path.read_bytes()


def unplayable(path: str | Path, problem: str) -> Submission:
    """A submission that cannot play, named after its file as far as a name can be made."""
    stem = Path(path).stem if Path(path).suffix in (".py", ".zip") else Path(path).name
    name = re.sub(r"[^A-Za-z0-9_.\-]", "_", stem)[:48] or "unnamed"
    if not NAME.match(name):
        name = "_" + name[:47]
    return Submission(name=name, problem=printable(problem, 600))


def load_submissions(paths: Iterable[str | Path], references: Iterable[str] = (), *,
                     strict: bool = True) -> list[Submission]:
    """Every submission, then gamelib's reference bots; names must read differently
    (:mod:`gamelib.bots.names`: ``aIice`` beside ``alice`` is refused before anything is read).

    With ``strict=False`` a submission that cannot be read is kept as unplayable (its
    ``problem`` says why): it forfeits its games and the tournament goes on.
    """
    paths, references = list(paths), list(references)
    refuse_look_alikes([submission_name(p) for p in paths] + references, "submissions",
                       "rename one (the name is the file's or folder's name)")
    found = []
    for path in paths:
        try:
            found.append(load_submission(path))
        except (ValueError, OSError) as exc:
            if strict or not os.path.lexists(path):  # a path that is not there is a typo
                raise
            found.append(unplayable(path, str(exc)[:600]))
    found += [reference_submission(r) for r in references]
    kept: list[str] = []  # an unplayable one's name made of its file's may read as another's
    for index, submission in enumerate(found):
        problem = look_alike_problem(kept + [submission.name], "submissions")
        if problem:
            if strict or not submission.problem:
                raise ValueError(f"{problem}; rename one (the name is the file's or folder's name)")
            submission = found[index] = Submission(f"{submission.name}-{index}",
                                                   problem=submission.problem)
        kept.append(submission.name)
    return found
