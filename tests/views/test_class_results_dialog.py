"""The end of a class (issue 25: "Per pupil and per table ... one class CSV (UTF-8 with BOM, opens
in Excel) and a class lesson page that compares the tables ..., saved as PDF")."""

from __future__ import annotations

from helpers import power_grid_class_results
from pypdf import PdfReader

from desktop_app.views.class_session import results_dialog
from desktop_app.views.class_session.results_dialog import ClassResultsDialog

GRID = power_grid_class_results()


def test_the_results_compare_the_tables_and_save_the_csv_and_the_pdf(qtbot, tmp_path):
    dialog = ClassResultsDialog(GRID, "en", "Power Grid")
    qtbot.addWidget(dialog)
    assert dialog.sentences[0].text().startswith("Table 3 lit its cities with the least carbon")
    assert dialog.table.rowCount() == 3 and dialog.table.item(2, 0).text() == "Table 3"
    assert dialog.table.item(0, 2).text() == "Pupil 0a"
    csv = dialog.save_csv(tmp_path / "class.csv")
    assert csv is not None and csv.read_bytes().startswith(b"\xef\xbb\xbf")
    assert "Pupil 2b" in csv.read_text(encoding="utf-8-sig")
    pdf = dialog.save_pdf(tmp_path / "class.pdf")
    assert pdf is not None and "Table 3 lit its cities" in " ".join(
        " ".join(page.extract_text().split()) for page in PdfReader(str(pdf)).pages
    )
    assert dialog.message.text() == f"Saved: {pdf}"


def test_a_file_that_cannot_be_written_is_said_and_the_results_stay(qtbot, tmp_path, monkeypatch):
    said = []
    monkeypatch.setattr(results_dialog, "warn", lambda parent, title, text: said.append(text))
    dialog = ClassResultsDialog(GRID, "en", "Power Grid")
    qtbot.addWidget(dialog)
    (tmp_path / "a file").write_text("not a folder")
    dialog.save_csv(tmp_path / "a file" / "class.csv")
    assert len(said) == 1 and "a file" in said[0]
    assert (tmp_path / "a file").read_text() == "not a folder" and dialog.results == GRID
    assert dialog.message.text() == ""
