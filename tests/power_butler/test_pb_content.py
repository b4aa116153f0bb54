"""The power_butler/ content pack: the shipped one is valid and real; broken ones name file, entry, field."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest

from desktop_app.content.loader import validate_pack
from desktop_app.content.power_butler import EffectType
from desktop_app.paths import game_data_dir

APPLIANCES = "power_butler/appliances.yaml"
EVENTS = "power_butler/events.yaml"
TABLES = "power_butler/tables.yaml"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def mine(root):
    return [i for i in validate_pack(root) if i.file.startswith("power_butler/")]


def test_shipped_pack_is_valid(content):
    """RULES-NOTES 2: 26 appliances, 24 events of which 7 standard-only, both languages everywhere."""
    assert len(content.appliances) == 26 and len(content.events) == 24
    assert sum(e.standard_only for e in content.events) == 7
    assert [e.number for e in content.events] == list(range(1, 25))
    for a in content.appliances:
        assert a.name.zh_TW and a.name.en and a.icon and a.category in content.categories
    assert len(content.dice_faces) == 6 and content.dice_faces[3].zh_TW == "固定空間"


def test_power_use_follows_real_consumption(content):
    """RULES-NOTES 2: "Base appliance power use on real typical monthly consumption ratios (air
    conditioner high, LED lamp low)"."""
    by_id = {a.id: a for a in content.appliances}
    for a in content.appliances:
        assert a.power == max(1, math.ceil(a.kwh_month / content.kwh_per_step - 1e-9))
    high = ("air_conditioner", "refrigerator", "water_heater")
    low = ("led_bulb", "phone_charger")
    assert min(by_id[h].power for h in high) > max(by_id[x].power for x in low)
    assert by_id["water_heater"].power >= by_id["air_conditioner"].power > by_id["refrigerator"].power


def test_broken_yaml_names_the_line(pack):
    edit(pack / APPLIANCES, "appliances:\n", "appliances:\n  - {id: [oops\n")
    issues = mine(pack)
    assert issues and issues[0].file == APPLIANCES and issues[0].entry == "YAML syntax"


def test_unknown_key_is_an_error(pack):
    edit(pack / APPLIANCES, "{id: led_bulb,", "{id: led_bulb, lumens: 800,")
    (issue,) = mine(pack)
    assert (issue.file, issue.entry, issue.field) == (APPLIANCES, "appliances[16] (led_bulb)", "lumens")
    assert "unknown key" in issue.message


def test_unknown_effect_type_is_an_error(pack):
    edit(pack / EVENTS, "type: pay_bill, who: roller, amount: 3", "type: free_money, who: roller, amount: 3")
    (issue,) = mine(pack)
    assert issue.file == EVENTS and issue.entry.startswith("events[0] (#1)") and issue.field == "type"


def test_effect_missing_its_parameter(pack):
    edit(pack / EVENTS, "{type: discount, amount: 2}", "{type: discount}")
    (issue,) = mine(pack)
    assert (issue.file, issue.field) == (EVENTS, "effects[0].amount") and "needs" in issue.message


def test_duplicate_appliance_id(pack):
    edit(pack / APPLIANCES, "{id: desk_lamp,", "{id: led_bulb,")
    issues = mine(pack)
    assert any(i.entry == "appliances[17] (led_bulb)" and i.field == "id" and "duplicate" in i.message for i in issues)


def test_duplicate_event_number(pack):
    edit(pack / EVENTS, "  - number: 2\n", "  - number: 1\n")
    issues = mine(pack)
    assert any(i.entry == "events[1] (#1)" and i.field == "number" for i in issues)


def test_power_that_does_not_match_the_kwh(pack):
    edit(pack / APPLIANCES, "kwh_month: 180,", "kwh_month: 18,")
    (issue,) = mine(pack)
    assert (issue.entry, issue.field) == ("appliances[0] (air_conditioner)", "power")


def test_unknown_category(pack):
    edit(pack / APPLIANCES, "icon: led_bulb, category: lighting", "icon: led_bulb, category: lights")
    (issue,) = mine(pack)
    assert issue.field == "category" and "unknown category" in issue.message


def test_standard_effect_on_a_simple_card(pack):
    edit(
        pack / EVENTS,
        "    standard_only: true\n    effects: [{type: waive_condition, condition: delivery}]",
        "    effects: [{type: waive_condition, condition: delivery}]",
    )
    issues = mine(pack)
    assert any(i.field == "standard_only" for i in issues)


def test_missing_last_round_position(pack):
    edit(pack / TABLES, "2: 15, ", "")
    (issue,) = mine(pack)
    assert (issue.file, issue.entry, issue.field) == (TABLES, "last_round_position", "simple.2")


def test_every_effect_type_is_used(content):
    """Every effect type the rules know appears on some card (none is dead code)."""
    used = {x.type for e in content.events for x in e.effects}
    assert used == set(EffectType)


def test_validate_content_summary_names_power_butler(capsys):
    from desktop_app.commands.validate_content import main as validate_content_main

    assert validate_content_main([]) == 0
    assert "power_butler: 26 appliances" in capsys.readouterr().out
