"""Recognising gamelib's own code in a student's answer, names changed or not.

The lecture's algorithms are public (lessons 01 and 02 show them), so copying them must not
pay: a student's function whose code has the *same structure* as one of gamelib's own -- the
same statements and expressions once names, docstrings, annotations and default values are set
aside -- is refused by the checks with a message saying so, unless it is a short search
(:func:`is_short_search`): gamelib's traced searches, its evaluations (at any length: an
evaluation is a student's own design) and the evaluation's model answer are refused.
Only an exact structural match of a function of some size counts (:data:`MIN_NODES`), read
through :func:`gamelib.exercises.structure.surface` (a dead ``pass``, ``if True:``,
``getattr(x, "name")`` undone) and wherever the function is defined (nested, in a class).

A short search is another matter (issue 51, item 3): the model answers of the minimax and
alpha-beta assignments and the lessons' teaching forms are a few lines that transcribe the
lecture's pseudocode, and a student who wrote their own from the lecture can write the same
lines, names aside. Resembling one of those is never refused in the student's face: the answer
is graded as written, and the resemblance is a line for the teacher (:func:`resembled_in_source`),
whose class similarity report shows the passages side by side (:mod:`gamelib.grading`).

>>> def mine(game, s, d, f):
...     def w(u):
...         return f(u, game.max_side)
...     def v(u, k):
...         if k == 0 or game.is_terminal(u):
...             return w(u)
...         xs = [v(game.successor(u, a), k - 1) for a in game.legal_actions(u)]
...         return max(xs) if game.to_move(u) == game.max_side else min(xs)
...     return v(s, d)
>>> copied_from(mine) is None        # a short search: graded as written, never refused
True
>>> resembles(mine)                  # and listed for the teacher
"gamelib's model answer for the minimax assignment"
>>> def other(game, s, d, f):
...     return 0
>>> copied_from(other) is None
True
"""

from __future__ import annotations

import ast
import builtins
import functools
import inspect
import textwrap
from collections.abc import Callable, Iterator
from typing import Any

from gamelib.i18n import tr

#: a function smaller than this (AST nodes) is too small to call a copy: anyone writes it so
MIN_NODES = 40
#: a search of gamelib's this long (AST nodes) or longer is refused when copied; a shorter one
#: (the model searches: 108 and 157 nodes, the teaching forms: 98 to 194) an honest student may
#: write as it is, so a match to it is listed for the teacher, never refused
LONG_NODES = 200


class _Canonical(ast.NodeTransformer):
    """Every name but Python's builtins (arguments, variables, functions called: ``min_val``
    as well as ``down``) becomes ``v0, v1, ...`` in order of first appearance; docstrings,
    annotations and default values go; attribute names (``game.successor``) stay."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def _name(self, name: str) -> str:
        if name in _BUILTINS:
            return name
        return self.names.setdefault(name, f"v{len(self.names)}")

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.copy_location(ast.Name(id=self._name(node.id), ctx=node.ctx), node)

    def visit_arg(self, node: ast.arg) -> ast.AST:
        return ast.copy_location(ast.arg(arg=self._name(node.arg), annotation=None), node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body = body[1:] or [ast.Pass()]
        args = node.args
        plain = ast.arguments(posonlyargs=[], args=[self.visit_arg(a) for a in args.posonlyargs + args.args],
                              vararg=None, kwonlyargs=[self.visit_arg(a) for a in args.kwonlyargs],
                              kw_defaults=[], kwarg=None, defaults=[])
        return ast.FunctionDef(name=self._name(node.name), args=plain,
                               body=[self.visit(statement) for statement in body],
                               decorator_list=[], returns=None)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        value = self.visit(node.value) if node.value is not None else ast.Constant(None)
        return ast.Assign(targets=[self.visit(node.target)], value=value)


_BUILTINS = frozenset(dir(builtins))


def shape(function: ast.FunctionDef) -> str:
    """A function's structure with its names replaced (see the module docstring)."""
    canonical = _Canonical().visit(function)
    return ast.dump(canonical, annotate_fields=False)


def _functions(tree: ast.AST) -> Iterator[ast.FunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            yield node


def _size(node: ast.AST) -> int:
    return sum(1 for _ in ast.walk(node))


def shapes_of_source(source: str, nested: bool = True) -> dict[str, str]:
    """The functions of some size in ``source`` (also the nested ones, unless ``nested`` is
    false), each shape -> the function's name."""
    return {found: name for found, (name, _) in _sized_shapes(source, nested).items()}


def _sized_shapes(source: str, nested: bool = True) -> dict[str, tuple[str, int]]:
    """Read through :func:`gamelib.exercises.structure.surface` (a dead ``pass``, ``if True:``,
    ``getattr(x, "name")``... undone), as the similarity report reads."""
    from gamelib.exercises.structure import surface

    tree = surface(ast.parse(textwrap.dedent(source)))
    functions = _functions(tree) if nested else (
        node for node in tree.body if isinstance(node, ast.FunctionDef))
    return {shape(f): (f.name, size) for f in functions if (size := _size(f)) >= MIN_NODES}


@functools.cache
def known_shapes() -> dict[str, tuple[str, str]]:
    """The shapes of gamelib's own searches and evaluations a student could paste, each with
    the words that name it (an English template and its one field): the lessons' teaching
    forms, the traced searches, the assignment's model answers, the faulty example of lesson
    05, the evaluations."""
    return {found: (words, name) for found, (words, name, _) in _known_sized().items()}


@functools.cache
def _known_sized() -> dict[str, tuple[str, str, bool]]:
    """:func:`known_shapes`, each with whether a copy of it is refused: every one but a short
    search (:func:`is_short_search`)."""
    import importlib

    from gamelib.exercises.model_answers import model_answers
    from gamelib.exercises.structure import LECTURE_FORMS

    known: dict[str, tuple[str, str, bool]] = {}
    modules = ("gamelib.search.teaching", "gamelib.search.minimax", "gamelib.search.alphabeta",
               "gamelib.search.negamax", "gamelib.search.expectimax", "gamelib.search.pvs",
               "gamelib.exercises.search_checks", "gamelib.exercises.grading",
               "gamelib.evaluation.dodgem", "gamelib.evaluation.tictactoe")
    for name in modules:
        source = inspect.getsource(importlib.import_module(name))
        search = name.startswith("gamelib.search.")
        for found, (function, size) in _sized_shapes(source).items():
            known.setdefault(found, ("gamelib's own {name}", f"{name}.{function}",
                                     not is_short_search(search, size)))
    for what, source in LECTURE_FORMS.items():  # short searches: listed, never refused
        for found, (_, size) in _sized_shapes(source, nested=False).items():
            known.setdefault(found, ("the lecture's pseudocode written in Python for the {name} "
                                     "assignment", what, not is_short_search(True, size)))
    for what, source in model_answers().items():
        search = what in ("minimax", "alpha-beta")
        for found, (_, size) in _sized_shapes(source).items():
            known[found] = ("gamelib's model answer for the {name} assignment", what,
                            not is_short_search(search, size))
    return known


def is_short_search(search: bool, size: int) -> bool:
    """Whether code of gamelib's is a short search (a ``search``, under :data:`LONG_NODES` AST
    nodes): a few lines that transcribe the lecture's pseudocode, which an honest student can
    write the same way -- a likeness to it is listed for the teacher, never refused. An
    evaluation is a student's own design, so a copy of one is refused at any length.

    >>> is_short_search(True, 108), is_short_search(True, 741), is_short_search(False, 163)
    (True, False, False)
    """
    return search and size < LONG_NODES


def _sources(function: Callable[..., Any]) -> Iterator[str]:
    """The source of ``function`` and of the functions it calls by name from its own module
    (helpers written in the same notebook), each once."""
    seen: set[int] = set()
    todo = [function]
    while todo:
        current = todo.pop()
        code = getattr(current, "__code__", None)
        if code is None or id(code) in seen:
            continue
        seen.add(id(code))
        try:
            yield inspect.getsource(current)
        except (OSError, TypeError):
            continue
        module = getattr(current, "__module__", "") or ""
        if module.startswith("gamelib"):
            continue
        names = set()
        stack = [code]
        while stack:
            c = stack.pop()
            names.update(c.co_names)
            stack += [k for k in c.co_consts if hasattr(k, "co_code")]
        for name in names:
            helper = getattr(current, "__globals__", {}).get(name)
            if inspect.isfunction(helper) and not (helper.__module__ or "").startswith("gamelib"):
                todo.append(helper)


def copied_from(function: Callable[..., Any], lang: str | None = None) -> str | None:
    """What long code of gamelib's ``function`` is a copy of (names aside), in words, or None.
    Each of the student's functions (nested ones too) is compared whole (with what is nested
    in it): a copy of a small function is no evidence (:data:`MIN_NODES`), since anyone
    transcribing the lecture writes one like it; nor is a copy of a short search
    (:func:`resembles` says which)."""
    for source in _sources(function):
        found = copied_in_source(source, lang)
        if found is not None:
            return found
    return None


def resembles(function: Callable[..., Any], lang: str | None = None) -> str | None:
    """What short code of gamelib's ``function`` has the structure of (names aside), in words,
    or None: a line for the teacher, never a refusal."""
    for source in _sources(function):
        found = resembled_in_source(source, lang)
        if found is not None:
            return found
    return None


def copied_in_source(source: str, lang: str | None = None) -> str | None:
    """What long code of gamelib's the functions in ``source`` (a student's cell) copy, or
    None (refused by the checks)."""
    return _matched(source, lang, long=True)


def resembled_in_source(source: str, lang: str | None = None) -> str | None:
    """What short code of gamelib's (:data:`LONG_NODES`) the functions in ``source`` have the
    structure of, or None (graded as written, listed for the teacher)."""
    return _matched(source, lang, long=False)


def _matched(source: str, lang: str | None, long: bool) -> str | None:
    """The first of ``source``'s functions gamelib knows, refused ones if ``long``, else the
    short searches: every function of ``source``, wherever it is defined (nested in a helper
    nothing calls, in a class, under ``if True:``), since any of them may be the one graded."""
    known = _known_sized()
    try:
        found = shapes_of_source(source)
    except SyntaxError:
        return None
    for each in found:
        if each in known and known[each][2] == long:
            words, name, _ = known[each]
            return tr(words, lang, name=name)
    return None
