"""Where gamelib finds its data files.

``gamelib/data`` is a link to the repository's top-level ``data/`` folder, and an installed
wheel carries a copy of it, so the lecture trees, the tuned Othello weights and the glossary
travel with the package.  The ``GAMELIB_DATA`` environment variable names another folder.

>>> (data_dir() / "othello" / "evaluation.npz").exists()
True
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib.resources import files
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]  # gamelib/core/paths.py -> the checkout


def data_dir() -> Path:
    """The data folder: ``$GAMELIB_DATA``, else the package's ``data`` (the repository's
    ``data/`` in a checkout, its copy in an installed wheel)."""
    if "GAMELIB_DATA" in os.environ:
        return Path(os.environ["GAMELIB_DATA"])
    packaged = Path(str(files("gamelib") / "data"))
    return packaged if packaged.is_dir() else REPO_ROOT / "data"  # (a checkout without links)


def open_output(path: Path | str, append: bool = True) -> int:
    """A descriptor to write ``path`` (created 0644 if missing; appended to, or ``append=False``
    emptied), never through a symbolic link and only if it is a regular file: a folder others
    may write into (a 1777 one) cannot point a program run as root at another file
    (``ln -s /etc/passwd day.jsonl``) or block it on a FIFO. ValueError says what it is.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> os.close(open_output(folder / "log.jsonl"))
    >>> (folder / "link.jsonl").symlink_to(folder / "log.jsonl")
    >>> open_output(folder / "link.jsonl")
    Traceback (most recent call last):
    ...
    ValueError: ... is a symbolic link: ...
    """
    import stat

    flags = (os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
             | (os.O_APPEND if append else 0))
    try:
        handle = os.open(path, flags, 0o644)
    except OSError as exc:
        if os.path.islink(path):
            raise ValueError(f"{path} is a symbolic link: results are written only to a regular "
                             f"file (remove the link, or name another file)") from None
        try:
            regular = stat.S_ISREG(os.lstat(path).st_mode)
        except OSError:
            regular = True
        if regular:
            raise ValueError(f"{path} cannot be written: {exc.strerror or exc}") from None
        handle = None  # a FIFO with no reader (ENXIO), a device
    if handle is None or not stat.S_ISREG(os.fstat(handle).st_mode):
        if handle is not None:
            os.close(handle)
        raise ValueError(f"{path} is not a regular file (a FIFO, a device or a folder): results "
                         f"are written only to a regular file (remove it, or name another file)")
    os.set_blocking(handle, True)
    if not append:
        os.ftruncate(handle, 0)
    return handle


def write_output(path: Path | str, text: str) -> None:
    """Write ``text`` as the whole of ``path`` (a page): into a new file beside it, then renamed
    over it, so a symbolic link or FIFO put there is replaced, never followed; an existing
    ``path`` that is not a regular file (nor a link) is refused with a ValueError.

    >>> import tempfile
    >>> page = Path(tempfile.mkdtemp()) / "day.html"
    >>> write_output(page, "<p>hi</p>"); page.read_text()
    '<p>hi</p>'
    """
    import stat
    import tempfile

    path = Path(path)
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        found = None
    if found is not None and not (stat.S_ISREG(found.st_mode) or stat.S_ISLNK(found.st_mode)):
        raise ValueError(f"{path} is not a regular file (a FIFO, a device or a folder): the page "
                         f"is written only to a regular file (remove it, or name another file)")
    handle, partial = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.",
                                       suffix=".part")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(partial, 0o644)
        os.replace(partial, path)  # a link at ``path`` is replaced, not followed
    except BaseException:
        if os.path.exists(partial):
            os.unlink(partial)
        raise


def python_command() -> str:
    """How a printed hint names this interpreter, for the teacher to paste: ``python`` when
    the ``python`` the PATH finds is this environment's; else this interpreter's path, relative
    when it is under the current folder (``.venv/bin/python``, as README writes it), absolute
    otherwise (``sudo`` and a fresh shell find another ``python``, or none).

    >>> python_command() in ("python", sys.executable) or "/" in python_command()
    True
    """
    here = Path(sys.executable).absolute()
    found = shutil.which("python")
    if found and Path(found).absolute().parent == here.parent:
        return "python"
    try:
        relative = here.relative_to(Path.cwd())
    except ValueError:
        return str(here)
    return str(relative) if len(relative.parts) > 1 else f"./{relative}"
