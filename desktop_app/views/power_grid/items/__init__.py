"""Small QGraphicsItem classes for the Power Grid table, each drawing one thing from data."""
