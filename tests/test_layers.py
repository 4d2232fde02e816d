"""The package's layers hold: every import points downwards, and no package imports another in
its own layer (so there is no import circle).  The layers are written once, in
:data:`gamelib.LAYERS`, and described in the package docstring and the README."""

import ast
from pathlib import Path

import gamelib

PACKAGE = Path(gamelib.__file__).resolve().parent


def _part(module: str) -> str:
    """``gamelib.games.othello`` -> ``games``; ``gamelib.i18n`` -> ``i18n``; a game folder's
    module by what it is: ``gamelib.games.othello.scene`` -> ``viz`` (``gamelib.GAME_FOLDER``).

    >>> _part("gamelib.games.othello.kit"), _part("gamelib.games.tree"), _part("gamelib.core")
    ('kits', 'games', 'core')
    """
    parts = module.split(".")
    if len(parts) > 3 and parts[1] == "games" and (PACKAGE / "games" / parts[2]).is_dir():
        return gamelib.GAME_FOLDER.get(parts[3], "games")
    return parts[1] if len(parts) > 1 else "gamelib"


def _part_of_file(file: str) -> str:
    """The part a file of the package belongs to: ``games/othello/scene.py`` -> ``viz``."""
    dotted = "gamelib." + file.removesuffix(".py").replace("/", ".")
    return _part(dotted) if dotted.count(".") > 1 else Path(file).stem


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


def test_the_root_holds_packages_only():
    """A reader sees the parts by their folders: nothing loose beside __init__ and __main__."""
    loose = sorted(p.name for p in PACKAGE.glob("*.py") if p.stem not in ("__init__", "__main__"))
    assert not loose, f"put {loose} in the package that says what they are"


def test_imports_point_only_downwards():
    layer = _layer_of()
    wrong = []
    for file, module, line in _imports():
        mine = _part_of_file(file)
        theirs = _part(module)
        if mine == "__init__" or theirs == mine:
            continue
        if layer[theirs] >= layer[mine]:
            wrong.append(f"gamelib/{file}:{line} imports {module} "
                         f"({mine} is in layer {layer[mine]}, {theirs} in layer {layer[theirs]})")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def test_every_module_of_a_game_folder_says_its_layer_by_its_name():
    """A game folder holds rules, words, a scene, a kit, a board: each named for what it is."""
    for folder in (p for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").exists()):
        odd = sorted(p.stem for p in folder.glob("*.py") if p.stem not in gamelib.GAME_FOLDER)
        assert not odd, (f"gamelib/games/{folder.name}: {odd} are not modules a game folder "
                         f"holds; name each for what it is: {', '.join(gamelib.GAME_FOLDER)}")


def test_the_readme_and_the_docstring_show_the_layers_the_package_declares():
    readme = (PACKAGE.parent / "README.md").read_text(encoding="utf-8")
    for parts in gamelib.LAYERS:
        line = " · ".join(parts)
        assert f"    {line} " in gamelib.__doc__, line
        assert f"    {line} " in readme, line


def _module_of(path: Path) -> str:
    """``gamelib/kits/base.py`` -> ``gamelib.kits.base``; a package's ``__init__.py`` -> its
    name."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _module_imports() -> dict[str, set[str]]:
    """Every module of the package and the modules of its own part it imports -- at the top or
    inside a function alike (``from gamelib.i18n import numbers`` is the module
    ``gamelib.i18n.numbers``; ``from gamelib.i18n import tr`` the package ``gamelib.i18n``)."""
    files = {_module_of(p): p for p in PACKAGE.rglob("*.py")
             if p.relative_to(PACKAGE).parts[0] != "data"}
    graph: dict[str, set[str]] = {module: set() for module in files}
    for module, path in files.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # a relative import, from this module's package upwards
                    up = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base
                         for alias in node.names]
            else:
                continue
            for name in names:
                while name and name not in files:  # gamelib.kits.base.GameKit -> the module
                    name = name.rpartition(".")[0]
                if name and name != module and _part(name) == _part(module):
                    graph[module].add(name)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or round a circle (Tarjan's
    strongly connected components of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


#: circles not yet taken apart, each to be removed from here when it is (the test fails on a
#: new one, and on one listed here that is gone): the kits' registry (gamelib/kits/__init__)
#: imports base.py and pictures.py, which look kits up in it (kit_of, all_kits)
KNOWN_CIRCLES = [["gamelib.kits", "gamelib.kits.base", "gamelib.kits.pictures"]]


def test_no_two_modules_of_one_part_import_each_other():
    """No import circle inside a part either (imports inside functions count: a circle there
    only waits for the first call): one module of a pair depends on the other, never both."""
    circles = _circles(_module_imports())
    new = [group for group in circles if group not in KNOWN_CIRCLES]
    assert not new, "modules importing each other (move what they share to where it " \
                    "belongs):\n" + "\n".join(" <-> ".join(group) for group in new)
    gone = [group for group in KNOWN_CIRCLES if group not in circles]
    assert not gone, f"take these out of KNOWN_CIRCLES, they are gone: {gone}"


def test_the_circle_check_sees_imports_inside_functions():
    graph = {"gamelib.exercises.a": {"gamelib.exercises.b"},
             "gamelib.exercises.b": {"gamelib.exercises.a"}, "gamelib.exercises.c": set()}
    assert _circles(graph) == [["gamelib.exercises.a", "gamelib.exercises.b"]]
    imports = _module_imports()
    assert "gamelib.i18n.language" in imports["gamelib.i18n.numbers"]  # inside _locale()
    assert "gamelib.exercises.misconceptions" in imports["gamelib.exercises.search_checks"]
    assert "gamelib.exercises.search_checks" not in imports["gamelib.exercises.misconceptions"]
