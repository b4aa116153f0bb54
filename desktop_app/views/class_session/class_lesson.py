"""The class lesson page (issue 25: "a class lesson page that compares the tables ('table 3 lit
its cities with the least carbon'), saved as PDF").

`comparisons(results, language)` finds, among the tables' results (net's `TableResult`, the
rules' own lesson facts), the table that did best on each of the game's energy figures and says
it in a sentence for a class. `lesson_document(...)` lays the page out for A4 paper: a title with
the game and the date, the comparisons, each table's figures in the lesson's words and each
pupil's score (the class CSV's own rows, `net.class_results.csv_rows`), in points;
`save_lesson_pdf` writes it through `views/kit/pdf_text` (its text copies out as drawn).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from desktop_app.net.class_results import TableResult, csv_rows
from desktop_app.views.class_session.table_card import level_words
from desktop_app.views.how_to_play import traditional_font, write_reference_pdf
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.pdf_sheet import paper_font

translate = QCoreApplication.translate
Figure = Callable[[dict[str, float]], float | None]  # a table's facts -> the figure compared (None: none)
BODY_POINTS = 11.5


def _fact(name: str) -> Figure:
    return lambda facts: facts.get(name)


def _co2_per_city(facts: dict[str, float]) -> float | None:
    """Power Grid: kilograms of CO2 for each city lit (the facts give tonnes and cities lit)."""
    cities, tonnes = facts.get("cities_lit"), facts.get("co2_tonnes")
    if not cities or tonnes is None:
        return None
    return tonnes * 1000 / cities


def _compared(game: str) -> list[tuple[Figure, bool, str]]:
    """The figures a class compares for `game`: (figure, smaller is better, sentence with %1 the
    table(s) and %2 the figure)."""
    if game == "power-grid":
        return [
            (
                _co2_per_city,
                True,
                translate("ClassLesson", "Table %1 lit its cities with the least carbon: about %2 kg of CO₂ a city."),
            ),
            (
                _fact("no_co2_share"),
                False,
                translate("ClassLesson", "Table %1 lit the most cities without CO₂: %2 of every 100."),
            ),
            (_fact("cities_lit"), False, translate("ClassLesson", "Table %1 lit the most cities: %2 times.")),
        ]
    if game == "power-on":
        return [
            (
                _fact("carbon_total"),
                True,
                translate("ClassLesson", "Table %1 put the fewest carbon tokens on the tower: %2."),
            ),
            (
                _fact("clean_share"),
                False,
                translate("ClassLesson", "Table %1 made the most power without carbon: %2 of every 100 units."),
            ),
        ]
    if game == "power-butler":
        return [
            (
                _fact("kwh_total"),
                True,
                translate("ClassLesson", "Table %1 used the least electricity: %2 kWh a month."),
            ),
            (
                _fact("unpaid_total"),
                True,
                translate("ClassLesson", "Table %1 left the least unpaid on its bills: %2 yuan."),
            ),
        ]
    if game == "magic-lamp":
        return [
            (
                _fact("stops_paid"),
                False,
                translate("ClassLesson", "Table %1 stopped just in time most often: %2 times."),
            ),
            (
                _fact("cards_lost"),
                True,
                translate("ClassLesson", "Table %1 lost the fewest cards to the scorpions: %2."),
            ),
        ]
    return []


def _number(value: float) -> str:
    return str(round(value)) if abs(value) >= 10 or float(value).is_integer() else f"{value:.1f}"


def comparisons(results: Sequence[TableResult], language: str) -> list[str]:
    """The sentences comparing the tables (none for a class of one table)."""
    if len(results) < 2:
        return []
    joiner = "、" if language.startswith("zh") else ", "
    said = []
    for figure, smaller, sentence in _compared(results[0].game):
        values = [(result.table, figure(dict(result.facts))) for result in results]
        known = [(table, value) for table, value in values if value is not None]
        if len(known) < 2 or len({round(v, 6) for _t, v in known}) < 2:
            continue  # nothing to compare: the same at every table
        best = min(v for _t, v in known) if smaller else max(v for _t, v in known)
        tables = [str(table + 1) for table, value in known if abs(value - best) < 1e-9]
        said.append(fill(sentence, joiner.join(tables), _number(best)))
    return said


def _table(rows: Sequence[Sequence[str]]) -> str:
    if not rows:
        return ""
    head = "".join(f"<th>{escape(cell)}</th>" for cell in rows[0])
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(cell).replace(chr(10), '<br>')}</td>" for cell in row) + "</tr>"
        for row in rows[1:]
    )
    return f'<table border="1" cellspacing="0" cellpadding="4" width="100%"><tr>{head}</tr>{body}</table>'


def _words() -> dict[str, str]:
    return {
        "What the tables did": translate("ClassLesson", "What the tables did"),
        "Each table": translate("ClassLesson", "Each table"),
        "Each player": translate("ClassLesson", "Each player"),
    }


def lesson_html(
    results: Sequence[TableResult], language: str, game_title: str, text: Any = None, day: datetime.date | None = None
) -> str:
    """The page as HTML for a QTextDocument (sizes in points)."""
    day = day or datetime.date.today()
    rows = csv_rows(results, language, text)
    split = next(i for i, row in enumerate(rows) if not row)  # the pupils' rows, a blank, the tables'
    # the CSV's rows, for paper: a computer's level in words, a table's facts in one cell
    pupils = [row[:4] + [level_words(row[4]) if row[4] else ""] + row[5:8] for row in rows[1:split]]
    pupils[0] = rows[1][:8]
    tables = [row[:4] + ["\n".join(row[4:])] for row in rows[split + 2 :]]
    pupil_count = sum(1 for result in results for seat in result.seats if seat.pupil)
    title = fill(translate("ClassLesson", "Class lesson page: %1"), game_title)
    line = fill(translate("ClassLesson", "%1 · %2 tables · %3 pupils"), day.isoformat(), len(results), pupil_count)
    said = comparisons(results, language)
    WORDS = _words()  # noqa: N806 - read as a table of the page's words
    parts = [f"<h1>{escape(title)}</h1>", f"<p>{escape(line)}</p>"]
    if said:
        parts.append(f"<h2>{escape(WORDS['What the tables did'])}</h2>")
        parts.append("<ul>" + "".join(f"<li>{escape(s)}</li>" for s in said) + "</ul>")
    parts.append(f"<h2>{escape(WORDS['Each table'])}</h2>")
    parts.append(_table(tables))
    parts.append(f"<h2>{escape(WORDS['Each player'])}</h2>")
    parts.append(_table(pupils))
    return "".join(parts)


def lesson_document(
    results: Sequence[TableResult], language: str, game_title: str, text: Any = None, day: datetime.date | None = None
) -> QTextDocument:
    """The page for A4 paper: headings and body in points (they print at their size)."""
    document = QTextDocument()
    document.setDefaultStyleSheet(
        f"h1 {{ font-size: 20pt; font-weight: 700; }} h2 {{ font-size: 15pt; font-weight: 700; }}"
        f" p, li, td, th {{ font-size: {BODY_POINTS}pt; }} th {{ background: #EFE6D6; }}"
    )
    font = paper_font(traditional_font())  # Traditional Chinese, digits that copy out (kit/pdf_sheet)
    font.setPointSizeF(BODY_POINTS)
    document.setDefaultFont(font)
    document.setHtml(lesson_html(results, language, game_title, text, day))
    return document


def save_lesson_pdf(
    path: Path | str, results: Sequence[TableResult], language: str, game_title: str, text: Any = None
) -> Path:
    """The class lesson page as an A4 PDF at `path` (written whole, text copying out as drawn)."""
    return write_reference_pdf(lesson_document(results, language, game_title, text), path)


__all__ = ["comparisons", "lesson_document", "lesson_html", "save_lesson_pdf"]
