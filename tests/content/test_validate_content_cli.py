"""`energy-table validate-content [DIR]`: exit codes 0 / 1 / 2 and what it prints."""

from __future__ import annotations

from desktop_app.commands.validate_content import main as validate_content_main


def test_built_in_pack_is_ok(capsys):
    assert validate_content_main([]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("OK: Energy Table built-in pack 2026.12.1 — power_grid: 42 plants, ")
    assert "taiwan: 42 cities, 6 regions" in out and "2-6 players" in out
    assert err == ""


def test_a_pack_folder_or_its_game_folder(pack, capsys):
    assert validate_content_main([str(pack)]) == 0
    assert validate_content_main([str(pack / "power_grid")]) == 0
    assert capsys.readouterr().out.count("OK: ") == 2


def test_problems_go_to_stderr_one_per_line(pack, capsys):
    path = pack / "power_grid" / "maps" / "taiwan.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("{a: xizhi, b: keelung,", "{a: xizhi, b: kelung,")
    text = text.replace("{id: taoyuan, name:", "{id: taoyuan, size: 3, name:")
    path.write_text(text, encoding="utf-8")
    assert validate_content_main([str(pack)]) == 1
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == ""
    assert lines[0] == (
        "power_grid/maps/taiwan.yaml: cities[7] (taoyuan): size: unknown key 'size'; check the spelling"
    )
    assert lines[1].startswith("power_grid/maps/taiwan.yaml: connections[5] (xizhi–kelung): b:")
    assert lines[2] == f"2 problems found in {pack}"


def test_a_folder_that_does_not_exist(tmp_path, capsys):
    missing = tmp_path / "nowhere"
    assert validate_content_main([str(missing)]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_a_file_is_not_a_pack(tmp_path, capsys):
    file = tmp_path / "pack.yaml"
    file.write_text("content_version: 1\n", encoding="utf-8")
    assert validate_content_main([str(file)]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_an_empty_folder_lists_what_is_missing(tmp_path, capsys):
    assert validate_content_main([str(tmp_path)]) == 1
    err = capsys.readouterr().err
    for name in ("pack.yaml", "power_grid/plants.yaml", "power_grid/tables.yaml", "power_grid/maps/"):
        assert f"{name}: (whole file): -:" in err
