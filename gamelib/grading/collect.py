"""An LMS download into the course (``python -m gamelib course collect``): whose each hand-in is,
and within what limits.

The student a file belongs to is the one the LMS says: the participant folder it put the file in
(Moodle: ``Full Name_123456_assignsubmission_file_/``), or, at the top of a download, the name
the LMS itself gave the file (Canvas: ``login_123_456_1_minimax.ipynb``; Moodle without folders:
``Full Name_123456_assignsubmission_file_1_minimax.ipynb``; or simply ``STUDENT-1_minimax.ipynb``
or ``STUDENT/1_minimax.ipynb``).  A file's own name inside a participant folder only says which
notebook it is: one naming another student is refused, with both names.  A browser's second
download (``1_minimax (1).ipynb``, ``1_minimax-2.ipynb``) or an odd name (``bai_lam_1_minimax``,
``1_MINIMAX.ipynb``) is the same notebook; of a student's files for one notebook the newest (by
the LMS's ZIP entry date) is taken and the others listed.

Archives a student handed in are read in memory within :data:`LIMITS`, nested
:data:`MAX_DEPTH` deep at most, and refused whole for that student alone when a member's path
leaves the archive (``..``, absolute, a link) or a limit is passed.  Nothing of a download is
written anywhere but the notebooks taken, into nbgrader's ``submitted/STUDENT/ASSIGNMENT/``
(with its ``timestamp.txt``), so nbgrader's ``autograde`` and formgrader find them as they find
``zip_collect``'s.  Every student of the download is in the summary, with what was taken,
skipped or refused and why.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import stat
import unicodedata
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

MiB = 2 ** 20
#: a notebook, uncompressed (the assignment's, with outputs, is about 100 KB)
MAX_NOTEBOOK_BYTES = 20 * MiB
#: members of one archive a student handed in (its nested archives' included)
MAX_MEMBERS = 200
#: bytes an archive a student handed in holds in all, uncompressed, nested archives included
MAX_ARCHIVE_BYTES = 64 * MiB
#: uncompressed / compressed size of a member over 1 MiB (notebooks compress 3-10 times)
MAX_RATIO = 100
#: archives in archives: a ZIP in a ZIP in the hand-in, no deeper
MAX_DEPTH = 2
#: members of the download itself (a class of several hundred hands in a few files each)
MAX_DOWNLOAD_MEMBERS = 20_000
LIMITS = {"a notebook": f"{MAX_NOTEBOOK_BYTES // MiB} MB",
          "an archive handed in": f"{MAX_MEMBERS} members, {MAX_ARCHIVE_BYTES // MiB} MB "
                                  f"uncompressed, {MAX_RATIO}x compression, {MAX_DEPTH} deep",
          "the download": f"{MAX_DOWNLOAD_MEMBERS} members"}

_MOODLE = re.compile(r"(?P<name>.+?)_(?P<number>\d+)_assignsubmission_[a-z]+_(?P<rest>.*)",
                     re.S)
_CANVAS = re.compile(r"(?P<login>[^_/]+?)_(?:late_)?(?P<number>\d+)_\d+_(?P<rest>.+)", re.S)
_DUPLICATE = re.compile(r"(\s*\(\d+\)|\s*-\s*\d+|\s+copy)$")


class DownloadRefused(ValueError):
    """A download that cannot be read at all (not a ZIP, over the download's limits)."""


@dataclass(frozen=True)
class Participant:
    """A student as the LMS names them: gamelib's folder name for them (``student``), the name
    the LMS wrote, and its number for them (``moodle``: the participant number; ``canvas``:
    the user ID), where it gave one."""

    student: str
    name: str
    moodle: str = ""
    canvas: str = ""

    def words(self) -> str:
        number = (f", participant {self.moodle}" if self.moodle else
                  f", Canvas user {self.canvas}" if self.canvas else "")
        return f"{printable(self.name)} ({self.student}{number})"


@dataclass
class Handed:
    """What one student handed in, and what became of each file."""

    who: Participant
    taken: dict[str, tuple[str, datetime]] = field(default_factory=dict)  # notebook -> file, time
    skipped: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    candidates: list[tuple[str, str, datetime, tuple, bytes]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Collected:
    """A collect's outcome: every student of the download with what was taken, skipped or
    refused, the files that are nobody's, and the limits that held."""

    handed: dict[str, Handed]
    unowned: list[str]
    #: where the hand-ins came from, as the summary names it
    source: str = "the download"

    @property
    def students(self) -> list[str]:
        """The students something was taken from, sorted."""
        return sorted(s for s, h in self.handed.items() if h.taken)

    def summary(self) -> str:
        """What a teacher reads after ``course collect``: one block a student."""
        troubled = [h for h in self.handed.values() if h.refused or not h.taken]
        lines = [f"collected {len(self.students)} of {self.source}'s {len(self.handed)} "
                 f"students" + (f" ({len(troubled)} with something refused or nothing taken)"
                                if troubled else "") + ":"]
        for student in sorted(self.handed):
            handed = self.handed[student]
            took = ", ".join(f"{printable(file)} as {nb} ({when:%Y-%m-%d %H:%M})"
                             for nb, (file, when) in sorted(handed.taken.items()))
            lines.append(f"  {handed.who.words()}: " + (f"took {took}" if took else
                                                          "NOTHING TAKEN"))
            lines += [f"    skipped {line}" for line in handed.skipped]
            lines += [f"    REFUSED {line}" for line in handed.refused]
            lines += [f"    note: {line}" for line in handed.notes]
        if self.unowned:
            lines.append(f"of no student ({len(self.unowned)}):")
            lines += [f"  {line}" for line in self.unowned]
        return "\n".join(lines)


def printable(text: str, limit: int = 200) -> str:
    """Text from a download, safe to print on a terminal: control characters shown as escapes
    (a name could hold a terminal's escape sequences), and at most ``limit`` characters.

    >>> printable("Ann\\x1b[2J")
    'Ann\\\\x1b[2J'
    """
    out = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in str(text))
    return out if len(out) <= limit else out[:limit] + "…"


def slug(name: str) -> str:
    """A student's name as a folder name: lower case, ASCII letters, digits and dashes.

    >>> slug("Nguyễn Văn Đức_123456")
    'nguyen-van-duc-123456'
    """
    name = name.replace("đ", "d").replace("Đ", "D")
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def moodle_folder(name: str) -> Participant | None:
    """The participant a Moodle download's folder names (``Full Name_123456_assignsubmission_
    file_``), or None.

    >>> moodle_folder("Nguyễn Văn A_123456_assignsubmission_file_")
    Participant(student='nguyen-van-a-123456', name='Nguyễn Văn A', moodle='123456', canvas='')
    """
    found = _MOODLE.fullmatch(name)
    if not found or found.group("rest"):
        return None
    return Participant(slug(f"{found['name']}_{found['number']}") or f"participant-"
                       f"{found['number']}", found["name"], moodle=found["number"])


def notebook_of(file_name: str, notebooks: tuple[str, ...]) -> tuple[str, str] | None:
    """Which of the assignment's notebooks a file is, whatever a browser or a student made of
    its name, and what came before that name (``""`` when nothing); None when it is none.

    >>> NB = ("1_minimax", "2_alphabeta")
    >>> notebook_of("1_minimax (1).ipynb", NB), notebook_of("1_Minimax-2.IPYNB", NB)
    (('1_minimax', ''), ('1_minimax', ''))
    >>> notebook_of("bai_lam_1_minimax.ipynb", NB), notebook_of("notes.ipynb", NB)
    (('1_minimax', 'bai_lam'), None)
    """
    stem, dot, suffix = file_name.rpartition(".")
    if not dot or suffix.lower() != "ipynb":
        return None
    stem = stem.strip()
    while (shorter := _DUPLICATE.sub("", stem)) != stem:
        stem = shorter.strip()
    plain = re.sub(r"[\s\-.]+", "_", stem.lower())
    for notebook in notebooks:
        if plain == notebook:
            return notebook, ""
        if plain.endswith("_" + notebook) or plain.endswith(notebook) and \
                not plain[-len(notebook) - 1].isalnum():
            prefix = stem[:len(stem) - len(notebook)].rstrip("_-. ")
            return notebook, prefix
    return None


# -- reading a download ---------------------------------------------------------------------

@dataclass
class _Entry:
    """One file of the download as the LMS delivered it: its path's parts, its size, its date
    (the ZIP entry's: the LMS's clock), and how to read it (at most ``limit`` bytes)."""

    parts: tuple[str, ...]
    size: int
    compressed: int
    when: datetime
    read: Callable[[int], bytes]
    problem: str = ""
    opener: Callable[[], object] | None = None


def _member_problem(info: zipfile.ZipInfo) -> str:
    """Why a ZIP member may not be read, or ""."""
    name = info.filename.replace("\\", "/")
    if name.startswith("/") or re.match(r"[A-Za-z]:", name):
        return f"its path {printable(info.filename)!s} is absolute"
    if ".." in name.split("/"):
        return f"its path {printable(info.filename)} leaves the archive's folder (..)"
    if stat.S_ISLNK(info.external_attr >> 16):
        return f"{printable(info.filename)} is a link"
    if info.flag_bits & 0x1:
        return f"{printable(info.filename)} is encrypted"
    if info.file_size > MiB and info.file_size > MAX_RATIO * max(info.compress_size, 1):
        return (f"{printable(info.filename)} expands {info.file_size // max(info.compress_size, 1)}"
                f" times (more than {MAX_RATIO}: a ZIP bomb?)")
    return ""


def _zip_entries(box: zipfile.ZipFile, prefix: tuple[str, ...]) -> Iterator[_Entry]:
    for info in box.infolist():
        if info.is_dir():
            continue
        parts = tuple(p for p in info.filename.replace("\\", "/").split("/") if p not in ("", "."))
        try:
            when = datetime(*info.date_time)
        except ValueError:
            when = datetime(1980, 1, 1)

        def read(limit: int, info: zipfile.ZipInfo = info) -> bytes:
            with box.open(info) as opened:
                data = opened.read(limit + 1)
            if len(data) > limit:
                raise _TooBig(f"{printable(info.filename)} holds more than {limit // MiB} MB")
            return data

        yield _Entry(prefix + parts, info.file_size, info.compress_size, when, read,
                     _member_problem(info), lambda info=info: box.open(info))


class _TooBig(ValueError):
    pass


def _open_zip(data: object, what: str, members: int) -> zipfile.ZipFile:
    try:
        box = zipfile.ZipFile(io.BytesIO(data) if isinstance(data, bytes) else data)  # type: ignore[arg-type]
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise DownloadRefused(f"{what} is not a ZIP that can be read ({exc})") from None
    if len(box.infolist()) > members:
        raise DownloadRefused(f"{what} holds {len(box.infolist())} members, more than "
                              f"{members}")
    return box


def _download_entries(download: Path) -> Iterator[_Entry]:
    """Every file of a download: a ZIP's members, a folder's files (links not followed), or
    one notebook."""
    if download.is_dir():
        count = 0
        for root, folders, files in os.walk(download, followlinks=False):
            for name in sorted(files) + sorted(f for f in folders
                                                if os.path.islink(os.path.join(root, f))):
                path = Path(root) / name
                count += 1
                if count > MAX_DOWNLOAD_MEMBERS:
                    raise DownloadRefused(f"the folder {download} holds more than "
                                          f"{MAX_DOWNLOAD_MEMBERS} files")
                parts = path.relative_to(download).parts
                info = path.lstat()
                problem = f"{printable(path.name)} is a link" if path.is_symlink() else ""
                yield _Entry(parts, info.st_size, info.st_size,
                             datetime.fromtimestamp(info.st_mtime),
                             lambda limit, path=path: _read_file(path, limit), problem,
                             lambda path=path: path)
        return
    if download.suffix.lower() == ".zip" or zipfile.is_zipfile(download):
        box = _open_zip(download, f"the download {download.name}", MAX_DOWNLOAD_MEMBERS)
        yield from _zip_entries(box, ())
        return
    info = download.stat()
    yield _Entry((download.name,), info.st_size, info.st_size,
                 datetime.fromtimestamp(info.st_mtime),
                 lambda limit: _read_file(download, limit))


def _read_file(path: Path, limit: int) -> bytes:
    with path.open("rb") as opened:
        data = opened.read(limit + 1)
    if len(data) > limit:
        raise _TooBig(f"{printable(path.name)} holds more than {limit // MiB} MB")
    return data


def _owner(parts: tuple[str, ...]) -> tuple[Participant, str] | None:
    """Whose a file of the download is, as the LMS says, and the file's name as the student
    gave it; None when no student is named.  The outermost Moodle folder decides (a folder of
    the same shape inside a student's hand-in is the student's own doing)."""
    for i, part in enumerate(parts[:-1]):
        who = moodle_folder(part)
        if who is not None:
            return who, "/".join(parts[i + 1:])
    name = parts[-1]
    flat = _MOODLE.fullmatch(name)
    if flat and flat["rest"]:
        return (Participant(slug(f"{flat['name']}_{flat['number']}"), flat["name"],
                            moodle=flat["number"]), flat["rest"])
    canvas = _CANVAS.fullmatch(name)
    if canvas and slug(canvas["login"]):
        return (Participant(slug(canvas["login"]), canvas["login"], canvas=canvas["number"]),
                canvas["rest"])
    return None


def _generic_owner(parts: tuple[str, ...], notebooks: tuple[str, ...]) -> tuple[Participant,
                                                                                str] | None:
    """``STUDENT-1_minimax.ipynb`` or ``STUDENT/1_minimax.ipynb``: the student a download not
    made by Moodle or Canvas names (a ZIP's own folder holding several students is none)."""
    found = notebook_of(parts[-1], notebooks)
    if found and found[1] and slug(found[1]):
        return Participant(slug(found[1]), found[1]), parts[-1]
    if len(parts) >= 2 and slug(parts[-2]) and not parts[-2].lower().endswith(".zip"):
        return Participant(slug(parts[-2]), parts[-2]), parts[-1]
    return None


def _names_another(prefix: str, own: Participant,
                   everyone: dict[str, Participant]) -> Participant | None:
    """The other student a file's name names (their name or their number), or None.  A name
    that names its own student too is theirs."""
    if not prefix:
        return None
    text = f"-{slug(prefix)}-"

    def names(who: Participant) -> bool:
        number = who.moodle or who.canvas
        if number and re.search(rf"(^|\D){number}(\D|$)", prefix):
            return True
        words = slug(who.name)
        return bool(words) and (f"-{words}-" in text or f"-{who.student}-" in text)

    if names(own):
        return None
    for other in everyone.values():
        if other.student != own.student and names(other):
            return other
    moodle = re.search(r"_(\d+)_assignsubmission_", prefix)
    if moodle and moodle.group(1) != own.moodle:  # a participant not in this download
        return Participant(f"participant {moodle.group(1)}", prefix, moodle=moodle.group(1))
    return None


def _expand(data: bytes, label: str, depth: int,
            budget: list[int]) -> Iterator[tuple[str, datetime, bytes]]:
    """The notebooks inside an archive a student handed in, within the limits: (path, the
    member's own date, its bytes); raises ValueError naming the first limit passed."""
    box = _open_zip(data, label, MAX_MEMBERS)
    members = [e for e in _zip_entries(box, ()) if e.parts]
    budget[1] += len(members)
    if budget[1] > MAX_MEMBERS:
        raise ValueError(f"{label} and the archives in it hold more than {MAX_MEMBERS} members")
    for entry in members:
        if entry.problem:
            raise ValueError(f"{label}: {entry.problem}")
        inner = "/".join(entry.parts)
        name = entry.parts[-1].lower()
        if not (name.endswith(".ipynb") or name.endswith(".zip")):
            continue
        if name.endswith(".zip") and depth >= MAX_DEPTH:
            raise ValueError(f"{label}: {printable(inner)} is an archive {depth + 1} deep "
                             f"(at most {MAX_DEPTH})")
        limit = min(MAX_NOTEBOOK_BYTES if name.endswith(".ipynb") else MAX_ARCHIVE_BYTES,
                    MAX_ARCHIVE_BYTES - budget[0])
        try:
            content = entry.read(limit)
        except _TooBig:
            raise ValueError(f"{label}: {printable(inner)} or the archive as a whole holds "
                             f"more than the limits ({LIMITS['an archive handed in']})") from None
        except (zipfile.BadZipFile, OSError, EOFError, RuntimeError, ValueError) as exc:
            raise ValueError(f"{label}: {printable(inner)} cannot be read ({exc})") from None
        budget[0] += len(content)
        if name.endswith(".zip"):
            for path, when, notebook in _expand(content, f"{label}/{printable(inner)}",
                                                depth + 1, budget):
                yield f"{inner}/{path}", when, notebook
        else:
            yield inner, entry.when, content


def _is_notebook(data: bytes) -> str:
    """Why bytes are not a notebook nbgrader can grade, or "": JSON in UTF-8 that nbformat reads
    as a version 4 notebook (what a hand-edited file lost, or nesting deeper than Python reads,
    is refused here, for one student, not met by the class's autograde).

    >>> _is_notebook(b'{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}')
    ''
    >>> _is_notebook(b'{"cells": []}')
    'not a notebook nbgrader can read (no nbformat version)'
    >>> _is_notebook(b'{"cells": [], "x": ' + b'[' * 100_000 + b']' * 100_000 + b'}')
    'not a notebook (JSON nested deeper than can be read)'
    """
    try:
        notebook = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return "not a notebook (not JSON in UTF-8)"
    except RecursionError:
        return "not a notebook (JSON nested deeper than can be read)"
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        return "not a notebook (no cells)"
    if type(notebook.get("nbformat")) is not int or type(notebook.get("nbformat_minor")) is not int:
        return "not a notebook nbgrader can read (no nbformat version)"
    if notebook["nbformat"] != 4:
        return f"not a notebook nbgrader can read (nbformat {notebook['nbformat']}, not 4)"
    import warnings

    import nbformat

    try:
        with warnings.catch_warnings():  # (a cell without an id: nbformat mends it, and warns)
            warnings.simplefilter("ignore")
            nbformat.validate(nbformat.from_dict(notebook))
    except (nbformat.ValidationError, RecursionError) as exc:
        # (the first line of what nbformat says: which field, never the whole notebook)
        said = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else type(exc).__name__
        return f"not a notebook nbgrader can read ({printable(said)})"
    return ""


def read_download(download: Path, notebooks: tuple[str, ...]) -> Collected:
    """Who handed in what, from a download (nothing is written): see the module's words."""
    handed: dict[str, Handed] = {}
    unowned: list[str] = []
    entries = list(_download_entries(download))
    for entry in list(entries):  # a download inside the download (a folder holding the ZIP)
        if len(entry.parts) == 1 and entry.parts[0].lower().endswith(".zip") and \
                entry.opener and not entry.problem and _owner(entry.parts) is None:
            entries.remove(entry)
            box = _open_zip(entry.opener(), f"the download {printable('/'.join(entry.parts))}",
                            MAX_DOWNLOAD_MEMBERS)
            if len(entries) + len(box.infolist()) > MAX_DOWNLOAD_MEMBERS:
                raise DownloadRefused(f"the download holds more than {MAX_DOWNLOAD_MEMBERS} "
                                      "files")
            entries += list(_zip_entries(box, entry.parts[:-1] + (entry.parts[-1][:-4],)))
    everyone: dict[str, Participant] = {}
    owned = []
    for entry in entries:
        if not entry.parts:
            continue
        found = _owner(entry.parts) or _generic_owner(entry.parts, notebooks)
        if found is None:
            unowned.append(f"{printable('/'.join(entry.parts))}: no student's name in its path")
            continue
        who, inner = found
        everyone.setdefault(who.student, who)
        handed.setdefault(who.student, Handed(everyone[who.student]))
        owned.append((everyone[who.student], inner, entry))
    for who, inner, entry in owned:
        mine = handed[who.student]
        shown = printable(inner)
        if entry.problem:
            mine.refused.append(f"{shown}: {entry.problem}")
            continue
        files: list[tuple[str, datetime, bytes]] = []
        if inner.lower().endswith(".zip"):
            try:
                data = entry.read(MAX_ARCHIVE_BYTES)
                files = [(f"{inner}/{path}", inner_when, content) for path, inner_when, content
                         in _expand(data, shown, 1, [len(data), 0])]
            except _TooBig as exc:
                mine.refused.append(f"{shown}: {exc}; nothing of it was taken")
                continue
            except (ValueError, zipfile.BadZipFile, OSError, EOFError, RuntimeError) as exc:
                mine.refused.append(f"{shown}: {printable(str(exc), 400)}; nothing of it was "
                                    f"taken")
                continue
        elif inner.lower().endswith(".ipynb"):
            try:
                files = [(inner, entry.when, entry.read(MAX_NOTEBOOK_BYTES))]
            except _TooBig:
                mine.refused.append(f"{shown}: more than {MAX_NOTEBOOK_BYTES // MiB} MB, "
                                    f"larger than any notebook of the assignment")
                continue
            except (zipfile.BadZipFile, OSError, EOFError, RuntimeError, ValueError) as exc:
                mine.refused.append(f"{shown}: cannot be read ({printable(str(exc))})")
                continue
        else:
            mine.skipped.append(f"{shown}: not a notebook of the assignment "
                                f"({', '.join(n + '.ipynb' for n in notebooks)})")
            continue
        for path, inner_when, content in files:
            name = path.rsplit("/", 1)[-1]
            found = notebook_of(name, notebooks)
            if found is None:
                mine.skipped.append(f"{printable(path)}: not a notebook of the assignment "
                                    f"({', '.join(n + '.ipynb' for n in notebooks)})")
                continue
            notebook, prefix = found
            other = _names_another(prefix, who, everyone)
            if other is not None:
                mine.refused.append(
                    f"{printable(path)}: its name names another student, {other.words()}; a "
                    f"file is the student's whose folder the LMS put it in, here "
                    f"{who.words()}")
                continue
            why = _is_notebook(content)
            if why:
                mine.refused.append(f"{printable(path)}: {why}")
                continue
            exact = name.lower() == f"{notebook}.ipynb"
            mine.candidates.append((notebook, path, entry.when, (inner_when, exact, path),
                                    content))
    for mine in handed.values():
        by_notebook: dict[str, list] = {}
        for candidate in mine.candidates:
            by_notebook.setdefault(candidate[0], []).append(candidate)
        for notebook, candidates in by_notebook.items():
            candidates.sort(key=lambda c: (c[2], c[3]), reverse=True)
            newest = candidates[0]
            mine.taken[notebook] = (newest[1], newest[2])
            for older in candidates[1:]:
                mine.skipped.append(f"{printable(older[1])} ({older[2]:%Y-%m-%d %H:%M}): "
                                    f"another hand-in of {notebook}, older than "
                                    f"{printable(newest[1])} ({newest[2]:%Y-%m-%d %H:%M}), "
                                    f"which was taken")
    return Collected(handed, unowned)


def write_submissions(collected: Collected, submitted: Path, assignment: str) -> None:
    """Each student's notebooks taken into nbgrader's ``submitted/STUDENT/ASSIGNMENT/`` (what
    was there for that assignment replaced), with ``timestamp.txt``: the newest one's time."""
    for student, mine in collected.handed.items():
        if not mine.taken:
            continue
        folder = submitted / student / assignment
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        contents = {c[0]: c[4] for c in mine.candidates
                    if mine.taken.get(c[0]) == (c[1], c[2])}
        for notebook, content in contents.items():
            (folder / f"{notebook}.ipynb").write_bytes(content)
        newest = max(when for _, when in mine.taken.values())
        (folder / "timestamp.txt").write_text(newest.isoformat(" "), encoding="utf-8")
