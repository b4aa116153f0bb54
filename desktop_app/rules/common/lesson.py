"""The lesson page's figures (issue 15: "A lesson page at the end of every game, from the game's
own figures ... 'Save as PDF / PNG' and 'Export CSV' for a worksheet").

Each game's rules give `lesson(records, content) -> Lesson` (`rules/<game>/lesson.py`, with
`SEAT_CHARTS`: the ids of its charts whose labels are seats), computed from the game's history —
the states before and after every action (the controller's records, or `PlayedStep`s) — so the
page shows what happened at this table, in the game's own numbers. A `Lesson` is plain data: charts of named series over
labelled steps, each with a unit. Names are codes or player seats, and the views put words on
them in the player's language; the numbers are the rules' own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

BAR = "bar"  # one bar per label, a group per series
LINE = "line"  # a line per series over the labels (time)
STACKED = "stacked"  # one bar per label, the series stacked in it


class Step(Protocol):
    """One applied action with the states around it (the controller's `ActionRecord`)."""

    player: int
    action: Any
    before: Any
    after: Any


@dataclass(frozen=True)
class PlayedStep:
    """A `Step` made outside the app (tests, tools): one action and the states around it."""

    player: int
    action: Any
    before: Any
    after: Any


@dataclass(frozen=True)
class Series:
    """One named row of numbers: `name` is a code the view words (a fuel, "bills") or a seat
    (an int: the player's name and colour); `values` one per label of its chart."""

    name: str | int
    values: tuple[float, ...]


@dataclass(frozen=True)
class Chart:
    """A chart: `id` names its title and note (the view words them), `labels` the steps along
    it (codes, seats or numbers such as rounds), `unit` the numbers' unit code ("kg_co2",
    "elektro", "kwh", "cities", "points", "count")."""

    id: str
    kind: str  # BAR, LINE or STACKED
    labels: tuple[str | int, ...]
    series: tuple[Series, ...]
    unit: str

    def __post_init__(self) -> None:
        if self.kind not in (BAR, LINE, STACKED):
            raise ValueError(f"unknown chart kind {self.kind!r}")
        for series in self.series:
            if len(series.values) != len(self.labels):
                raise ValueError(
                    f"chart {self.id}: series {series.name!r} has {len(series.values)} values "
                    f"for {len(self.labels)} labels"
                )

    def rows(self) -> list[list[str | int | float]]:
        """The chart as a table: a header row (chart, series, then the labels), a row per series."""
        return [[self.id, "series", *self.labels], *[[self.id, s.name, *s.values] for s in self.series]]


@dataclass(frozen=True)
class Lesson:
    """A game's lesson page: its charts, in order, and headline facts (code -> number)."""

    charts: tuple[Chart, ...]
    facts: tuple[tuple[str, float], ...] = field(default_factory=tuple)

    def csv_rows(self) -> list[list[str | int | float]]:
        """Everything on the page as worksheet rows (the facts first)."""
        rows: list[list[str | int | float]] = [["fact", name, value] for name, value in self.facts]
        for chart in self.charts:
            rows += chart.rows()
        return rows


__all__ = ["BAR", "LINE", "STACKED", "Chart", "Lesson", "PlayedStep", "Series", "Step"]
