"""Answers compared by their structure: copies found through a disguise, honest work left alone.

A disguise changes what a reader sees and keeps what the code does: names, loop forms, helper
functions, dead code, comments, the order of independent lines.  So each answer is parsed to
its syntax tree and brought to one form before it is compared:

0. **The surface** (:func:`surface`, which the copy check of :mod:`gamelib.exercises.copies`
   reads through too): ``pass`` and bare constants go, ``if True:`` is its body,
   ``getattr(x, "name")`` is ``x.name``, ``(a, b)[cond]`` is ``b if cond else a``.
1. **Comments, docstrings, annotations, default values, ``pass``, ``print`` and ``assert``
   go**; module constants (``INF = float("inf")``) are put where they are used, and every
   constant becomes ``NUM``, ``STR`` or ``INF`` (``float("inf")``, ``math.inf`` and ``-INF``
   are one thing).
2. **Dead code goes**: ``if False:`` / ``while 0:`` (any test made of constants), the branch a
   constant test never takes, statements after ``return``/``raise``/``break``/``continue``,
   and assignments to names nothing reads (repeated until none is left).
3. **Loops take one form**: ``i = 0; while i < len(xs): x = xs[i] ... i += 1``, ``while xs:
   x = xs.pop()`` and ``it = iter(xs); while True: try: x = next(it) except StopIteration:
   break`` all become ``for x in xs``; ``x += 1`` becomes ``x = x + 1``; ``a > b`` becomes
   ``b < a``.
4. **Independent statements are put in one order**: a run of simple statements none of which
   reads or writes what another writes is sorted by its shape.
5. **Helper functions are inlined**: the stream of an answer starts at its entry function
   (``my_minimax``) and, at each call of a function the answer defines (a method too), goes
   through that function's body in place of the call (a recursive call is one ``CALL`` token).
   A helper extracted to disguise a copy reads as the code it came from; a function nothing
   calls is not read in the answer's stream, but each function is also read on its own
   (:attr:`Answer.parts`): a decoy of the graded function's name, nested in a helper nothing
   calls or compiled and never run, does not hide the graded one (:func:`closest`).

The answer is then a stream of syntax-node labels (``For``, ``Compare<``, ``.successor``,
``max``, ``ID``...).  **The measure: winnowed k-gram fingerprints**, as MOSS does on text
(Schleimer, Wilkerson and Aiken, *Winnowing*, SIGMOD 2003), over that stream: every run of
:data:`K` labels is hashed, and of every :data:`WINDOW` consecutive hashes the smallest is
kept.  Inside a k-gram the identifiers are renamed ``a, b, c...`` by order of first use, so a
k-gram keeps how names flow (the same variable read twice) and no name itself; renaming a
variable anywhere changes nothing.  An answer's **share** in another is the part of its
fingerprints the other holds; a pair's score is the larger of its two shares.  What the
students were given (the released notebook's cells) is left out, and an answer with fewer
than :data:`MIN_FINGERPRINTS` fingerprints is too small to judge.

Why fingerprints and not tree edit distance: passages can be shown (each fingerprint knows its
lines), the score reads as "this share of the code is also there", and the cost is linear.

**One threshold**, :data:`THRESHOLD`, calibrated on ``tests/copies_corpus/`` (honest answers
in many styles and disguised copies; ``BENCHMARKS.md`` has the numbers): a pair at or above it
is flagged.  Answers to the same small exercise share the lecture's structure, so scores of
honest pairs are not small; the threshold sits above every honest pair measured.

>>> plain = '''
... def my_minimax(game, state, depth, evaluate):
...     me = game.to_move(state)
...     def value(u, d):
...         if d == 0 or game.is_terminal(u):
...             return evaluate(u, me)
...         vs = [value(game.successor(u, a), d - 1) for a in game.legal_actions(u)]
...         return max(vs) if game.to_move(u) == me else min(vs)
...     return value(state, depth)
... '''
>>> disguised = '''
... def my_minimax(g, s, depth, ev):
...     "A search of my own."
...     who = g.to_move(s)
...     return helper(g, s, depth, ev, who)
... def helper(g, node, left, ev, who):
...     unused = 42
...     if left == 0 or g.is_terminal(node):   # the end
...         return ev(node, who)
...     kids = [helper(g, g.successor(node, m), left - 1, ev, who) for m in g.legal_actions(node)]
...     if False:
...         print("never")
...     return max(kids) if g.to_move(node) == who else min(kids)
... '''
>>> score(Answer.read(plain, "my_minimax"), Answer.read(disguised, "my_minimax")) >= THRESHOLD
True
"""

from __future__ import annotations

import ast
import builtins
import copy
import hashlib
import html
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

#: labels in one k-gram
K = 10
#: winnowing window: of every WINDOW consecutive k-gram hashes the smallest is kept
WINDOW = 3
#: a pair whose score (the larger share) is at least this is flagged (the README states it)
THRESHOLD = 0.65
#: an answer with fewer fingerprints than this is too small to call a copy
MIN_FINGERPRINTS = 8
#: the longest stream read from one answer (inlining could otherwise grow it without end)
MAX_LABELS = 20_000
#: the longest source read (a student's answer is data: bounded)
MAX_SOURCE = 200_000
#: functions of one answer read each on its own (:attr:`Answer.parts`)
MAX_PARTS = 24

_BUILTINS = frozenset(dir(builtins))
_DROPPED_CALLS = frozenset({"print", "breakpoint"})


class Unreadable(ValueError):
    """An answer that is not Python (a syntax error), or too long to read."""


# -- 1-4: the answer brought to one form ------------------------------------------------------

def _is_inf(node: ast.AST) -> bool:
    """``float("inf")``, ``math.inf``, ``numpy.inf``, ``float("infinity")`` (a sign aside)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float" \
            and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) \
            and isinstance(node.args[0].value, str):
        return node.args[0].value.strip().lower().lstrip("+-") in ("inf", "infinity")
    return isinstance(node, ast.Attribute) and node.attr == "inf"


def _constant_value(node: ast.AST) -> tuple[bool, object]:
    """(True, value) when ``node`` is made only of constants and cheap operators."""
    allowed = (ast.Constant, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.Not, ast.USub, ast.UAdd,
               ast.And, ast.Or, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Is,
               ast.IsNot, ast.Expression)
    if not all(isinstance(n, allowed) for n in ast.walk(node)):
        return False, None
    try:  # only constants and comparisons: nothing to run but the operators themselves
        return True, eval(compile(ast.Expression(node), "<test>", "eval"),  # noqa: S307
                          {"__builtins__": {}})
    except Exception:  # noqa: BLE001 - e.g. 1 < "a": not a constant test after all
        return False, None


def _names(node: ast.AST, ctx: type) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ctx)}


class _Normalise(ast.NodeTransformer):
    """Steps 1-4 of the module docstring, on one module's tree."""

    def __init__(self, constants: dict[str, ast.AST], read: set[str]) -> None:
        self.constants = constants
        self.read = read  # every name loaded anywhere in the answer

    # 1. what a reader sees and the code does not use
    def visit_Expr(self, node: ast.Expr) -> ast.AST | None:
        value = node.value
        if isinstance(value, ast.Constant):
            return None  # docstrings, stray strings
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
                and value.func.id in _DROPPED_CALLS:
            return None
        return self.generic_visit(node)

    def visit_Pass(self, node: ast.Pass) -> None:
        return None

    def visit_Assert(self, node: ast.Assert) -> None:
        return None

    def visit_Import(self, node: ast.Import) -> None:
        return None

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        return None

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.decorator_list, node.returns = [], None
        for arg in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs):
            arg.annotation = None
        node.args.defaults, node.args.kw_defaults = [], [None] * len(node.args.kwonlyargs)
        node.body = self._block(node.body)
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST | None:
        if node.value is None:
            return None
        return self.visit(ast.copy_location(ast.Assign(targets=[node.target], value=node.value),
                                            node))

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in self.constants:
            return self.visit(_copy(self.constants[node.id], node))
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        if _is_inf(node):
            inf = ast.copy_location(ast.Name(id="INF", ctx=ast.Load()), node)
            negative = node.args[0].value.strip().startswith("-")  # type: ignore[attr-defined]
            return ast.copy_location(ast.UnaryOp(ast.USub(), inf), node) if negative else inf
        if isinstance(node.func, ast.Name) and node.func.id in ("list", "tuple") \
                and len(node.args) == 1 and not node.keywords:
            return self.visit(node.args[0])  # the same values, in the same order
        return self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        if _is_inf(node):
            return ast.copy_location(ast.Name(id="INF", ctx=ast.Load()), node)
        return self.generic_visit(node)

    # 3. one form for the same operation
    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        load = _copy(node.target)
        for n in ast.walk(load):
            if hasattr(n, "ctx"):
                n.ctx = ast.Load()
        assign = ast.Assign(targets=[node.target], value=ast.BinOp(load, node.op, node.value))
        return self.visit(ast.copy_location(assign, node))

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        flip = {ast.Gt: ast.Lt, ast.GtE: ast.LtE}
        if len(node.ops) == 1 and type(node.ops[0]) in flip:
            return ast.copy_location(ast.Compare(node.comparators[0], [flip[type(node.ops[0])]()],
                                                 [node.left]), node)
        return node

    # 2. dead code, 3. loops, 4. order: all on blocks of statements
    def _block(self, statements: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for statement in statements:
            statement = self._fold_loop(statement, out)
            if isinstance(statement, (ast.If, ast.While)):
                known, value = _constant_value(statement.test)
                if known:
                    if isinstance(statement, ast.While) and not value:
                        continue
                    if isinstance(statement, ast.If):
                        out += self._block(statement.body if value else statement.orelse)
                        continue
            visited = self._statement(statement)
            out.extend(v for v in (visited if isinstance(visited, list) else [visited])
                       if v is not None and not (isinstance(v, ast.If) and not v.body
                                                 and not v.orelse))  # an emptied test
            if isinstance(statement, (ast.Return, ast.Raise, ast.Break, ast.Continue)):
                break  # what follows never runs
        out = [s for s in out if not self._unused(s)]
        return _sorted_independent(out)

    def _statement(self, statement: ast.stmt) -> ast.stmt | list[ast.stmt] | None:
        """One statement normalised; its blocks through :meth:`_block`, each once."""
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(statement.targets[0], ast.Tuple) \
                and isinstance(statement.value, ast.Tuple) \
                and len(statement.targets[0].elts) == len(statement.value.elts) \
                and not _names(statement.targets[0], ast.Store) & _names(statement.value,
                                                                         ast.Load):
            # a, b = x, y (no swap): two assignments, each then judged on its own
            return [self.visit(ast.copy_location(ast.Assign([t], v), statement))
                    for t, v in zip(statement.targets[0].elts, statement.value.elts)]
        if not any(isinstance(getattr(statement, f, None), list) and f != "targets"
                   for f in ("body", "orelse", "finalbody", "handlers")) \
                or isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return self.visit(statement)
        for name, value in ast.iter_fields(statement):
            if name in ("body", "orelse", "finalbody"):
                setattr(statement, name, self._block(value))
            elif name == "handlers":
                for handler in value:
                    handler.type = self.visit(handler.type) if handler.type else None
                    handler.body = self._block(handler.body)
            elif isinstance(value, ast.AST):
                setattr(statement, name, self.visit(value))
            elif isinstance(value, list):
                setattr(statement, name, [self.visit(v) for v in value])
        return statement

    def _unused(self, statement: ast.stmt) -> bool:
        """An assignment to names nothing reads (its value may be a call: set aside anyway)."""
        if not isinstance(statement, ast.Assign):
            return False
        targets = [n for t in statement.targets for n in ast.walk(t)]
        return all(isinstance(n, (ast.Name, ast.Tuple, ast.List, ast.Store)) for n in targets) \
            and not any(isinstance(n, ast.Name) and n.id in self.read for n in targets)

    def _fold_loop(self, statement: ast.stmt, before: list[ast.stmt]) -> ast.stmt:
        """A ``while`` that walks a sequence or an iterator, as the ``for`` it stands for."""
        if not isinstance(statement, ast.While) or statement.orelse:
            return statement
        test, body = statement.test, list(statement.body)
        # while i < len(xs) / while i < n: ... i += 1
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name):
            index, op, bound = test.left.id, test.ops[0], test.comparators[0]
            if isinstance(op, ast.GtE) or isinstance(op, ast.Gt):
                return statement
            steps = [s for s in body if isinstance(s, ast.AugAssign) and isinstance(s.op, ast.Add)
                     and isinstance(s.target, ast.Name) and s.target.id == index]
            if isinstance(op, ast.Lt) and len(steps) == 1:
                body.remove(steps[0])
                _drop_start(before, index)
                sequence = bound.args[0] if isinstance(bound, ast.Call) and isinstance(
                    bound.func, ast.Name) and bound.func.id == "len" and bound.args else None
                first = body[0] if body else None
                if sequence is not None and isinstance(first, ast.Assign) \
                        and isinstance(first.value, ast.Subscript) \
                        and isinstance(first.value.slice, ast.Name) \
                        and first.value.slice.id == index \
                        and ast.dump(first.value.value) == ast.dump(sequence) \
                        and index not in set().union(*(_names(s, ast.Load) for s in body[1:])):
                    return ast.copy_location(ast.For(target=first.targets[0], iter=sequence,
                                                     body=body[1:] or [ast.Pass()], orelse=[]),
                                             statement)
                if sequence is not None and _only_subscripts(body, index, sequence):
                    item = f"{index}__item"
                    body = [_Subscripts(index, item).visit(s) for s in body]
                    return ast.copy_location(ast.For(target=ast.Name(item, ast.Store()),
                                                     iter=sequence, body=body or [ast.Pass()],
                                                     orelse=[]), statement)
                iterate = sequence if sequence is not None else bound
                loop = ast.Call(ast.Name("range", ast.Load()),
                                [ast.Call(ast.Name("len", ast.Load()), [iterate], [])]
                                if sequence is not None else [iterate], [])
                return ast.copy_location(ast.For(target=ast.Name(index, ast.Store()), iter=loop,
                                                 body=body or [ast.Pass()], orelse=[]), statement)
        # while xs: x = xs.pop(...)
        if isinstance(test, ast.Name) and body and isinstance(body[0], ast.Assign) \
                and isinstance(body[0].value, ast.Call) \
                and isinstance(body[0].value.func, ast.Attribute) \
                and body[0].value.func.attr == "pop" \
                and isinstance(body[0].value.func.value, ast.Name) \
                and body[0].value.func.value.id == test.id:
            return ast.copy_location(ast.For(target=body[0].targets[0], iter=test,
                                             body=body[1:] or [ast.Pass()], orelse=[]), statement)
        # it = iter(xs); while True: try: x = next(it) except StopIteration: break
        if isinstance(test, ast.Constant) and test.value is True and body \
                and isinstance(body[0], ast.Try) and len(body[0].body) == 1 \
                and isinstance(body[0].body[0], ast.Assign) \
                and isinstance(body[0].body[0].value, ast.Call) \
                and isinstance(body[0].body[0].value.func, ast.Name) \
                and body[0].body[0].value.func.id == "next" \
                and any(isinstance(h.type, ast.Name) and h.type.id == "StopIteration"
                        for h in body[0].handlers):
            source: ast.expr = body[0].body[0].value.args[0] if body[0].body[0].value.args \
                else ast.Name("_", ast.Load())
            if isinstance(source, ast.Name):
                for earlier in reversed(before):
                    if isinstance(earlier, ast.Assign) and len(earlier.targets) == 1 \
                            and isinstance(earlier.targets[0], ast.Name) \
                            and earlier.targets[0].id == source.id \
                            and isinstance(earlier.value, ast.Call) \
                            and isinstance(earlier.value.func, ast.Name) \
                            and earlier.value.func.id == "iter" and earlier.value.args:
                        before.remove(earlier)
                        source = earlier.value.args[0]
                        break
            return ast.copy_location(ast.For(target=body[0].body[0].targets[0], iter=source,
                                             body=body[1:] or [ast.Pass()], orelse=[]), statement)
        return statement


def _only_subscripts(body: list[ast.stmt], index: str, sequence: ast.expr) -> bool:
    """Whether ``index`` is read in ``body`` only as ``sequence[index]``."""
    wanted = ast.dump(sequence)
    inside = 0
    for statement in body:
        for node in ast.walk(statement):
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name) \
                    and node.slice.id == index and ast.dump(node.value) == wanted:
                inside += 1
    reads = sum(len([n for n in ast.walk(s) if isinstance(n, ast.Name) and n.id == index])
                for s in body)
    return inside > 0 and inside == reads


class _Subscripts(ast.NodeTransformer):
    """``xs[i]`` as the loop's item."""

    def __init__(self, index: str, item: str) -> None:
        self.index, self.item = index, item

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        if isinstance(node.slice, ast.Name) and node.slice.id == self.index:
            return ast.copy_location(ast.Name(self.item, node.ctx), node)
        return self.generic_visit(node)


def _drop_start(before: list[ast.stmt], index: str) -> None:
    """Remove the ``i = 0`` that starts a folded loop's counter."""
    for earlier in reversed(before):
        if isinstance(earlier, ast.Assign) and len(earlier.targets) == 1 \
                and isinstance(earlier.targets[0], ast.Name) and earlier.targets[0].id == index:
            before.remove(earlier)
            return
        if index in _names(earlier, ast.Store):
            return


def _copy(node: ast.AST, where: ast.AST | None = None) -> ast.AST:
    """A deep copy of ``node``, every part of it placed at ``where``'s line when given."""
    out = copy.deepcopy(node)
    if where is not None:
        for part in ast.walk(out):
            if hasattr(part, "lineno"):
                part.lineno = part.end_lineno = getattr(where, "lineno", 0)
    return out


def _sorted_independent(block: list[ast.stmt]) -> list[ast.stmt]:
    """Runs of simple statements that neither read nor write what another writes, sorted by
    their shape (names aside), so reordering them changes nothing."""
    simple = (ast.Assign, ast.Expr)
    out: list[ast.stmt] = []
    run: list[ast.stmt] = []

    def flush() -> None:
        out.extend(sorted(run, key=lambda s: ast.dump(_anonymous(s))))
        run.clear()

    for statement in block:
        if isinstance(statement, simple):
            writes = _names(statement, ast.Store)
            touches = writes | _names(statement, ast.Load)
            if any(writes & (_names(o, ast.Load) | _names(o, ast.Store))
                   or touches & _names(o, ast.Store) for o in run) \
                    or isinstance(statement, ast.Expr):  # a call may depend on anything before
                flush()
            run.append(statement)
        else:
            flush()
            out.append(statement)
    flush()
    return out


def _anonymous(node: ast.AST) -> ast.AST:
    class Blank(ast.NodeTransformer):
        def visit_Name(self, n: ast.Name) -> ast.AST:
            return ast.Name(id="_", ctx=n.ctx)
    return Blank().visit(ast.parse(ast.unparse(node)))


def _own_nodes(function: ast.AST) -> Iterator[ast.AST]:
    """The nodes of ``function``'s body that are not inside a function or class it defines."""
    todo = list(ast.iter_child_nodes(function))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                 ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))


class _Replace(ast.NodeTransformer):
    """One read of a name replaced by an expression; one statement removed."""

    def __init__(self, read: ast.Name, value: ast.expr, drop: ast.stmt) -> None:
        self.read, self.value, self.drop = read, value, drop

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return self.value if node is self.read else node

    def generic_visit(self, node: ast.AST) -> ast.AST:
        for name, value in ast.iter_fields(node):
            if isinstance(value, list):
                setattr(node, name, [self.visit(v) if isinstance(v, ast.AST) else v
                                     for v in value if v is not self.drop])
            elif isinstance(value, ast.AST):
                setattr(node, name, self.visit(value))
        return node


def _alias(value: ast.expr) -> bool:
    """``game.successor``, ``self.game``: a name for something that already has one."""
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Name) and value.id != "INF" and not isinstance(value, ast.Call)


def _segment_use(function: ast.AST, definition: ast.Assign, name: str,
                 uses: list[ast.Name]) -> ast.Name | None:
    """The one read of the value ``definition`` gives ``name``, when the name is given several
    values in turn and each is read only before the next (``todo = ...; for x in todo``
    twice): that read, else None."""
    segments: dict[int, list[ast.Name]] = {}
    covered = 0
    for node in ast.walk(function):
        for f in ("body", "orelse", "finalbody"):
            block = getattr(node, f, None)
            if not isinstance(block, list):
                continue
            for i, statement in enumerate(block):
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                        and isinstance(statement.targets[0], ast.Name) \
                        and statement.targets[0].id == name \
                        and name not in _names(statement.value, ast.Load):
                    found = []
                    for later in block[i + 1:]:
                        if name in _names(later, ast.Store):
                            break
                        found += [n for n in ast.walk(later) if isinstance(n, ast.Name)
                                  and n.id == name and isinstance(n.ctx, ast.Load)]
                    segments[id(statement)] = found
                    covered += len(found)
    mine = segments.get(id(definition), [])
    if covered != len(uses) or len(mine) != 1:
        return None
    return mine[0]


def _propagate(tree: ast.Module, limit: int = 200) -> None:
    """A variable written once and read once stands where it is read (``moves =
    game.legal_actions(u); for a in moves`` is ``for a in game.legal_actions(u)``): a
    temporary introduced to disguise a line changes nothing."""
    for _ in range(limit):
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            own = list(_own_nodes(function))
            stores: dict[str, int] = {}
            for node in own:
                if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                    stores[node.id] = stores.get(node.id, 0) + 1
                elif isinstance(node, ast.arg):
                    stores[node.arg] = 2  # a parameter is never a temporary
            reads: dict[str, list[ast.Name]] = {}
            for node in ast.walk(function):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                    reads.setdefault(node.id, []).append(node)
            changed = False
            for node in own:
                if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                        and isinstance(node.targets[0], ast.Name):
                    name = node.targets[0].id
                    uses = reads.get(name, [])
                    if stores.get(name) == 1 and uses and _alias(node.value):
                        # an alias (to_move = game.to_move): the thing itself, everywhere
                        for use in uses:
                            _Replace(use, _copy(node.value, use), node).visit(function)
                        changed = True
                    elif stores.get(name) == 1 and len(uses) == 1:
                        _Replace(uses[0], node.value, node).visit(function)
                        changed = True
                    else:
                        use = _segment_use(function, node, name, reads.get(name, []))
                        if use is not None:
                            _Replace(use, node.value, node).visit(function)
                            changed = True
                    if changed:
                        break
            if changed:
                break  # something changed: look again
        else:
            return


# -- 0: calls through lambdas, dispatch tables and higher-order functions, made plain ---------

def _desugar(tree: ast.Module) -> None:
    """Calls written through what a reader does not see as a call, made plain before anything
    else: ``f = lambda x: e`` (and ``self.f = lambda x: e`` in a method) is ``def f(x): return
    e``; a dispatch table ``table = {True: f, False: g}`` called as ``table[k](...)`` is
    ``f(...)`` (``k`` a constant) or ``f(...) if k else g(...)``; a lambda called where it is
    written is its body; ``map(lambda x: e, xs)`` and ``(e for x in xs)`` are ``[e for x in
    xs]``; ``v = reduce(lambda acc, x: e, xs, start)`` (and ``return reduce(...)``) is the loop
    ``acc = start; for x in xs: acc = e``, and ``acc = acc if cut else e`` in a loop is ``if
    cut: break`` before ``acc = e``."""
    _Lambdas().visit(tree)
    tables = _dispatch_tables(tree)
    _Desugar(tables).visit(tree)
    _Folds().visit(tree)


class _Lambdas(ast.NodeTransformer):
    """``f = lambda ...`` as ``def f``; ``self.f = lambda ...`` as a method ``f`` of the class."""

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        self.generic_visit(node)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Lambda):
            return _as_def(node.targets[0].id, node.value, node)
        return node

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        self.generic_visit(node)
        methods = []
        for method in node.body:
            if not isinstance(method, ast.FunctionDef):
                continue
            kept = []
            for statement in method.body:
                target = statement.targets[0] if isinstance(statement, ast.Assign) \
                    and len(statement.targets) == 1 else None
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                        and target.value.id == "self" and isinstance(statement.value, ast.Lambda):
                    methods.append(_as_def(target.attr, statement.value, statement))
                else:
                    kept.append(statement)
            method.body = kept or [ast.Pass()]
        node.body += methods
        return node


def _as_def(name: str, function: ast.Lambda, where: ast.AST) -> ast.FunctionDef:
    return ast.copy_location(ast.FunctionDef(name=name, args=function.args,
                                             body=[ast.copy_location(ast.Return(function.body),
                                                                     function)],
                                             decorator_list=[], returns=None), where)


def _dispatch_tables(tree: ast.Module) -> dict[str, dict[object, ast.expr]]:
    """Names bound once to a dict whose keys are constants and whose values are names or
    lambdas (a dispatch table)."""
    bound: dict[str, int] = {}
    for node in ast.walk(tree):
        for name in _names(node, ast.Store) if isinstance(node, (ast.Assign, ast.AugAssign)) \
                else ():
            bound[name] = bound.get(name, 0) + 1
    tables: dict[str, dict[object, ast.expr]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Dict) \
                and bound.get(node.targets[0].id) == 1 and node.value.keys \
                and all(isinstance(k, ast.Constant) for k in node.value.keys) \
                and all(isinstance(v, (ast.Name, ast.Lambda, ast.Attribute))
                        for v in node.value.values):
            tables[node.targets[0].id] = {k.value: v for k, v in  # type: ignore[union-attr]
                                          zip(node.value.keys, node.value.values)}
    return tables


def _is_call_of(node: ast.AST, name: str) -> bool:
    func = getattr(node, "func", None)
    return isinstance(node, ast.Call) and (isinstance(func, ast.Name) and func.id == name or
                                           isinstance(func, ast.Attribute) and func.attr == name)


class _Desugar(ast.NodeTransformer):
    """Dispatch tables, lambdas called in place, ``map`` of a lambda, generator expressions."""

    def __init__(self, tables: dict[str, dict[object, ast.expr]]) -> None:
        self.tables = tables

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Subscript) and isinstance(func.value, ast.Name) \
                and func.value.id in self.tables:
            table, key = self.tables[func.value.id], func.slice
            if isinstance(key, ast.Constant) and key.value in table:
                return self.visit(ast.copy_location(
                    ast.Call(_copy(table[key.value]), node.args, node.keywords), node))
            if set(table) == {True, False}:
                return self.visit(ast.copy_location(ast.IfExp(
                    key, ast.Call(_copy(table[True]), node.args, node.keywords),
                    ast.Call(_copy(table[False]), _copy(node.args), _copy(node.keywords))),
                    node))
        if isinstance(func, ast.Lambda) and not node.keywords and _plain_args(func.args) \
                and len(func.args.args) == len(node.args):
            return _Substitute({a.arg: v for a, v in zip(func.args.args, node.args)}).visit(
                _copy(func.body))
        if _is_call_of(node, "map") and len(node.args) == 2 and isinstance(node.args[0],
                                                                            ast.Lambda) \
                and _plain_args(node.args[0].args) and len(node.args[0].args.args) == 1:
            function = node.args[0]
            return ast.copy_location(ast.ListComp(function.body, [ast.comprehension(
                ast.Name(function.args.args[0].arg, ast.Store()), node.args[1], [], 0)]), node)
        return node

    def visit_GeneratorExp(self, node: ast.GeneratorExp) -> ast.AST:
        self.generic_visit(node)
        return ast.copy_location(ast.ListComp(node.elt, node.generators), node)


def _plain_args(args: ast.arguments) -> bool:
    return not (args.posonlyargs or args.vararg or args.kwonlyargs or args.kwarg
                or args.defaults)


class _Substitute(ast.NodeTransformer):
    def __init__(self, values: dict[str, ast.expr]) -> None:
        self.values = values

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in self.values:
            return _copy(self.values[node.id], node)
        return node


class _Folds(ast.NodeTransformer):
    """``reduce(lambda acc, x: e, xs, start)`` assigned or returned, as the loop it stands for."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        for name in ("body", "orelse", "finalbody"):
            block = getattr(node, name, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                out: list[ast.stmt] = []
                for statement in block:
                    out += self._unfold(statement)
                setattr(node, name, out)
        return node

    def _unfold(self, statement: ast.stmt) -> list[ast.stmt]:
        value = getattr(statement, "value", None)
        if not isinstance(statement, (ast.Return, ast.Assign)) or not _is_call_of(value,
                                                                                   "reduce"):
            return [statement]
        args = value.args  # type: ignore[union-attr]
        if len(args) != 3 or not isinstance(args[0], ast.Lambda) \
                or not _plain_args(args[0].args) or len(args[0].args.args) != 2:
            return [statement]
        acc, item = (a.arg for a in args[0].args.args)
        step, start = args[0].body, args[2]
        if isinstance(start, ast.Name) and start.id not in _names(step, ast.Load):
            # folded from a variable the step never reads: that variable is the accumulator
            step, acc = _Substitute({acc: ast.Name(start.id, ast.Load())}).visit(step), start.id
        body: list[ast.stmt] = [ast.Assign([ast.Name(acc, ast.Store())], step)]
        if isinstance(step, ast.IfExp) and isinstance(step.body, ast.Name) \
                and step.body.id == acc:  # acc if cut else e: nothing more once cut
            body = [ast.Assign([ast.Name(acc, ast.Store())], step.orelse),
                    ast.If(step.test, [ast.Break()], [])]
        loop = [] if isinstance(start, ast.Name) and start.id == acc else [
                ast.Assign([ast.Name(acc, ast.Store())], start)]
        loop += [ast.For(ast.Name(item, ast.Store()), args[1], body, []),
                ast.Return(ast.Name(acc, ast.Load())) if isinstance(statement, ast.Return)
                else ast.Assign(statement.targets, ast.Name(acc, ast.Load()))]  # type: ignore
        return [ast.fix_missing_locations(ast.copy_location(s, statement)) for s in loop]


def _module_constants(tree: ast.Module) -> dict[str, ast.AST]:
    """Module names bound once to a constant (``INF = float("inf")``, ``DEPTH_STEP = 1``)."""
    bound: dict[str, list[ast.AST]] = {}
    for node in ast.walk(tree):
        for name in _names(node, ast.Store) if isinstance(node, (ast.Assign, ast.AugAssign,
                                                                   ast.AnnAssign)) else ():
            bound.setdefault(name, []).append(node)
    out = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(statement.targets[0], ast.Name):
            name, value = statement.targets[0].id, statement.value
            plain = value.operand if isinstance(value, ast.UnaryOp) else value
            if len(bound.get(name, ())) == 1 and (isinstance(plain, ast.Constant)
                                                  or _is_inf(plain)):
                out[name] = value
    return out


# -- 5: the stream of labels, helpers inlined -------------------------------------------------

@dataclass(frozen=True)
class Label:
    """One element of an answer's stream: what it is, the identifier it names (or ""), and
    the line of the answer it comes from."""

    kind: str
    name: str
    line: int


class _Stream:
    """Walk a normalised tree from an entry function, going into the answer's own functions
    where they are called."""

    def __init__(self, functions: dict[str, ast.FunctionDef],
                 classes: dict[str, ast.ClassDef] | None = None) -> None:
        self.top = functions  # the module's functions and the classes' methods
        self.classes = classes or {}
        self.labels: list[Label] = []
        self.expanding: list[str] = []
        self.scopes: list[dict[str, ast.FunctionDef]] = []  # functions nested where we are

    @property
    def functions(self) -> dict[str, ast.FunctionDef]:
        """The functions a name can call from where the walk is: nested ones first."""
        out = dict(self.top)
        for scope in self.scopes:
            out.update(scope)
        return out

    def add(self, kind: str, node: ast.AST, name: str = "") -> None:
        if len(self.labels) < MAX_LABELS:
            self.labels.append(Label(kind, name, getattr(node, "lineno", 0)))

    def function(self, node: ast.FunctionDef | ast.Lambda, inlined: bool = False) -> None:
        """A function's body; ``inlined``: read where it is called, so a body that only
        returns a value stands as that value."""
        self.expanding.append(getattr(node, "name", "<lambda>"))
        self.scopes.append({n.name: n for n in _own_nodes(node)
                            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))})
        # parameters are not read: a closure and a helper given everything are one thing
        body = node.body if isinstance(node.body, list) else [node.body]
        if inlined and len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value:
            body = [body[0].value]
        for statement in body:
            self.node(statement)
        self.scopes.pop()
        self.expanding.pop()

    def node(self, node: ast.AST) -> None:
        if len(self.labels) >= MAX_LABELS:
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            return  # read where it is called
        if isinstance(node, ast.Name):
            if node.id == "INF":
                self.add("INF", node)
            elif node.id in _BUILTINS:
                self.add(node.id, node)
            elif node.id in self.functions and node.id not in self.expanding:
                self.function(self.functions[node.id], inlined=True)  # passed as a value
            elif node.id in self.functions:
                self.add("CALL", node)
            else:
                self.add("ID", node, node.id)
            return
        if isinstance(node, ast.Constant):
            kind = "STR" if isinstance(node.value, str) else "NONE" if node.value is None \
                else "BOOL" if isinstance(node.value, bool) else "NUM"
            self.add(kind, node)
            return
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id == "self":
                self.add("ID", node, "self." + node.attr)  # a field is a variable by any name
                return
            self.node(node.value)
            self.add("." + node.attr, node)
            return
        if isinstance(node, ast.Call):
            called = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else None
            func = node.func
            if "__call__" in self.functions and (  # an object called: its __call__
                    isinstance(func, ast.Name) and func.id == "self"
                    or isinstance(func, ast.Call) and isinstance(func.func, ast.Name)
                    and func.func.id in self.classes):
                if isinstance(func, ast.Call):
                    self.node(func)  # made (its __init__), then called
                called = "__call__"
            if called in self.classes and "__init__" in self.functions \
                    and called not in self.expanding:
                for argument in (*node.args, *(k.value for k in node.keywords)):
                    self.node(argument)
                self.add("NEW", node)
                self.expanding.append(called)
                self.function(self.functions["__init__"], inlined=True)
                self.expanding.pop()
                return
            if called in self.functions:
                # a name passed on unchanged is plumbing; what is computed for the call counts
                for argument in (*node.args, *(k.value for k in node.keywords)):
                    if not isinstance(argument, ast.Name):
                        self.node(argument)
                if called in self.expanding:
                    self.add("CALL", node)
                else:  # a helper of the answer's own: its body stands for the call
                    self.function(self.functions[called], inlined=True)
                return
        if isinstance(node, ast.Lambda):  # a lambda and a one-line def are one thing
            self.function(node, inlined=True)
            return
        label = type(node).__name__
        op = getattr(node, "op", None)
        if op is not None:
            label += type(op).__name__
        if isinstance(node, ast.Compare):
            label += "".join(type(o).__name__ for o in node.ops)
        if isinstance(node, (ast.expr_context, ast.operator, ast.boolop, ast.cmpop,
                             ast.unaryop)):
            return
        self.add(label, node)
        for child in ast.iter_child_nodes(node):
            self.node(child)
        if isinstance(node, (ast.For, ast.While, ast.If, ast.With, ast.Try)):
            self.add("}", node)


def _stream_of(tree: ast.Module, entry: str | None,
               start: ast.FunctionDef | ast.AsyncFunctionDef | None = None) -> list[Label]:
    """The labels of a normalised module, read from ``entry`` (the last top-level function of
    that name, else the last anywhere; else from each top-level function nothing calls; else
    from them all), or from the function ``start`` when given."""
    functions = {n.name: n for n in tree.body
                 if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for kind in tree.body:
        if isinstance(kind, ast.ClassDef):
            functions.update({n.name: n for n in kind.body
                              if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))})
    nested = {n.name: n for n in ast.walk(tree)
              if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    classes = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    called = {n.func.id if isinstance(n.func, ast.Name) else n.func.attr
              for n in ast.walk(tree) if isinstance(n, ast.Call)
              and isinstance(n.func, (ast.Name, ast.Attribute))}
    top = [n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    nested.update({n.name: n for n in tree.body if isinstance(n, (ast.FunctionDef,
                                                                   ast.AsyncFunctionDef))})
    entries = [entry] if entry in nested else [n for n in top if n not in called] or top
    stream = _Stream(functions, classes)
    for first in [start] if start is not None else [nested[name] for name in entries]:
        stream.add("DEF", first)
        stream.function(first)
    if not functions:  # a cell of plain statements
        for statement in tree.body:
            stream.node(statement)
    return stream.labels


@dataclass
class Answer:
    """One answer (a student's, or a piece of gamelib's code), read and brought to one form.

    ``labels`` is its stream, ``source`` its text (for showing passages), ``why_unread`` what
    kept it from being read (empty when it was)."""

    source: str
    labels: list[Label] = field(default_factory=list)
    why_unread: str = ""
    #: the answer read from each other function it defines (nested, in a class, in code
    #: compiled at run time), by name: any of them may be the one graded (see :func:`closest`)
    parts: list[tuple[str, "Answer"]] = field(default_factory=list, repr=False)
    _fingerprints: dict[int, list[tuple[int, int]]] | None = field(default=None, repr=False)

    @classmethod
    def read(cls, source: str, entry: str | None = None, parts: bool = True) -> "Answer":
        """Read ``source`` from its function ``entry`` (else from every function nothing in
        it calls), and, with ``entry`` and ``parts``, from each of its other functions
        (:attr:`parts`).  IPython's ``%`` and ``!`` lines are left out; a syntax error is said,
        not raised.

        >>> Answer.read("def f(x):\\n    return x + 1\\n", "f").kinds()
        ['DEF', 'Return', 'BinOpAdd', 'ID', 'NUM']
        >>> Answer.read("def f(:", "f").why_unread
        'not Python: invalid syntax (line 1)'
        """
        if len(source) > MAX_SOURCE:
            return cls(source[:MAX_SOURCE], [], f"longer than {MAX_SOURCE:,} characters")
        code = "\n".join("" if line.lstrip().startswith(("%", "!")) else line
                         for line in source.splitlines())
        try:
            tree = ast.parse(code)
        except SyntaxError as exc:
            return cls(source, [], f"not Python: {exc.msg} (line {exc.lineno})")
        except (ValueError, RecursionError) as exc:
            return cls(source, [], f"not readable: {exc}")
        try:
            surface(tree)
            _desugar(tree)
            constants = _module_constants(tree)
            labels: list[Label] = []
            for _ in range(4):  # until no assignment is left unread
                tree.body = _Normalise(constants, _names(tree, ast.Load))._block(tree.body)
                _propagate(tree)
                before, labels = labels, _stream_of(tree, entry)
                if [x.kind for x in before] == [x.kind for x in labels]:
                    break
            others: list[tuple[str, Answer]] = []
            seen = [[x.kind for x in labels]]
            for function in functions_anywhere(tree)[:MAX_PARTS] if entry and parts else ():
                stream = _stream_of(tree, entry, function)
                if [x.kind for x in stream] not in seen:
                    seen.append([x.kind for x in stream])
                    others.append((function.name, cls(source, stream)))
        except RecursionError:
            return cls(source, [], "nested too deeply to read")
        return cls(source, labels, parts=others)

    def kinds(self) -> list[str]:
        """The stream's labels, names left out."""
        return [label.kind for label in self.labels]

    def fingerprints(self) -> dict[int, list[tuple[int, int]]]:
        """The winnowed fingerprints: hash -> the (first, last) lines of each k-gram it marks."""
        if self._fingerprints is None:
            self._fingerprints = self._winnow()
        return self._fingerprints

    def _winnow(self) -> dict[int, list[tuple[int, int]]]:
        hashes = []
        for start in range(len(self.labels) - K + 1):
            gram = self.labels[start:start + K]
            local: dict[str, str] = {}
            words = [label.kind if not label.name else
                     local.setdefault(label.name, f"{label.kind}:{len(local)}") for label in gram]
            digest = hashlib.blake2b(" ".join(words).encode(), digest_size=8).digest()
            lines = [label.line for label in gram if label.line]
            hashes.append((int.from_bytes(digest, "big"),
                           (min(lines, default=0), max(lines, default=0))))
        kept: dict[int, list[tuple[int, int]]] = {}
        last = -1
        for start in range(max(len(hashes) - WINDOW + 1, 1 if hashes else 0)):
            window = hashes[start:start + WINDOW]
            # the rightmost smallest hash of the window (Schleimer et al.'s robust winnowing)
            low = min(range(len(window)), key=lambda i: (window[i][0], -i)) + start
            if low != last:
                kept.setdefault(hashes[low][0], []).append(hashes[low][1])
                last = low
        return kept


# -- comparing ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Likeness:
    """How much of two answers is the same code: each one's share in the other, the larger
    (the score), and the matching passages as pairs of line ranges (first's, second's)."""

    first_share: float
    second_share: float
    passages: tuple[tuple[tuple[int, int], tuple[int, int]], ...]

    @property
    def score(self) -> float:
        return max(self.first_share, self.second_share)

    @property
    def flagged(self) -> bool:
        return self.score >= THRESHOLD


def compare(first: Answer, second: Answer, template: Iterable[int] = ()) -> Likeness | None:
    """The likeness of two answers; None when either is too small to judge (or unread).
    Fingerprints in ``template`` (what the students were given) do not count."""
    given = set(template)
    a = {h: v for h, v in first.fingerprints().items() if h not in given}
    b = {h: v for h, v in second.fingerprints().items() if h not in given}
    if len(a) < MIN_FINGERPRINTS or len(b) < MIN_FINGERPRINTS:
        return None
    shared = a.keys() & b.keys()
    passages = _passages([(a[h][0], b[h][0]) for h in shared])
    return Likeness(len(shared) / len(a), len(shared) / len(b), passages)


def closest(mine: Answer, theirs: Answer, template: Iterable[int] = (), entry: str | None = None,
            every: bool = False) -> tuple[Likeness, Answer] | None:
    """The likeness of two answers that counts, with the reading of ``mine`` it was found in;
    None when nothing is flagged. Not only the function :meth:`Answer.read` started from: a
    decoy of the same name (nested in a helper nothing calls, or in code compiled and never
    run) must not hide the one graded. So each function of ``mine`` named ``entry`` (and of
    ``theirs``, for two students' answers) is compared whole; with ``every`` (``theirs`` is
    gamelib's code), every other function of ``mine`` too, flagged when ``theirs`` is inside
    it (``theirs``'s share in it at least :data:`THRESHOLD`).

    >>> model = "def my_f(g, s):\\n" + "".join(f"    s = g.step(s, {i}) + g.turn(s)\\n" for i in range(6)) + "    return s\\n"
    >>> decoy = "\\ndef my_f(g, s):  # compiled, never run\\n    return g.other(s)\\n"
    >>> compare(Answer.read(model + decoy, "my_f"), Answer.read(model, "my_f")) is None
    True
    >>> closest(Answer.read(model + decoy, "my_f"), Answer.read(model, "my_f"), entry="my_f")[0].score
    1.0
    """
    def readings(answer: Answer, others: bool) -> list[tuple[Answer, bool]]:
        return [(answer, True)] + [(part, name == entry) for name, part in answer.parts
                                   if name == entry or others]

    best: tuple[float, Likeness, Answer] | None = None
    for first, whole in readings(mine, every):
        for second, _ in readings(theirs, False) if not every else [(theirs, True)]:
            found = compare(first, second, template)
            if found is None:
                continue
            value = found.score if whole else found.second_share
            if value >= THRESHOLD and (best is None or value > best[0]):
                best = (value, found, first)
    return (best[1], best[2]) if best else None


def score(first: Answer, second: Answer) -> float:
    """The score of two answers (0 when either is too small to judge)."""
    found = compare(first, second)
    return found.score if found else 0.0


def _passages(pairs: Sequence[tuple[tuple[int, int], tuple[int, int]]]
              ) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """Matching k-grams' line ranges merged into passages: ranges that touch or overlap on
    both sides become one."""
    merged: list[list[int]] = []
    for (a0, a1), (b0, b1) in sorted(pairs):
        if merged and a0 <= merged[-1][1] + 1 and b0 <= merged[-1][3] + 1 \
                and b1 >= merged[-1][2] - 1:
            last = merged[-1]
            last[1], last[2], last[3] = max(last[1], a1), min(last[2], b0), max(last[3], b1)
        else:
            merged.append([a0, a1, b0, b1])
    return tuple(((a0, a1), (b0, b1)) for a0, a1, b0, b1 in merged)


def side_by_side(first: Answer, second: Answer, likeness: Likeness, names: tuple[str, str],
                 limit: int = 6) -> str:
    """The matching passages of two answers side by side, as HTML (every character of the
    code escaped).

    >>> a = Answer.read("def f(x):\\n    return x < 1\\n", "f")
    >>> "&lt;" in side_by_side(a, a, Likeness(1, 1, (((1, 2), (1, 2)),)), ("<a>", "b"))
    True
    """
    def lines(answer: Answer, span: tuple[int, int]) -> str:
        text = answer.source.splitlines()[max(span[0] - 1, 0):span[1]]
        return html.escape("\n".join(text))

    rows = []
    for where_a, where_b in likeness.passages[:limit]:
        rows.append(f"<tr><td><small>lines {where_a[0]}–{where_a[1]}</small><pre>"
                    f"{lines(first, where_a)}</pre></td><td><small>lines {where_b[0]}–"
                    f"{where_b[1]}</small><pre>{lines(second, where_b)}</pre></td></tr>")
    head = "".join(f"<th scope='col'>{html.escape(name)}</th>" for name in names)
    return f"<table class='passages'><tr>{head}</tr>{''.join(rows)}</table>"


def functions_of(source: str) -> Iterator[str]:
    """The names of the top-level functions in ``source`` (for choosing entries)."""
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name


# -- the surface: one form for the disguises that change no structure ------------------------

class _Surface(ast.NodeTransformer):
    """What :func:`surface` does, bottom up."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        for name in ("body", "orelse", "finalbody"):
            block = getattr(node, name, None)
            if isinstance(block, list) and all(isinstance(s, ast.stmt) for s in block):
                setattr(node, name, _surface_block(block))
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func, args = node.func, node.args
        if isinstance(func, ast.Name) and func.id == "getattr" and len(args) == 2 \
                and not node.keywords and isinstance(args[1], ast.Constant) \
                and isinstance(args[1].value, str) and args[1].value.isidentifier():
            # getattr(game, "successor") is game.successor
            return ast.copy_location(ast.Attribute(args[0], args[1].value, ast.Load()), node)
        if isinstance(func, ast.IfExp):  # (f if c else g)(xs) is f(xs) if c else g(xs)
            return ast.copy_location(ast.IfExp(
                func.test, ast.copy_location(ast.Call(func.body, args, node.keywords), node),
                ast.copy_location(ast.Call(func.orelse, _copy(args), _copy(node.keywords)),
                                  node)), node)
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant) \
                and isinstance(node.right, ast.Constant) and isinstance(node.left.value, str) \
                and isinstance(node.right.value, str):  # "succ" + "essor" is "successor"
            return ast.copy_location(ast.Constant(node.left.value + node.right.value), node)
        return node

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        self.generic_visit(node)
        pair, test = node.value, node.slice
        if isinstance(node.ctx, ast.Load) and isinstance(pair, (ast.Tuple, ast.List)) \
                and len(pair.elts) == 2 \
                and not any(isinstance(e, ast.Starred) for e in pair.elts) \
                and isinstance(test, (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Name,
                                      ast.Call, ast.Attribute)):
            # (a, b)[cond] is b if cond else a
            return ast.copy_location(ast.IfExp(test, pair.elts[1], pair.elts[0]), node)
        return node


def _surface_block(block: list[ast.stmt]) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for statement in block:
        if isinstance(statement, ast.Pass) or isinstance(statement, ast.Expr) \
                and isinstance(statement.value, ast.Constant):
            continue  # pass, a docstring, a stray constant: nothing runs
        if isinstance(statement, ast.If):
            known, value = _constant_value(statement.test)
            if known:  # if True: / if 1: / if False: ... else: -- the branch that runs
                out += statement.body if value else statement.orelse
                continue
        out.append(statement)
    return out


def surface(tree: ast.AST) -> ast.AST:
    """``tree`` with the disguises that change no structure undone, in place: dead statements
    (``pass``, docstrings and other bare constants) dropped, the branch a constant test takes
    (``if True:``, ``if 1:``) put in place of the test, ``getattr(x, "name")`` written
    ``x.name`` (``"na" + "me"`` too), a selection ``(a, b)[cond]`` written ``b if cond else
    a`` (and a call of the selected function as the if-expression of the two calls). The one
    normaliser both the copy check (:mod:`gamelib.exercises.copies`) and the similarity report
    read through.

    >>> text = 'if True:\\n    def f(g, c):\\n        pass\\n        return (min, max)[c](getattr(g, "x" + "s"))'
    >>> print(ast.unparse(surface(ast.parse(text))))
    def f(g, c):
        return max(g.xs) if c else min(g.xs)
    """
    return _Surface().visit(tree)


def functions_anywhere(tree: ast.AST) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every function defined in ``tree``: top-level, nested, in a class, under a test.

    >>> [f.name for f in functions_anywhere(ast.parse("class K:\\n    def m(self):\\n        def n(): pass"))]
    ['m', 'n']
    """
    return [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


# -- code compiled at run time ------------------------------------------------------------------

#: the line that starts, in an answer's text, the code it compiled at run time
COMPILED_MARK = "# ---- compiled at run time (recorded in the sandbox) ----"


#: what the runner says of code that ran with no text (anything else a reply holds is not
#: the runner's, and is not repeated: the student's process can write any words there)
_NO_SOURCE = ("marshal.loads", "code.__new__")


def _no_source(said: str) -> str:
    """What the runner's note means, in the grader's own words (never the note's)."""
    if said in _NO_SOURCE:
        return said
    if said.startswith("code from ") and said.endswith(" with no text"):
        return "a code object from a file"
    if said.startswith("more than ") and said.endswith(" pieces: not recorded"):
        return "more pieces than are recorded"
    return "a note in words the runner never uses: not shown"


def with_compiled(source: str, compiled: Iterable[dict]) -> tuple[str, list[str]]:
    """An answer's text with the code it compiled at run time joined after it (each piece
    that is Python, under :data:`COMPILED_MARK`), so that it is compared like the rest; and
    what could not be joined, in words (code with no source, a piece that is not Python, a
    piece too long to read whole). The record comes from the student's process, so each
    note says so, in the grader's words: a note's own text is never repeated.

    >>> text, notes = with_compiled("exec(CODE)", [{"source": "def f():\\n    return 1"},
    ...                                               {"no_source": "marshal.loads"},
    ...                                               {"no_source": "Binh copied this"}])
    >>> "def f()" in text, notes[0]
    (True, "the student's process reported code run with no source to compare (marshal.loads)")
    >>> "Binh" in notes[1]
    False
    >>> with_compiled("", [{"source": "#" * 9, "truncated": 30_000}])[1]
    ["the student's process reported code compiled at run time too long to read (1 piece, the longest 30,000 characters; only the first 9 of each compared): read the notebook yourself"]
    """
    parts, notes, cut = [source.rstrip("\n") + "\n"], [], []
    for piece in compiled:
        if not isinstance(piece, dict):
            continue
        text = piece.get("source")
        if isinstance(text, str) and text.strip():
            length = piece.get("truncated")
            if type(length) is int:
                cut.append((length, len(text)))
            try:
                ast.parse(text)
            except (SyntaxError, ValueError, RecursionError):
                if type(length) is not int:
                    notes.append("the student's process reported compiled code that is not a "
                                 "whole Python text")
                continue
            parts.append(f"\n{COMPILED_MARK}\n{text.rstrip()}\n")
        elif isinstance(piece.get("no_source"), str):
            notes.append("the student's process reported code run with no source to compare "
                         f"({_no_source(piece['no_source'])})")
    if cut:  # one line, however many pieces
        longest, kept = max(cut)
        notes.insert(0, f"the student's process reported code compiled at run time too long to "
                        f"read ({len(cut)} piece{'s' if len(cut) > 1 else ''}, the longest "
                        f"{longest:,} characters; only the first {kept:,} of each compared): "
                        f"read the notebook yourself")
    return "".join(parts), list(dict.fromkeys(notes))


# -- what a student could copy -----------------------------------------------------------------

#: the lecture's pseudocode (lecture 002, §4.2.1 and §4.2.2: MaxVal and MinVal, α and β passed
#: down) written in Python for the assignment's signatures, as a student transcribing it would
LECTURE_FORMS = {
    "minimax": '''def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def max_val(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        v = float("-inf")
        for a in game.legal_actions(u):
            v = max(v, min_val(game.successor(u, a), d - 1))
        return v

    def min_val(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        v = float("inf")
        for a in game.legal_actions(u):
            v = min(v, max_val(game.successor(u, a), d - 1))
        return v

    return max_val(state, depth)
''',
    "alpha-beta": '''def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)

    def max_val(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        for a in game.legal_actions(u):
            alpha = max(alpha, min_val(game.successor(u, a), d - 1, alpha, beta))
            if alpha >= beta:
                break
        return alpha

    def min_val(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        for a in game.legal_actions(u):
            beta = min(beta, max_val(game.successor(u, a), d - 1, alpha, beta))
            if alpha >= beta:
                break
        return beta

    return max_val(state, depth, alpha, beta)
''',
}

#: gamelib's modules whose functions a student could paste (each function read with what it
#: calls of its own module inlined)
REFERENCE_MODULES = ("gamelib.search.teaching", "gamelib.search.minimax",
                     "gamelib.search.alphabeta", "gamelib.search.negamax",
                     "gamelib.search.expectimax", "gamelib.search.pvs",
                     "gamelib.evaluation.dodgem", "gamelib.evaluation.tictactoe")


class _Untraced(ast.NodeTransformer):
    """gamelib's traced searches as a student would paste them into the assignment: the trace
    recorder and the search context taken out (``if tracing:`` blocks, node counting), a leaf
    valued by ``evaluate``, the moves asked of the game."""

    def visit_If(self, node: ast.If) -> ast.AST | None:
        if isinstance(node.test, ast.Name) and node.test.id == "tracing":
            return None if not node.orelse else node.orelse
        return self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
                and func.value.id == "ctx":
            if func.attr == "leaf" and len(node.args) >= 3:
                return ast.copy_location(ast.Call(ast.Name("evaluate", ast.Load()),
                                                  [node.args[1], node.args[2]], []), node)
            if func.attr == "actions" and node.args:
                return ast.copy_location(ast.Call(ast.Attribute(
                    ast.Name("game", ast.Load()), "legal_actions", ast.Load()), node.args, []),
                    node)
            if func.attr == "result" and node.args:
                return node.args[0]
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id == "ctx" \
                and node.attr in ("player", "start_depth"):
            if node.attr == "start_depth":
                return ast.copy_location(ast.Name("depth", ast.Load()), node)
            return ast.copy_location(ast.Call(ast.Attribute(ast.Name("game", ast.Load()),
                                                            "to_move", ast.Load()),
                                              [ast.Name("state", ast.Load())], []), node)
        return node

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        for name in ("body", "orelse"):
            block = getattr(node, name, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                kept = [s for s in block if not (
                    isinstance(s, (ast.Assign, ast.AugAssign, ast.Expr))
                    and "ctx" in _names(s, ast.Load) | _names(s, ast.Store))]
                setattr(node, name, kept or [ast.Pass()])
        return node


def _untraced(source: str) -> str:
    return ast.unparse(_Untraced().visit(ast.parse(source)))


def gamelib_references() -> dict[str, Answer]:
    """gamelib's own code a student could copy, each piece read as an answer, by the words
    that name it: the lecture's pseudocode in Python, the model answers, and every function of
    :data:`REFERENCE_MODULES` big enough to judge.

    >>> refs = gamelib_references()
    >>> "the lecture's pseudocode (alpha-beta)" in refs and "gamelib.search.alphabeta.alphabeta" in refs
    True
    """
    import importlib
    import inspect

    from gamelib.exercises.model_answers import model_answers

    found: dict[str, Answer] = {}
    for what, source in LECTURE_FORMS.items():
        found[f"the lecture's pseudocode ({what})"] = Answer.read(source)
    for what, source in model_answers().items():
        found[f"gamelib's model answer ({what})"] = Answer.read(source)
    for name in REFERENCE_MODULES:
        source = inspect.getsource(importlib.import_module(name))
        plain = _untraced(source)
        tree = ast.parse(source)
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                    and not node.name.startswith("__"):
                for label, text in ((f"{name}.{node.name}", plain),
                                    (f"{name}.{node.name} (as shipped)", source)):
                    answer = Answer.read(text, node.name, parts=False)  # read whole
                    same = found.get(label.replace(" (as shipped)", ""))
                    if len(answer.fingerprints()) >= MIN_FINGERPRINTS and (
                            same is None or same.kinds() != answer.kinds()):
                        found[label] = answer
    return found
