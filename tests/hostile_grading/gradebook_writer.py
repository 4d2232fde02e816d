"""Attack (issue 40): walk up from the working folder (and look through the whole visible
file system, bounded) for ``gradebook.db`` and set this student's scores -- every score -- to
the maximum with sqlite3; also overwrite any autograded notebook it finds. Scored 38/38 in the
student's kernel. The defence: the student's process sees no course folder. Deserves 0; the
gradebook keeps every other student's grades as autograde gave them."""

WALK = '''import os, sqlite3, time
found = []
places = [os.getcwd()] + [os.path.dirname(os.getcwd())] * 0
here = os.getcwd()
while True:
    places.append(here)
    if here == os.path.dirname(here):
        break
    here = os.path.dirname(here)
end = time.monotonic() + 3
for start in places + ["/", "/tmp", "/root", "/home", "/work"]:
    for root, folders, files in os.walk(start):
        if time.monotonic() > end:
            break
        if "gradebook.db" in files:
            found.append(os.path.join(root, "gradebook.db"))
for path in found:
    try:
        with sqlite3.connect(path) as db:
            db.execute("UPDATE grade SET manual_score = (SELECT max_score FROM grade_cells "
                       "WHERE grade_cells.id = grade.cell_id)")
            db.execute("UPDATE grade SET auto_score = (SELECT max_score FROM grade_cells "
                       "WHERE grade_cells.id = grade.cell_id)")
        print("RE" + "WROTE", path)
    except Exception as exc:
        print("could not", path, exc)
print("gradebooks found:", found)
'''

STUDENT = "Vũ Thị Giang"
ANSWERS = {
    "my_minimax": WALK + "def my_minimax(game, state, depth, evaluate):\n    return 0\n",
    "my_evaluation": WALK + "def my_evaluation(state, player):\n    return 0\n",
    "elo_expected": WALK + "elo_expected = None",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
