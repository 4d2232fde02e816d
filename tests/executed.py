"""Each lesson executed once a run, its executed copy shared by every test that reads it.

The notebook tests (:mod:`tests.test_notebooks`: errors, answers shown before their question,
English in the Vietnamese edition) and the website's build (:mod:`tests.browser.test_site`)
read the same executed copy, made by whichever worker asks first while the others wait on a
lock. A lesson is executed as the website's builder executes it (``GAMELIB_SITE=1``: the
widgets add their website rendering, which Lab ignores), with two cells of the tests' own
around it: one first that records every text a figure draws, one last that writes what each
question would look like if it were shown. Both are taken out again; what they found is kept
beside the copy.

The copies live in the run's temporary folder (shared by its workers), in the layout of the
site builder's cache (``en/NAME.ipynb``, ``vi/NAME.ipynb``) with the digest it checks, so
``python -m gamelib site --cache`` reuses them.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from pathlib import Path

import nbformat

RECORD_FIGURE_TEXTS = """import matplotlib.text as _gl_text
_gl_drawn, _gl_draw = [], _gl_text.Text.draw
def _gl_record(self, renderer, *args, **kwargs):
    _gl_drawn.append(self.get_text())
    return _gl_draw(self, renderer, *args, **kwargs)
_gl_text.Text.draw = _gl_record"""
AUDIT = ("import json\nfrom gamelib.exercises import audit\n"
         "print(json.dumps({'questions': audit.fingerprints(), 'figures': _gl_drawn}, "
         "ensure_ascii=False))")


class LessonFailed(AssertionError):
    """The lesson raised while it was executed (for this test and every other that reads it)."""


def shared_folder(tmp_path_factory) -> Path:
    """The executed lessons' folder of this run, the same for all its workers."""
    base = tmp_path_factory.getbasetemp()
    run = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = run / "executed-lessons"
    folder.mkdir(exist_ok=True)
    return folder


@contextlib.contextmanager
def _locked(path: Path):
    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def edition(path: Path) -> str:
    return "vi" if path.parent.name == "vi" else "en"


def executed(path: Path, tmp_path_factory) -> tuple[nbformat.NotebookNode, dict]:
    """``path`` executed (once a run): the executed notebook and what the audit found
    (``questions``: each question's answer forms; ``figures``: every text a figure drew)."""
    folder = shared_folder(tmp_path_factory) / edition(path)
    folder.mkdir(exist_ok=True)
    copy, found, failed = (folder / path.name, folder / f"{path.stem}.audit.json",
                           folder / f"{path.stem}.failed.txt")
    with _locked(folder / f"{path.stem}.lock"):
        if not (copy.exists() or failed.exists()):
            _execute(path, copy, found, failed)
    if failed.exists():
        raise LessonFailed(failed.read_text(encoding="utf-8"))
    return (nbformat.read(copy, as_version=4),
            json.loads(found.read_text(encoding="utf-8")))


def _execute(path: Path, copy: Path, found: Path, failed: Path) -> None:
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    from gamelib.course import site
    from gamelib.viz.site import SITE_ENV

    notebook = nbformat.read(path, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell(RECORD_FIGURE_TEXTS))
    notebook.cells.append(nbformat.v4.new_code_cell(AUDIT))
    env = dict(os.environ, **{SITE_ENV: "1"})
    env.pop("MPLBACKEND", None)  # the kernel uses the inline backend, as in Lab
    # the kernel works in a folder of its own: what a lesson keeps there (the practice scores)
    # stays out of the checkout, whose notebooks the Lab and Voila servers copy
    working = copy.with_suffix(".working")
    working.mkdir(exist_ok=True)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(working)}})
    try:
        client.execute(env=env)  # raises CellExecutionError, naming the cell, on any error
    except CellExecutionError as error:
        failed.write_text(f"{path.name}: {error}", encoding="utf-8")
        return
    audit = notebook.cells.pop().outputs[0]["text"]
    notebook.cells.pop(0)
    for cell in notebook.cells:  # numbered as if the tests' first cell had not run
        if cell.get("execution_count"):
            cell.execution_count -= 1
            for out in cell.get("outputs", []):
                if out.get("execution_count"):
                    out["execution_count"] -= 1
    notebook.metadata.setdefault("gamelib", {})["site_source"] = site._source_digest(path)
    found.write_text(audit, encoding="utf-8")
    partial = copy.with_suffix(".partial")
    nbformat.write(notebook, partial)
    partial.replace(copy)
