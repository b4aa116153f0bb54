"""A broken pack is refused with every problem named by file, entry and field.

Each test copies the shipped pack into tmp_path (the `pack` fixture), breaks one thing and looks
for the issue that names it; the last tests break several things at once.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop_app.content.errors import ContentError, ContentIssue
from desktop_app.content.loader import load_pack, load_power_grid, validate_pack

MAP = "power_grid/maps/taiwan.yaml"
TABLES = "power_grid/tables.yaml"
PLANTS = "power_grid/plants.yaml"


def edit(path: Path, old: str, new: str) -> None:
    """Replace `old` (which must be there) by `new` in a pack file."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def only_issue(root) -> ContentIssue:
    issues = validate_pack(root)
    assert len(issues) == 1, "\n".join(map(str, issues))
    return issues[0]


def test_unknown_key_is_an_error(pack):
    edit(pack / MAP, "{id: taoyuan, name:", "{id: taoyuan, population: 2000000, name:")
    issue = only_issue(pack)
    assert (issue.file, issue.entry, issue.field) == (MAP, "cities[7] (taoyuan)", "population")
    assert "unknown key" in issue.message


def test_misspelt_key_gets_a_suggestion(pack):
    edit(pack / TABLES, "  top_plant: 13", "  top_plnat: 13")
    messages = {(i.entry, i.field): i.message for i in validate_pack(pack)}
    assert "did you mean 'top_plant'" in messages[("plant_market", "top_plnat")]
    assert messages[("plant_market", "top_plant")] == "required but missing"


def test_connection_to_a_missing_city(pack):
    edit(pack / MAP, "{a: xizhi, b: keelung,", "{a: xizhi, b: kelung,")
    issue = only_issue(pack)
    assert (issue.file, issue.entry, issue.field) == (MAP, "connections[5] (xizhi–kelung)", "b")
    assert "'kelung'" in issue.message and "did you mean 'keelung'" in issue.message


def test_disconnected_region(pack):
    # Hualien's only road inside the east is to Su'ao (the other to Yuli): cut both.
    edit(pack / MAP, "{a: suao, b: hualien,", "{a: suao, b: puli,")
    edit(pack / MAP, "{a: hualien, b: yuli,", "{a: hualien, b: taichung,")
    issues = validate_pack(pack)
    region = [i for i in issues if i.entry == "regions[5] (east)"]
    assert len(issues) == 1 and len(region) == 1, "\n".join(map(str, issues))
    assert region[0].file == MAP and region[0].field == "connections"
    assert "hualien" in region[0].message and "not connected" in region[0].message


def test_whole_map_not_connected(pack):
    # The east is joined to the rest by seven roads; send them all inside the east.
    for old, new in [
        ("{a: keelung, b: jiaoxi,", "{a: yilan, b: suao,"),
        ("{a: xindian, b: jiaoxi,", "{a: jiaoxi, b: luodong,"),
        ("{a: daxi, b: yilan,", "{a: jiaoxi, b: hualien,"),
        ("{a: puli, b: hualien,", "{a: hualien, b: luodong,"),
        ("{a: qishan, b: yuli,", "{a: suao, b: yuli,"),
        ("{a: chaozhou, b: taitung,", "{a: taitung, b: hualien,"),
        ("{a: hengchun, b: taitung,", "{a: jiaoxi, b: suao,"),
    ]:
        edit(pack / MAP, old, new)
    issues = validate_pack(pack)
    whole = [i for i in issues if i.entry == "connections"]
    assert len(whole) == 1, "\n".join(map(str, issues))
    assert "2 pieces" in whole[0].message and "taitung" in whole[0].message


def test_duplicate_city_id(pack):
    edit(pack / MAP, "{id: zhubei,", "{id: hsinchu,")
    issues = validate_pack(pack)
    dup = [i for i in issues if i.field == "id"]
    assert len(dup) == 1, "\n".join(map(str, issues))
    assert (dup[0].file, dup[0].entry) == (MAP, "cities[11] (hsinchu)")
    assert "duplicate id 'hsinchu'" in dup[0].message and "cities[10]" in dup[0].message


def test_duplicate_plant_number(pack):
    edit(pack / PLANTS, "{number: 8, kind: coal", "{number: 7, kind: coal")
    issues = validate_pack(pack)
    assert any(
        (i.file, i.entry, i.field) == (PLANTS, "plants[5] (#7)", "number") and "duplicate" in i.message for i in issues
    ), "\n".join(map(str, issues))
    # Plant 8 opened the market, so that is missing now too.
    assert any(i.field == "opening[5]" and "plant 8" in i.message for i in issues)


def test_city_in_a_missing_region(pack):
    edit(pack / MAP, "region: central, lon: 120.9672", "region: centre, lon: 120.9672")
    issues = validate_pack(pack)
    wrong = [i for i in issues if i.field == "region"]
    assert [(i.entry, i.file) for i in wrong] == [("cities[20] (puli)", MAP)]
    assert "'centre'" in wrong[0].message


def test_self_and_duplicate_connections(pack):
    edit(
        pack / MAP,
        "{a: jiaoxi, b: yilan, cost: 4}",
        "{a: jiaoxi, b: jiaoxi, cost: 1}\n  - {a: yilan, b: jiaoxi, cost: 2}\n  - {a: luodong, b: yilan, cost: 1}",
    )
    issues = validate_pack(pack)
    messages = {i.entry: i.message for i in issues}
    assert "to itself" in messages["connections[73] (jiaoxi–jiaoxi)"]
    # The file's own yilan–luodong road now comes after the pasted luodong–yilan one.
    assert "connections[75] already joins" in messages["connections[76] (yilan–luodong)"]
    assert len(issues) == 2, "\n".join(map(str, issues))


def test_negative_cost(pack):
    edit(pack / MAP, "{a: taipei, b: banqiao, cost: 4}", "{a: taipei, b: banqiao, cost: -1}")
    issue = only_issue(pack)
    assert (issue.entry, issue.field) == ("connections[2] (taipei–banqiao)", "cost")
    assert "greater than or equal to 0" in issue.message and "-1" in issue.message


def test_yaml_syntax_error_names_the_line(pack):
    edit(
        pack / PLANTS,
        "  - {number: 9, kind: oil, fuel_needed: 1, cities: 1}",
        "  - {number: 9, kind: oil, fuel_needed: 1, cities: 1",
    )
    issues = validate_pack(pack)
    syntax = [i for i in issues if i.entry == "YAML syntax"]
    assert len(syntax) == 1 and syntax[0].file == PLANTS
    # The parser notices on the next line; the message points back to the unclosed mapping.
    assert syntax[0].field == "line 12, column 5"
    assert "flow mapping that starts on line 11" in syntax[0].message
    assert "Traceback" not in str(syntax[0])


def test_a_key_given_twice_is_a_syntax_error(pack):
    edit(pack / TABLES, "start_money: 50", "start_money: 50\nstart_money: 500")
    issue = only_issue(pack)
    assert (issue.file, issue.entry) == (TABLES, "YAML syntax")
    assert "'start_money' appears twice" in issue.message


def test_missing_file(pack):
    (pack / TABLES).unlink()
    issue = only_issue(pack)
    assert issue.file == TABLES and "missing" in issue.message
    assert issue.entry and issue.field


def test_missing_maps_folder(pack):
    shutil.rmtree(pack / "power_grid" / "maps")
    issue = only_issue(pack)
    assert issue.file == "power_grid/maps/" and "no map files" in issue.message


def test_table_rules(pack):
    edit(pack / TABLES, "129, 134", "134, 129")  # payment goes down
    edit(pack / TABLES, "  - players: 6\n", "  - players: 7\n")  # 6 missing, 7 unsupported
    edit(
        pack / TABLES,
        "      step3: {coal: 3, oil: 4, garbage: 3, uranium: 1}\n  - players: 3",
        "      step3: {coal: 3, oil: 4, garbage: 3}\n  - players: 3",
    )
    edit(pack / TABLES, "    start_count: 18 ", "    start_count: 30 ")
    edit(pack / TABLES, "    total: 12", "    total: 11")
    edit(pack / TABLES, "  top_plant: 13 ", "  top_plant: 41 ")
    edit(pack / TABLES, "    regions: 4\n", "    regions: 7\n")
    found = {(i.entry, i.field): i.message for i in validate_pack(pack)}
    assert "must not go down" in found[("payment[15]", "-")]
    assert "outside the supported 2-6" in found[("player_counts[4] (7 players)", "players")]
    assert found[("player_counts[0] (2 players)", "resupply.step3.uranium")] == ("required but missing")
    assert "do not fit" in found[("resources[1] (oil)", "start_count")]
    assert "12 places" in found[("resources[3] (uranium)", "total")]
    assert "plant 41 is not in" in found[("plant_market", "top_plant")]
    assert "has only 6" in found[("player_counts[2] (4 players)", "regions")]


def test_player_count_gap_is_reported(pack):
    text = (pack / TABLES).read_text(encoding="utf-8")
    start = text.index("  - players: 5")
    end = text.index("  - players: 6")
    (pack / TABLES).write_text(text[:start] + text[end:], encoding="utf-8")
    issue = only_issue(pack)
    assert (issue.entry, issue.field) == ("player_counts", "players")
    assert "no entry for 5 players" in issue.message


def test_eco_plant_must_not_burn_fuel(pack):
    edit(pack / PLANTS, "{number: 13, kind: eco, fuel_needed: 0", "{number: 13, kind: eco, fuel_needed: 1")
    issue = only_issue(pack)
    assert (issue.entry, issue.field) == ("plants[10] (#13)", "fuel_needed")


def test_wrong_types_are_not_coerced(pack):
    edit(pack / MAP, "lon: 121.5170, lat: 25.0478", 'lon: "121.5170", lat: 25.0478')
    edit(pack / MAP, 'color: "#F6CFCB"', 'color: "pink"')
    found = {(i.entry, i.field): i.message for i in validate_pack(pack)}
    assert "valid number" in found[("cities[0] (taipei)", "lon")]
    assert "#rrggbb" in found[("regions[0] (north)", "color")]


def test_newer_pack_format_is_refused(pack):
    edit(pack / "pack.yaml", "content_version: 1", "content_version: 2")
    issue = only_issue(pack)
    assert (issue.file, issue.field) == ("pack.yaml", "content_version")
    assert "update the app" in issue.message


def test_many_errors_in_many_files_are_all_reported(pack):
    edit(pack / "pack.yaml", 'pack_version: "2026.12.1"', "pack_version: 2026")
    edit(pack / PLANTS, "kind: hybrid, fuel_needed: 2, cities: 1", "kind: hybird, fuel_needed: 2, cities: 1")
    edit(pack / TABLES, "start_money: 50", "start_money: -50")
    edit(pack / MAP, "{id: taoyuan, name:", "{id: taoyuan, size: big, name:")
    edit(pack / MAP, "{a: xizhi, b: keelung,", "{a: xizhi, b: kelung,")
    edit(pack / MAP, "{a: jiaoxi, b: yilan, cost: 4}", "{a: jiaoxi, b: toucheng, cost: 4}")
    with pytest.raises(ContentError) as caught:
        load_pack(pack)
    issues = caught.value.issues
    where = {(i.file, i.entry, i.field) for i in issues}
    assert ("pack.yaml", "(top level)", "pack_version") in where
    assert (PLANTS, "plants[2] (#5)", "kind") in where
    assert (TABLES, "(top level)", "start_money") in where
    assert (MAP, "cities[7] (taoyuan)", "size") in where
    assert (MAP, "connections[5] (xizhi–kelung)", "b") in where
    assert (MAP, "connections[73] (jiaoxi–toucheng)", "b") in where
    assert (MAP, "regions[5] (east)", "connections") in where
    assert len(issues) == 7, "\n".join(map(str, issues))
    text = str(caught.value)
    assert text.startswith("the content pack has 7 problems:")
    assert all(str(issue) in text for issue in issues)


def test_issue_string_form():
    issue = ContentIssue("power_grid/maps/taiwan.yaml", "cities[12] (taoyuan)", "region", "bad")
    assert str(issue) == "power_grid/maps/taiwan.yaml: cities[12] (taoyuan): region: bad"


def test_load_power_grid_raises_content_error(pack):
    (pack / PLANTS).write_text("plants: []\n", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_power_grid(pack / "power_grid")
    assert any(i.file == PLANTS and i.field == "plants" for i in caught.value.issues)


def test_each_game_loads_its_own_folder_only(pack):
    """One entry point, `load_game_content(folder)`: a game is not stopped by a problem in another
    game's folder, while `validate_pack` still names it."""
    from desktop_app.content.loader import load_game_content, load_magic_lamp, load_power_on

    (pack / "power_butler" / "appliances.yaml").write_text("appliances: [", encoding="utf-8")
    assert load_power_grid(pack).pack_version == load_magic_lamp(pack).pack_version
    assert load_power_on(pack) is not None
    with pytest.raises(ContentError):
        load_game_content("power_butler", pack)
    with pytest.raises(ValueError, match="no game folder"):
        load_game_content("chess", pack)
    assert any(issue.file == "power_butler/appliances.yaml" for issue in validate_pack(pack))
