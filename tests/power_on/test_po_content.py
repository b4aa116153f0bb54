"""The Power On! content pack: the shipped one validates; a broken one names file, entry, field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop_app.content.errors import ContentError, ContentIssue
from desktop_app.content.loader import load_power_on, validate_pack
from desktop_app.content.power_on import EffectType
from desktop_app.paths import game_data_dir

CARDS = "power_on/cards.yaml"
CITIES = "power_on/cities.yaml"
RULES = "power_on/rules.yaml"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """pack.yaml and power_on/ copied to tmp_path, for tests that break them on purpose."""
    root = tmp_path / "pack"
    root.mkdir()
    shutil.copy(game_data_dir() / "pack.yaml", root / "pack.yaml")
    shutil.copytree(game_data_dir() / "power_on", root / "power_on")
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def issues(root: Path) -> list[ContentIssue]:
    with pytest.raises(ContentError) as err:
        load_power_on(root)
    return err.value.issues


def test_shipped_pack_validates():
    content = load_power_on()
    assert len(content.cards) == 61
    assert not [i for i in validate_pack() if i.file.startswith("power_on/")]


def test_every_name_and_text_in_both_languages(content):
    for design in content.designs:
        assert design.name.zh_TW and design.name.en and design.text.zh_TW and design.text.en
    for city in content.cities:
        assert city.name.zh_TW and city.name.en
    for info in content.plant_types.values():
        assert info.name.zh_TW and info.name.en


def test_function_effects_are_known_types(content):
    used = {e.type for d in content.designs for e in d.effects}
    assert used == set(EffectType)  # every effect the rules know is used by some card


def test_broken_yaml_names_the_line(pack):
    edit(pack / CARDS, "  - id: coal_plant\n", "  - id: coal_plant\n   bad: [\n")
    (issue,) = issues(pack)
    assert issue.file == CARDS and issue.entry == "YAML syntax" and issue.field.startswith("line ")


def test_unknown_key_names_the_entry_and_field(pack):
    edit(pack / CITIES, "{id: penghu, ", "{id: penghu, population: 105000, ")
    (issue,) = issues(pack)
    assert (issue.file, issue.entry, issue.field) == (CITIES, "cities[0] (penghu)", "population")
    assert "unknown key" in issue.message


def test_unknown_effect_type_is_an_error(pack):
    edit(pack / CARDS, "effects: [{type: power_bonus, amount: 2}]", "effects: [{type: free_lunch, amount: 2}]")
    (issue,) = issues(pack)
    assert (issue.file, issue.entry, issue.field) == (CARDS, "cards[6] (efficient_appliances)", "effects[0].type")
    assert "power_bonus" in issue.message


def test_duplicate_ids_are_errors(pack):
    edit(pack / CARDS, "  - id: gas_plant\n", "  - id: coal_plant\n")
    edit(pack / CITIES, "{id: taitung,", "{id: penghu,")
    found = {(i.file, i.entry, i.field) for i in issues(pack)}
    assert (CARDS, "cards[1] (coal_plant)", "id") in found
    assert (CITIES, "cities[1] (penghu)", "id") in found


def test_card_kind_needs_its_fields(pack):
    edit(pack / CARDS, "    kind: plant\n    plant: coal\n", "    kind: plant\n")
    edit(
        pack / CARDS,
        "    kind: fuel\n    fuel: natural_gas\n",
        "    kind: fuel\n    fuel: natural_gas\n    plant: gas\n",
    )
    found = {(i.entry, i.field) for i in issues(pack)}
    assert ("cards[0] (coal_plant)", "plant") in found
    assert ("cards[12] (natural_gas)", "plant") in found


def test_back_numbers_are_0_to_2_and_rules_are_checked(pack):
    edit(pack / CARDS, "backs: [0, 1, 2, 0, 1, 0]", "backs: [0, 1, 3, 0, 1, 0]")
    edit(pack / RULES, "hand_limit: 8", "hand_limit: 4")
    found = {(i.file, i.entry, i.field) for i in issues(pack)}
    assert (CARDS, "cards[0] (coal_plant)", "backs[2]") in found
    assert (RULES, "start_hand", "-") in found


def test_missing_file_is_reported(pack):
    (pack / RULES).unlink()
    (issue,) = issues(pack)
    assert issue.file == RULES and "missing" in issue.message


def test_a_card_gives_back_at_most_the_action_point_it_costs(pack):
    """Every game ends (issue 22/27): a function card costs one action point to play (seed 001
    「從手上打出1張電廠卡或功能卡」); one that gives back two lets a computer player's turn go on
    forever (play it, take it back from the discard pile with a take-discard card, play it
    again). A pack that would allow it is refused, naming the card."""
    edit(pack / CARDS, "effects: [{type: extra_actions, amount: 1}]", "effects: [{type: extra_actions, amount: 2}]")
    (issue,) = issues(pack)
    assert (issue.file, issue.field) == (CARDS, "effects") and "smart_grid" in issue.entry
    assert "at most 1 extra action point" in issue.message
    # One action point back and a card taken as well: play it, take it back with its twin, again.
    edit(
        pack / CARDS,
        "effects: [{type: extra_actions, amount: 2}]",
        "effects: [{type: extra_actions, amount: 1}, {type: take_discard, amount: 2}]",
    )
    (issue,) = issues(pack)
    assert "smart_grid" in issue.entry and "cannot also draw or take cards" in issue.message
