"""Power Grid (電力公司) on the desktop: the table drawn as one QGraphicsScene."""

from desktop_app.views.power_grid.board_view import PowerGridBoardView

__all__ = ["PowerGridBoardView"]
