"""The class lesson page (issue 25: "one class CSV ... and a class lesson page that compares the
tables ('table 3 lit its cities with the least carbon'), saved as PDF"; "Every PDF the app writes
has selectable text that copies out as the same characters ... headings that print at their
size ... a layout for A4 paper")."""

from __future__ import annotations

import datetime

from helpers import class_result, power_grid_class_results
from pypdf import PdfReader

from desktop_app.content.loader import load_lesson
from desktop_app.views.class_session.class_lesson import comparisons, lesson_html, save_lesson_pdf

GRID = power_grid_class_results()


def test_the_page_names_the_table_that_lit_its_cities_with_the_least_carbon(qapp):
    said = comparisons(GRID, "en")
    # CO2 per city lit: 750, 900 and 500 kg: table 3 is the cleanest, tables 2 and 3 tie on no-CO2 cities
    assert said[0] == "Table 3 lit its cities with the least carbon: about 500 kg of CO₂ a city."
    assert said[1] == "Table 2, 3 lit the most cities without CO₂: 35 of every 100."
    assert said[2] == "Table 2 lit the most cities: 50 times."
    assert comparisons(GRID[:1], "en") == [], "one table: nothing to compare"


def test_each_games_page_compares_its_own_energy_figures(qapp):
    butler = [
        class_result(0, {"kwh_total": 234.6, "unpaid_total": 2}, "power-butler"),
        class_result(1, {"kwh_total": 120, "unpaid_total": 5}, "power-butler"),
    ]
    assert comparisons(butler, "en")[0] == "Table 2 used the least electricity: 120 kWh a month."
    tower = [
        class_result(0, {"carbon_total": 47, "clean_share": 69}, "power-on"),
        class_result(1, {"carbon_total": 30, "clean_share": 50}, "power-on"),
    ]
    assert comparisons(tower, "en") == [
        "Table 2 put the fewest carbon tokens on the tower: 30.",
        "Table 1 made the most power without carbon: 69 of every 100 units.",
    ]


def test_the_lesson_page_pdf_is_a4_with_text_that_copies_out(qapp, chinese, tmp_path):
    text = load_lesson("power_grid")
    html = lesson_html(GRID, "zh_TW", "電力公司", text, datetime.date(2026, 12, 2))
    assert "font-size" not in html or "px" not in html  # sizes are the style sheet's points
    path = save_lesson_pdf(tmp_path / "class.pdf", GRID, "zh_TW", "電力公司", text)
    reader = PdfReader(str(path))
    page = reader.pages[0]
    width_mm, height_mm = float(page.mediabox.width) / 72 * 25.4, float(page.mediabox.height) / 72 * 25.4
    assert (round(width_mm), round(height_mm)) == (210, 297)
    words = "".join("".join(p.extract_text() for p in reader.pages).split())
    assert "全班學習重點頁：電力公司" in words
    assert "第3桌點亮城市時排的碳最少" in words
    assert "Pupil2a" in words
    assert not any(0x2F00 <= ord(ch) <= 0x2FDF for ch in words), "no look-alike radicals"
