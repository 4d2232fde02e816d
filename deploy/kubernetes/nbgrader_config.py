# The students' nbgrader on Zero to JupyterHub: the class's exchange, on the shared volume that
# values.yaml mounts at /srv/nbgrader/exchange (see README, "Past one machine").
c = get_config()  # noqa: F821 - nbgrader's own configuration object
c.CourseDirectory.course_id = "adversarial-search-course"
c.Exchange.root = "/srv/nbgrader/exchange"
