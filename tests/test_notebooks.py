"""Every notebook runs headless without an error, and stays thin and clean."""

import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from gamelib import course

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_executes_without_error(path, tmp_path, monkeypatch):
    monkeypatch.delenv("MPLBACKEND", raising=False)  # the kernel uses the inline backend, as in Lab
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()  # raises CellExecutionError, naming the cell, on any error
    errors = [out for cell in notebook.cells if cell.cell_type == "code"
              for out in cell.get("outputs", []) if out.get("output_type") == "error"]
    assert not errors
    shown_as_text = [out for cell in notebook.cells for out in cell.get("outputs", [])
                     if out.get("data", {}).get("text/plain", "").startswith("<Figure size")
                     and "image/png" not in out.get("data", {})]
    assert not shown_as_text, "a figure was displayed as text instead of a picture"
    nbformat.write(notebook, tmp_path / path.name)  # executed copy, for a look when debugging


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_thin_and_stripped(path):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        assert not cell.get("outputs") and cell.get("execution_count") is None, \
            f"{path.name} cell {index}: outputs must be stripped before commit"
        starter = "exercise" in cell.get("metadata", {}).get("tags", [])
        assert starter or not re.search(r"^\s*(def|class)\s", source, re.M), \
            f"{path.name} cell {index}: functions and classes belong in gamelib " \
            "(only cells tagged 'exercise' may hold a student's starter function)"
        assert "import *" not in source, f"{path.name} cell {index}: no star imports"


def test_course_map_lists_every_notebook():
    assert [lesson.notebook for lesson in course.LESSONS] == [p.name for p in NOTEBOOKS]
    assert course.notebooks_on_disk() == [p.name for p in NOTEBOOKS]
