"""The package's layers hold: every import points downwards, and no package imports another in
its own layer (so there is no import circle).  The layers are written once, in
:data:`gamelib.LAYERS`, and described in the package docstring and the README."""

import ast
from pathlib import Path

import gamelib

PACKAGE = Path(gamelib.__file__).resolve().parent


def _part(module: str) -> str:
    """``gamelib.games.othello`` -> ``games``; ``gamelib.i18n`` -> ``i18n``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "gamelib"


def _is_part(name: str) -> bool:
    return (PACKAGE / f"{name}.py").exists() or (PACKAGE / name / "__init__.py").exists()


def _imports() -> list[tuple[str, str, int]]:
    """(importing file, imported gamelib module, line) for every import, also inside functions."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "data":  # the data/ folder's own scripts
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
                if node.module == "gamelib":  # from gamelib import lecture (or __version__)
                    names = [f"gamelib.{alias.name}" if _is_part(alias.name) else "gamelib.core"
                             for alias in node.names]
            else:
                continue
            found += [(str(path.relative_to(PACKAGE)), name, node.lineno)
                      for name in names if name.startswith("gamelib.")]
    return found


def _layer_of() -> dict[str, int]:
    return {part: level for level, parts in enumerate(gamelib.LAYERS) for part in parts}


def test_every_part_of_the_package_has_a_layer():
    on_disk = {p.stem for p in PACKAGE.iterdir() if p.stem != "__init__" and _is_part(p.stem)}
    assert on_disk == set(_layer_of())


def test_imports_point_only_downwards():
    layer = _layer_of()
    wrong = []
    for file, module, line in _imports():
        mine = Path(file).parts[0].removesuffix(".py")
        theirs = _part(module)
        if mine == "__init__" or theirs == mine:
            continue
        if layer[theirs] >= layer[mine]:
            wrong.append(f"gamelib/{file}:{line} imports {module} "
                         f"({mine} is in layer {layer[mine]}, {theirs} in layer {layer[theirs]})")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def test_the_readme_and_the_docstring_show_the_layers_the_package_declares():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    for parts in gamelib.LAYERS:
        line = " · ".join(parts)
        assert f"    {line} " in gamelib.__doc__, line
        assert f"    {line} " in readme, line
