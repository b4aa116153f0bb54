"""`energy-table worksheet`, `guide` and `lesson` (issue 25: "Each can be written headless, so a
school prints a set at once"): the PDFs they write, and one clear line and exit status 2 for a
wrong argument, 1 for a file that cannot be written."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pdf_measure import RADICALS, a4_pages, assert_fills_its_pages, body_points, copied_out

from desktop_app.content.loader import load_lesson, load_paper_words

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
    reason="poppler-utils not installed (tools/dev.sh installs it)",
)
ROOT = Path(__file__).resolve().parents[2]


def energy_table(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "desktop_app", *argv]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=180)


@pytest.mark.parametrize(
    ("game", "folder", "language"), [("power-on", "power_on", "zh_TW"), ("power-butler", "power_butler", "en")]
)
def test_the_lesson_command_writes_the_lesson_page_of_a_computer_only_game_on_a4(game, folder, language, tmp_path):
    path = tmp_path / "課.pdf"
    run = energy_table("lesson", game, "--players", "3", "--seed", "11", "--lang", language, "--output", str(path))
    assert run.returncode == 0, run.stderr
    assert a4_pages(path) in (1, 2, 3)
    assert 11.0 <= body_points(path) <= 12.0  # it was 7-8 pt, shrunk from the screen
    assert_fills_its_pages(path)
    text = copied_out(path)
    assert not RADICALS.search(text), RADICALS.findall(text)
    words = load_lesson(folder)
    paper = load_paper_words()
    name = {"power-on": {"zh_TW": "電力啟動"}, "power-butler": {"en": "Power Butler"}}[game][language]
    assert text.startswith(name.replace(" ", ""))  # the game's name first, as the title
    assert paper.say("name", language) in text and paper.say("school_class", language) in text
    assert re.sub(r"\s+", "", words.lesson.get(language)) in text
    for title in words.titles.values():
        assert re.sub(r"\s+", "", title.get(language)) in text
    again = tmp_path / "again.pdf"
    assert (
        energy_table(
            "lesson", game, "--players", "3", "--seed", "11", "--lang", language, "--output", str(again)
        ).returncode
        == 0
    )
    assert copied_out(again) == text  # the same seed, the same page


def test_the_worksheet_and_guide_commands_write_their_pdfs(tmp_path):
    sheet, guide = tmp_path / "學習單.pdf", tmp_path / "guide.pdf"
    assert energy_table("worksheet", "magic-lamp", "--output", str(sheet)).returncode == 0
    assert a4_pages(sheet) == 1 and "阿拉丁神燈學習單" in copied_out(sheet)
    run = energy_table("guide", "power-grid", "--lang", "en", "--output", str(guide))
    assert run.returncode == 0, run.stderr
    assert "PowerGrid:teacher'sguide" in copied_out(guide)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["worksheet", "chess", "--output", "x.pdf"],
            "energy-table worksheet: error: no game 'chess'; choose from: power-grid, power-butler, power-on, magic-lamp",
        ),
        (
            ["guide", "power-on"],
            "energy-table guide: error: the following arguments are required: --output (see 'energy-table guide --help')",
        ),
        (["guide", "power-on", "--lang", "fr", "--output", "x.pdf"], "invalid choice: 'fr'"),
        (
            ["lesson", "power-on", "--players", "9", "--seed", "1", "--output", "x.pdf"],
            "energy-table lesson: error: power-on is for 2 to 4 players, not 9",
        ),
        (
            ["lesson", "power-grid", "--players", "3", "--output", "x.pdf"],
            "the following arguments are required: --seed",
        ),
        (["lesson", "power-grid", "--players", "3", "--seed", "no", "--output", "x.pdf"], "argument --seed"),
    ],
)
def test_a_wrong_argument_is_one_line_and_status_2(argv, said, tmp_path):
    run = energy_table(*argv)
    assert run.returncode == 2
    assert len(run.stderr.strip().splitlines()) == 1 and said in run.stderr, run.stderr


def test_a_file_that_cannot_be_written_is_one_line_and_status_1(tmp_path):
    target = tmp_path / "no-such-folder" / "sheet.pdf"
    run = energy_table("worksheet", "power-grid", "--output", str(target))
    assert run.returncode == 1
    assert run.stderr.strip() == f"energy-table worksheet: cannot write {target}: No such file or directory"
    assert energy_table("guide", "power-grid", "--output", str(tmp_path)).returncode == 2  # a folder
