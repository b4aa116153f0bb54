"""The magic_lamp content pack: the shipped one is whole and valid; broken ones are reported
with file, entry and field."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from desktop_app.commands.validate_content import main as validate_content_main
from desktop_app.content.errors import ContentError
from desktop_app.content.loader import load_magic_lamp, validate_pack
from desktop_app.content.magic_lamp import GEMS, Category, EffectType, Kind, Metal
from desktop_app.paths import game_data_dir

CHESTS = "magic_lamp/chests.yaml"
LAMP = "magic_lamp/lamp.yaml"
SETUP = "magic_lamp/setup.yaml"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    return root


def edit(pack: Path, rel: str, old: str, new: str) -> None:
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {rel}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def issues_in(pack: Path, rel: str):
    return [i for i in validate_pack(pack) if i.file == rel]


def test_shipped_chests_have_26_cards_each_with_one_wizard(content):
    """Seed 003: "寶箱卡(78張，金、銀、銅寶箱各26張，每種寶箱包括巫師、寶石(鑽石、紅寶石、藍寶石、綠寶石)、
    飾品(戒指、手鍊、項鍊)、護符等4類9種卡牌)"."""
    assert len(content.chest_cards) == 78
    for metal in Metal:
        cards = [c for c in content.chest_cards if c.metal is metal]
        kinds = Counter(c.kind for c in cards)
        assert len(cards) == 26 and kinds[Kind.WIZARD] == 1
        assert set(kinds) == set(Kind)
        assert Counter(c.category for c in cards)[Category.ACCESSORY] == 6


def test_shipped_starting_cards_are_two_of_each_gem(content):
    """Seed 003: "起始卡(8張，鑽石、紅寶石、藍寶石、綠寶石各2張)"."""
    assert Counter(c.kind for c in content.starting_cards) == {g: 2 for g in GEMS}


def test_shipped_lamp_cards_speak_both_languages(content):
    """25 lamp cards (seed 003 "神燈卡(25張)"), every name and wish in 繁體中文 and English."""
    assert len(content.lamp_cards) == 25
    for card in content.lamp_cards:
        assert card.name.zh_TW and card.name.en and card.text.zh_TW and card.text.en
    assert {c.effect.type for c in content.lamp_cards} == set(EffectType)


def test_shipped_scoring_numbers(content):
    """Seed 003: sets 6/8/10, majority 5, ring 5, wizard 6th from the bottom."""
    assert dict(content.set_bonus) == {Metal.BRONZE: 6, Metal.SILVER: 8, Metal.GOLD: 10}
    assert (content.majority_bonus, content.ring_bonus, content.wizard_from_bottom) == (5, 5, 6)


def test_validate_content_passes_and_names_the_game(capsys):
    assert validate_content_main([]) == 0
    assert "magic_lamp: 78 chest cards, 25 lamp cards, 8 starting cards" in capsys.readouterr().out


def test_broken_yaml_names_the_file_and_line(pack):
    edit(pack, LAMP, "lamp_cards:\n", "lamp_cards: [\n")
    issues = issues_in(pack, LAMP)
    assert issues and issues[0].entry == "YAML syntax" and issues[0].field.startswith("line")


def test_unknown_key_is_an_error(pack):
    edit(pack, CHESTS, "{id: gold_ruby_1, metal: gold,", "{id: gold_ruby_1, metl: gold, metal: gold,")
    [issue] = issues_in(pack, CHESTS)
    assert issue.entry.endswith("(gold_ruby_1)") and issue.field == "metl"
    assert "unknown key 'metl'" in issue.message


def test_unknown_effect_type_is_an_error(pack):
    edit(pack, LAMP, "effect: {type: steal_treasure}", "effect: {type: steal_everything}")
    [issue] = issues_in(pack, LAMP)
    assert issue.entry == "lamp_cards[6] (thief_of_baghdad)" and issue.field == "effect.type"
    assert "unknown effect type 'steal_everything'" in issue.message


def test_effect_parameter_its_type_does_not_take(pack):
    edit(pack, LAMP, "effect: {type: scorpion_ward, amount: 2}", "effect: {type: scorpion_ward, amount: 2, count: 3}")
    [issue] = issues_in(pack, LAMP)
    assert issue.entry == "lamp_cards[20] (genie_shield)" and issue.field == "effect.count"


def test_duplicate_card_id_is_an_error(pack):
    edit(pack, CHESTS, "{id: gold_ruby_2,", "{id: gold_ruby_1,")
    issues = issues_in(pack, CHESTS)
    assert any(i.field == "id" and "duplicate card id 'gold_ruby_1'" in i.message for i in issues)


def test_duplicate_id_across_files_is_an_error(pack):
    edit(pack, SETUP, "{id: start_ruby_1,", "{id: gold_ruby_1,")
    [issue] = issues_in(pack, SETUP)
    assert issue.entry == "starting_cards[2] (gold_ruby_1)" and "already used by cards[" in issue.message


def test_chest_without_its_wizard_is_an_error(pack):
    edit(
        pack,
        CHESTS,
        "{id: silver_wizard, metal: silver, kind: wizard,",
        "{id: silver_wizard, metal: silver, kind: ruby,",
    )
    assert any("silver chest needs exactly 1 wizard" in i.message for i in issues_in(pack, CHESTS))


def test_broken_pack_raises_content_error_with_every_issue(pack):
    edit(pack, LAMP, "effect: {type: steal_treasure}", "effect: {type: nope}")
    edit(pack, SETUP, "majority_bonus: 5", "majority_bonus: five")
    with pytest.raises(ContentError) as err:
        load_magic_lamp(pack)
    files = {i.file for i in err.value.issues}
    assert {LAMP, SETUP} <= files
