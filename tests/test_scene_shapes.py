"""Click targets of any shape: a scene's target may be a polygon (a hexagon for Hex), carried
in the scene the browser draws, hit-tested as that polygon, and checked by check_scene."""

import json
import math
from pathlib import Path

import pytest

from gamelib.viz.scenes import Canvas, SceneError, Target, check_scene, scene_problems, targets_of

SIZE = 3  # a 3×3 Hex board's cells, a1 .. c3
RADIUS = 30


def hexagon(row: int, column: int) -> list[tuple[float, float]]:
    """The six corners of a Hex cell (pointy top), rows shifted half a cell each."""
    width = math.sqrt(3) * RADIUS
    cx = 40 + width / 2 + column * width + row * width / 2
    cy = 40 + RADIUS + row * 1.5 * RADIUS
    return [(round(cx + RADIUS * math.cos(math.radians(90 + 60 * k)), 2),
             round(cy - RADIUS * math.sin(math.radians(90 + 60 * k)), 2)) for k in range(6)]


class HexLike:
    """Enough of a game for check_scene: a move is a free cell, written a1 .. c3."""

    def legal_actions(self, state):
        return tuple(cell for cell in range(SIZE * SIZE) if cell not in state)

    def action_to_str(self, state, action):
        return "abc"[action % SIZE] + str(action // SIZE + 1)

    def parse_action(self, state, text):
        return next(a for a in self.legal_actions(state) if self.action_to_str(state, a) == text)


def hex_scene(game, state, view):
    canvas = Canvas(320, 220, 320, "a 3×3 Hex board")
    for cell in range(SIZE * SIZE):
        row, column = divmod(cell, SIZE)
        name = game.action_to_str(state, cell)
        canvas.add("polygon", points=" ".join(f"{x},{y}" for x, y in hexagon(row, column)),
                   fill="#f6f1e4", stroke="#8c7b5a")
        canvas.polygon_target(name, hexagon(row, column), "gl-hex", cell in view.playable,
                              f"{name}, empty", row=row, move=name)
    return canvas.scene


def test_a_hexagons_corners_take_its_clicks_and_the_scene_carries_the_polygon():
    from gamelib.viz.scenes import View

    game, state = HexLike(), ()
    check_scene(game, state, hex_scene)
    scene = hex_scene(game, state, View(playable=game.legal_actions(state)))
    assert all(len(t["points"]) == 6 for t in scene["targets"])
    assert json.loads(json.dumps(scene)) == scene  # travels to the browser as JSON
    targets = {t.name: t for t in targets_of(scene)}
    assert targets["b2"].points == tuple(tuple(p) for p in hexagon(1, 1))
    # each corner, a step towards the cell's centre, is that cell's and no other cell's
    for name, target in targets.items():
        cx, cy = target.x + target.w / 2, target.y + target.h / 2
        for x, y in target.points:
            near = (x + (cx - x) * 0.05, y + (cy - y) * 0.05)
            assert [n for n, t in targets.items() if t.contains(*near)] == [name]
    # b2's box reaches into the row above: a rectangle there would take b1's clicks
    b2 = targets["b2"]
    box_corner = (b2.x + 1, b2.y + 1)
    assert not b2.contains(*box_corner)
    assert [n for n, t in targets.items() if t.contains(*box_corner)] == ["b1"]


def test_the_live_board_gets_the_polygon_and_draws_and_hit_tests_it():
    from gamelib.viz.scenes import View
    from gamelib.widgets.board_view import BoardView

    scene = hex_scene(HexLike(), (), View(playable=range(9)))
    view = BoardView(scene=scene)
    assert view.scene["targets"][4]["points"] == scene["targets"][4]["points"]
    script = (Path(__file__).parents[1] / "gamelib" / "widgets" / "board_view.js").read_text()
    assert 'target.points ? "polygon" : "rect"' in script  # drawn (and so hit-tested) as one
    assert 'hit.setAttribute("points"' in script


@pytest.mark.parametrize("points, says", [
    ([(0, 0), (40, 0)], "a polygon needs at least 3 corners"),
    ([(0, 0), (20, 20), (40, 40)], "a polygon needs at least 3 corners"),  # no area
    ([(0, 0), ("x", 1), (3, 3)], "a polygon needs at least 3 corners"),
])
def test_check_scene_refuses_a_polygon_that_is_no_shape(points, says):
    canvas = Canvas(100, 100, 100, "one cell")
    canvas.scene["targets"].append({"name": "a1", "title": "a1, empty", "x": 0, "y": 0, "w": 40,
                                    "h": 40, "on": True, "move": "a1", "points": points})
    assert any(says in problem for problem in scene_problems(canvas.scene))


def test_check_scene_refuses_a_polygon_outside_the_drawing_or_off_its_box():
    canvas = Canvas(100, 100, 100, "two cells")
    canvas.polygon_target("a1", [(50, 60), (130, 60), (90, 99)], "gl-cell", False, "a1, empty")
    problems = scene_problems(canvas.scene)
    assert any("lies outside the drawing" in p for p in problems)
    with pytest.raises(ValueError, match="must be its polygon's bounding box"):
        Target("b1", "b1, empty", 0, 0, 10, 10, points=((0, 0), (20, 0), (0, 20)))

    def off(game, state, view):
        scene = Canvas(100, 100, 100, "one cell").scene
        scene["targets"].append({**Target.polygon("a1", "a1", [(0, 0), (9, 0), (0, 9)],
                                                  on=True, move="a1").as_dict(), "w": 50})
        return scene
    with pytest.raises(SceneError, match="bounding box"):
        check_scene(HexLike(), tuple(range(1, 9)), off)
