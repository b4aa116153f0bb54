"""Aladdin & the Magic Lamp's rules reference (game_data/magic_lamp/how_to_play.yaml, issue 14):
it loads in both languages, its figures and values follow the game's YAML, a broken directive or
link is reported, and `moment(state)` names only moments the reference explains."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.magic_lamp.random_bot import RandomBot
from desktop_app.content.how_to_play import section_markdown
from desktop_app.content.how_to_play.magic_lamp import FIGURES, MOMENTS, PICTURES, VALUES
from desktop_app.content.loader import load_how_to_play, load_magic_lamp, validate_pack
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.moments import moment
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase, Pick
from desktop_app.rules.magic_lamp.views import observation

FOLDER = "magic_lamp"
FILE = f"{FOLDER}/how_to_play.yaml"
LANGUAGES = ("zh_TW", "en")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def shipped():
    return load_how_to_play(FOLDER)


def _edit(pack: Path, rel: str, old: str, new: str) -> None:
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {rel}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_reference_loads_in_both_languages_with_every_directive_filled(shipped):
    reference, content = shipped
    assert reference.title.zh_TW and reference.title.en
    for section in reference.sections:
        for language in LANGUAGES:
            text = section_markdown(reference, section, content, language)
            assert text.startswith(f"# {section.title.get(language)}\n")
            assert "{{" not in text, (section.id, language)


def test_every_section_is_written_in_both_languages(shipped):
    reference, _ = shipped
    for section in reference.sections:
        assert CJK.search(section.title.zh_TW) and CJK.search(section.body.zh_TW), section.id
        assert not CJK.search(section.title.en) and not CJK.search(section.body.en), section.id


def test_the_sections_come_in_the_order_a_reader_needs(shipped):
    reference, _ = shipped
    assert [s.id for s in reference.sections] == [
        "goal",
        "box",
        "setup",
        "choose",
        "lamp_race",
        "wishes",
        "calm_genie",
        "explore",
        "amulets_sets",
        "scoring",
        "modes",
        "decisions",
        "glossary",
    ]


def test_every_moment_opens_a_section_that_explains_it(shipped):
    reference, _ = shipped
    for name in MOMENTS:
        assert name in reference.section_for_moment(name).moments


def test_every_figure_value_and_picture_kind_is_used(shipped):
    """Nothing offered to the YAML is left dead."""
    reference, _ = shipped
    bodies = "\n".join(s.body.zh_TW + "\n" + s.body.en for s in reference.sections)
    for name in FIGURES:
        assert f"{{{{figure {name}}}}}" in bodies, name
    for kind in PICTURES:
        assert f"{{{{picture {kind}" in bodies, kind
    for name in VALUES:
        assert f"{{{{value {name}}}}}" in bodies, name


# (figure, file, old text, new text, a cell the new figure shows in English)
FIGURE_EDITS = [
    (
        "box",
        "magic_lamp/setup.yaml",
        "- {id: start_diamond_2, kind: diamond}",
        "- {id: start_diamond_2, kind: ruby}",
        "1 diamond, 3 ruby",
    ),
    (
        "chest_contents",
        "magic_lamp/chests.yaml",
        "{id: bronze_ring_2, metal: bronze, kind: ring,",
        "{id: bronze_ring_2, metal: bronze, kind: bracelet,",
        "| Bracelet | 3 | 2 | 2 |",
    ),
    (
        "scorpions",
        "magic_lamp/chests.yaml",
        "{id: bronze_diamond_1, metal: bronze, kind: diamond, scorpions: 0}",
        "{id: bronze_diamond_1, metal: bronze, kind: diamond, scorpions: 3}",
        "| 3 scorpions | 1 | 0 | 0 |",
    ),
    (
        "players",
        "magic_lamp/setup.yaml",
        "{players: 3, dice: 1, starting_cards: 1}",
        "{players: 3, dice: 1, starting_cards: 2}",
        "| 3 | 1 | 2 |",
    ),
    (
        "set_bonus",
        "magic_lamp/chests.yaml",
        "set_bonus: 8",
        "set_bonus: 9",
        "| Silver chest: ring+bracelet+necklace | +9 |",
    ),
    ("scoring", "magic_lamp/setup.yaml", "majority_bonus: 5", "majority_bonus: 4", "| +4 per colour |"),
    (
        "wishes",
        "magic_lamp/lamp.yaml",
        'en: "Take the top card of the gold chest, safe from scorpions."',
        'en: "Take the top gold card, with no scorpion danger."',
        "| Take the top gold card, with no scorpion danger. | Golden Sun | 1 |",
    ),
]


@pytest.mark.parametrize(("figure", "rel", "old", "new", "cell"), FIGURE_EDITS, ids=[e[0] for e in FIGURE_EDITS])
def test_each_figure_follows_the_yaml(pack, figure, rel, old, new, cell):
    before = FIGURES[figure](load_magic_lamp(pack), "en")
    _edit(pack, rel, old, new)
    reference, content = load_how_to_play(FOLDER, pack)
    assert FIGURES[figure](content, "en") != before
    shown = "\n".join(
        section_markdown(reference, s, content, "en")
        for s in reference.sections
        if f"{{{{figure {figure}}}}}" in s.body.en
    )
    assert cell in shown


@pytest.mark.parametrize(
    ("rel", "old", "new", "section", "shown"),
    [
        ("magic_lamp/setup.yaml", "wizard_from_bottom: 6", "wizard_from_bottom: 4", "setup", "**card number 4 counted"),
        ("magic_lamp/setup.yaml", "wizard_from_bottom: 6", "wizard_from_bottom: 4", "setup", "3 cards lie under him"),
        ("magic_lamp/setup.yaml", "bonus: 5\nmajority", "bonus: 7\nmajority", "modes", "scores 7 more points"),
        ("magic_lamp/chests.yaml", "set_bonus: 6", "set_bonus: 5", "scoring", "- A complete bronze set: +5"),
    ],
)
def test_each_value_follows_the_yaml(pack, rel, old, new, section, shown):
    _edit(pack, rel, old, new)
    reference, content = load_how_to_play(FOLDER, pack)
    assert shown in section_markdown(reference, reference.section(section), content, "en")


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("{{figure scorpions}}", "{{figure scorpion}}", "no figure 'scorpion'"),
        ("{{value ring_bonus}}", "{{value ring_points}}", "no value 'ring_points'"),
        ("{{picture cards gold_wizard}}", "{{picture cards gold_wizzard}}", "'cards gold_wizzard' names nothing"),
        ("{{picture dice 3.3.5}}", "{{picture dice 3.3.7}}", "'dice 3.3.7' names nothing"),
        ("{{picture board silver-4}}", "{{picture board tin-4}}", "'board tin-4' names nothing"),
        ("{{picture chest gold}}", "{{picture chest copper}}", "'chest copper' names nothing"),
        ("{{picture lamp}}", "{{picture genie}}", "no picture kind 'genie'"),
        ("{{figure box}}", "{{ box }}", "is not {{figure NAME}}"),
        ("(#scoring)", "(#score)", "the link to '#score' names no section"),
        ("moments: [ring]", "moments: []", "no section explains the moment 'ring'"),
        ("moments: [race]", "moments: [racing]", "'racing' is not a moment"),
    ],
)
def test_a_broken_directive_or_link_is_reported(pack, old, new, problem):
    _edit(pack, FILE, old, new)
    issues = [str(issue) for issue in validate_pack(pack)]
    assert any(FILE in i and problem in i for i in issues), issues


def test_the_shipped_reference_has_no_problem(shipped):
    assert not [str(i) for i in validate_pack() if FILE in str(i)]


# --- moments ------------------------------------------------------------------------------


def _play(content, players: int, seed: int, ring: bool) -> list[str]:
    state = engine.new_game(content, MagicLampOptions(players, seed, magic_ring=ring))
    bots = [HeuristicBot() if (seat + seed) % 2 else RandomBot() for seat in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    seen = [moment(state)]
    while not engine.is_over(state):
        who = engine.current_player(state)
        engine.apply_in_place(state, bots[who].choose(observation(state, who), rngs[who]))
        seen.append(moment(state))
        assert len(seen) < 5000
    return seen


def test_moment_over_simulated_games_returns_only_moments_and_reaches_each():
    """Sixteen seeded games (2-5 players, the magic ring on in half) between heuristic and random
    bots: every state's moment is one of MOMENTS, and every moment comes up. The rarest is
    'ring' (the ring's pick from the discard pile: a 6 drawn in full with fewer than 6 scorpions,
    in ring games only); these seeds reach it."""
    content = load_magic_lamp()
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(4):
            moments = _play(content, players, seed, ring=seed % 2 == 1)
            assert set(moments) <= set(MOMENTS)
            assert moments[0] == "choose" and moments[-1] == "game_over"
            seen |= set(moments)
    assert seen == set(MOMENTS)


def test_moment_tells_apart_the_reasons_for_picking_a_card():
    """A card picked for a wish, for a false touch or for the ring opens three different sections."""
    state = engine.new_game(load_magic_lamp(), MagicLampOptions(3, 1, magic_ring=True))
    state.phase = Phase.PICK
    found = {}
    for kind in Pick:
        state.pick_kind = kind
        found[kind] = moment(state)
    assert found == {Pick.DISCARD: "wish", Pick.STEAL: "wish", Pick.RAMPAGE: "calm", Pick.RING: "ring"}
