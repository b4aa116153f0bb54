"""A class's results: per pupil (and computer player) and per table, and the one class CSV.

Every figure is the rules' own: the seat charts of `rules/<game>/lesson.py` (`SEAT_CHARTS`: Power
Grid's CO2 per city, Power Butler's kWh by kind of appliance and its bills, Power On!'s carbon
tokens and power by source, Magic Lamp's draws and haul), the lesson's facts for the table, Power
Grid's cities by source (`cities_by_source`) and CO2 burnt (`queries.co2_emitted`) for a pupil's
energy mix, each game's score as its rules count it, and the hints each seat was shown. A figure
is named `chart.series` (codes); the CSV words them from the game's `lesson.yaml`.
"""

from __future__ import annotations

import csv
import importlib
import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.common.lesson import Lesson, Step
from desktop_app.rules.common.save import write_text_atomic

WORDS: dict[str, tuple[str, str]] = {  # CSV headers and values: key -> (English, 繁體中文)
    "pupils": ("Pupils and computer players", "學生與電腦玩家"),
    "tables": ("Tables", "各桌"),
    "table": ("Table", "桌次"),
    "seat": ("Seat", "座位"),
    "name": ("Name", "名字"),
    "player": ("Player", "玩家"),
    "level": ("Computer level", "電腦等級"),
    "score": ("Score", "分數"),
    "winner": ("Winner", "贏家"),
    "hints": ("Hints used", "用了幾次提示"),
    "round": ("Round reached", "玩到第幾回合"),
    "finished": ("Game finished", "遊戲打完了"),
    "facts": ("What happened at the table", "這一桌發生了什麼"),
    "yes": ("yes", "是"),
    "no": ("no", "否"),
    "pupil": ("pupil", "學生"),
    "computer": ("computer", "電腦"),
    "co2_kg": ("CO₂ burnt (kg)", "排放的 CO₂（公斤）"),
    "energy_mix": ("Cities lit", "點亮的城市"),
}


def word(key: str, language: str) -> str:
    english, chinese = WORDS[key]
    return chinese if language.startswith("zh") else english


@dataclass(frozen=True)
class SeatResult:
    """One seat's results at the end (or where the time box stopped the table)."""

    table: int
    seat: int
    name: str
    pupil: bool  # a pupil's seat (else a computer player's, `level` says which)
    level: str
    score: float
    winner: bool
    hints: int
    figures: dict[str, float] = field(default_factory=dict)  # "chart.series" -> value


@dataclass(frozen=True)
class TableResult:
    """One table's results: its seats, how far it got, and the lesson's facts."""

    table: int
    game: str
    round: int | None
    over: bool
    seats: tuple[SeatResult, ...]
    facts: tuple[tuple[str, float], ...]


def score(game: str, state: Any, seat: int) -> float:
    """A seat's score as its game's rules count it (so far, for a game the time box stopped)."""
    if game == "power-butler":
        from desktop_app.rules.power_butler.engine import score as butler_score

        return float(butler_score(state, seat)[3])
    if game == "magic-lamp":
        from desktop_app.rules.magic_lamp.scoring import score_breakdown

        return float(score_breakdown(state)[seat]["total"])
    if game == "power-on":
        return float(state.stars(seat))
    if game == "power-grid":
        return float(len(state.cities[seat]))  # cities connected: what the end compares first
    raise ValueError(f"no score for '{game}'")


def _lesson(game: GameDefinition, records: Sequence[Step], content: Any) -> tuple[Lesson, tuple[str, ...]]:
    module = importlib.import_module(f"desktop_app.rules.{game.folder}.lesson")
    return module.lesson(records, content), tuple(module.SEAT_CHARTS)


def _seat_figures(game: GameDefinition, records: Sequence[Step], content: Any, players: int) -> list[dict[str, float]]:
    lesson, seat_charts = _lesson(game, records, content)
    figures: list[dict[str, float]] = [{} for _ in range(players)]
    for chart in lesson.charts:
        if chart.id not in seat_charts:
            continue
        for series in chart.series:
            for label, value in zip(chart.labels, series.values):
                if isinstance(label, int) and 0 <= label < players:
                    figures[label][f"{chart.id}.{series.name}"] = value
    if game.id == "power-grid" and records:
        from desktop_app.rules.power_grid.lesson import FUELS, cities_by_source
        from desktop_app.rules.power_grid.queries import co2_emitted

        for step in records:
            for fuel, cities in cities_by_source(content, step).items():
                key = f"energy_mix.{fuel}"
                figures[step.player][key] = figures[step.player].get(key, 0.0) + cities
        for p in range(players):
            for fuel in FUELS:
                figures[p].setdefault(f"energy_mix.{fuel}", 0.0)
            figures[p]["co2_kg"] = round(co2_emitted(records[-1].after, p), 1)
    return figures


def table_result(
    game: GameDefinition,
    content: Any,
    table: int,
    state: Any,
    records: Sequence[Any],  # `Step`s: the controller's records
    names: Sequence[str],
    pupils: Sequence[bool],
    levels: Sequence[str],
    hints: Sequence[int],
) -> TableResult:
    """A table's results from its game (`state` now, `records` the history of this game)."""
    players = len(names)
    over = game.is_over(state)
    winners = set(game.winners(state)) if over else set()
    figures = _seat_figures(game, records, content, players)
    lesson, _charts = _lesson(game, records, content)
    seats = tuple(
        SeatResult(
            table,
            p,
            names[p],
            pupils[p],
            "" if pupils[p] else levels[p],
            score(game.id, state, p),
            p in winners,
            hints[p] if p < len(hints) else 0,
            figures[p],
        )
        for p in range(players)
    )
    return TableResult(table, game.id, getattr(state, "round", None), over, seats, lesson.facts)


def _figure_header(code: str, text: Any, language: str) -> str:
    """A figure's column: "chart: series" in the game's lesson words (the code if it has none)."""
    chart, _, series = code.partition(".")
    if text is None:
        return code
    if not series:
        return word(chart, language) if chart in WORDS else code
    title = text.titles.get(chart)
    if chart in WORDS:  # a figure of the class's own (a seat's total, not the lesson's chart)
        title_words = word(chart, language)
    else:
        title_words = title.get(language) if title is not None else chart
    name = text.series.get(series)
    return f"{title_words}: {name.get(language) if name is not None else series}"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


def csv_rows(results: Sequence[TableResult], language: str, text: Any = None) -> list[list[str]]:
    """The class as worksheet rows: a row per seat (pupils and computer players), then a row
    per table with its facts. `text` is the game's `LessonText` (content.loader.load_lesson)."""
    codes: list[str] = []
    for result in results:
        for seat in result.seats:
            codes += [c for c in seat.figures if c not in codes]
    yes, no = word("yes", language), word("no", language)
    rows = [[word("pupils", language)]]
    rows.append(
        [word(k, language) for k in ("table", "seat", "name", "player", "level", "score", "winner", "hints")]
        + [_figure_header(c, text, language) for c in codes]
    )
    for result in results:
        for seat in result.seats:
            rows.append(
                [
                    str(result.table + 1),
                    str(seat.seat + 1),
                    seat.name,
                    word("pupil" if seat.pupil else "computer", language),
                    seat.level,
                    _number(seat.score),
                    yes if seat.winner else no,
                    str(seat.hints),
                    *[_number(seat.figures[c]) if c in seat.figures else "" for c in codes],
                ]
            )
    rows += [[], [word("tables", language)]]
    rows.append([word(k, language) for k in ("table", "round", "finished", "winner", "facts")])
    for result in results:
        winners = [s.name for s in result.seats if s.winner]
        facts = [_fact(name, value, text, language) for name, value in result.facts]
        rows.append(
            [
                str(result.table + 1),
                "" if result.round is None else str(result.round),
                yes if result.over else no,
                ("、" if language.startswith("zh") else ", ").join(winners),
                *facts,
            ]
        )
    return rows


def _fact(name: str, value: float, text: Any, language: str) -> str:
    words = text.facts.get(name) if text is not None else None
    if words is None:
        return f"{name}: {_number(value)}"
    return str(words.get(language)).replace("{value}", _number(value))


def csv_text(results: Sequence[TableResult], language: str, text: Any = None) -> str:
    """The class CSV's text (comma-separated; lines end as the system writes text files)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(csv_rows(results, language, text))
    return out.getvalue()


def write_csv(path: Path, results: Sequence[TableResult], language: str, text: Any = None) -> None:
    """The class CSV: UTF-8 with a byte-order mark (Excel then reads the Chinese), written
    atomically (an old file stays whole until the new one is)."""
    write_text_atomic(Path(path), "\ufeff" + csv_text(results, language, text))


__all__ = ["SeatResult", "TableResult", "csv_rows", "csv_text", "score", "table_result", "write_csv"]
