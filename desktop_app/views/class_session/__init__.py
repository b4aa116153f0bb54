"""The teacher's screens for a class (issue 25): the projector layout a class reads from the back
row (`projector.py`), used by Classroom mode and by the class session's "show this table"."""
