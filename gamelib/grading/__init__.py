"""Grades a teacher can defend: the graded assignment as an nbgrader course, its hidden tests
drawn from the course's own secret, and the class workflow around nbgrader.

- :mod:`~gamelib.grading.assignment` -- the teacher's notebooks (model answers, hidden tests)
  and the students' version;
- :mod:`~gamelib.grading.secret` -- the secret made with a course and kept only in its folder;
- :mod:`~gamelib.grading.hidden` -- what a graded cell calls: the hidden tests, in words;
- :mod:`~gamelib.grading.workflow` -- release (a folder and a ZIP for the LMS), collect from an
  LMS download, autograde, feedback, grades per question and per student, the similarity
  report (``python -m gamelib course ...``).
"""
