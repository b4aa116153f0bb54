"""Hint sentences (issue 14): what validate-content checks in a game's `hints.yaml`, and how a
reason is said: numbers formatted for the language, words and names in the language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.ai.base import Reason
from desktop_app.ai.hints import HINT_GAMES, format_reason, hint_bot_name
from desktop_app.commands.hint import main as hint_main
from desktop_app.content.hints import reason_catalogue
from desktop_app.content.loader import load_hints, validate_pack
from desktop_app.content.model import LocalizedText


def _folder(game_id: str) -> str:
    return game_id.replace("-", "_")


def _edit(pack: Path, folder: str, old: str, new: str) -> None:
    path = pack / folder / "hints.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_every_reason_a_bot_can_give_has_a_sentence_in_both_languages(game_id: str) -> None:
    folder = _folder(game_id)
    catalogue = reason_catalogue(folder)
    assert catalogue is not None
    sentences = load_hints(folder)
    assert set(sentences.reasons) == set(catalogue.codes)
    for code, params in catalogue.codes.items():
        reason = Reason(code, {name: 3 for name in params})
        for language in ("zh_TW", "en"):
            assert format_reason(game_id, reason, language).strip()
    assert validate_pack() == []


def test_validate_content_catches_a_missing_sentence(pack: Path) -> None:
    _edit(pack, "power_grid", "  bid:\n", "  bid_renamed:\n")
    issues = validate_pack(pack)
    messages = [issue.message for issue in issues]
    assert any("no sentence for the reason 'bid'" in m for m in messages), messages
    assert any("'bid_renamed' is not a reason" in m for m in messages), messages


def test_validate_content_catches_a_placeholder_with_no_param(pack: Path) -> None:
    _edit(pack, "power_grid", "出價 {amount} 電元", "出價 {amount} 電元（{chance:.0%}）")
    issues = validate_pack(pack)
    assert any("{chance} is not a number this reason gives" in i.message for i in issues), issues


def test_validate_content_catches_a_missing_language_and_a_missing_word(pack: Path) -> None:
    _edit(pack, "power_grid", "  coal: {zh_TW: 煤, en: coal}\n", "")
    issues = validate_pack(pack)
    assert any("no text for the word 'coal'" in i.message for i in issues), issues


def test_numbers_are_formatted_for_the_language() -> None:
    """A chance reads as a percent (34%), one decimal where the template asks, one city or more."""
    from types import MappingProxyType

    from desktop_app.content.hints import HintSentences, fill

    sentences = HintSentences(
        game="made_up",
        reasons=MappingProxyType(
            {
                "stop": LocalizedText(
                    zh_TW="停：爆掉機率 {chance:.0%}，{city}", en="Stop: {chance:.0%} to bust, {n} {n:gem|gems}, {city}"
                )
            }
        ),
        words=MappingProxyType({}),
    )
    city = LocalizedText(zh_TW="彰化", en="Changhua")
    assert (
        fill(sentences, "stop", {"chance": 0.341, "n": 1, "city": city}, "en") == "Stop: 34% to bust, 1 gem, Changhua"
    )
    assert (
        fill(sentences, "stop", {"chance": 0.341, "n": 3, "city": city}, "en") == "Stop: 34% to bust, 3 gems, Changhua"
    )
    assert fill(sentences, "stop", {"chance": 0.341, "n": 3, "city": city}, "zh_TW") == "停：爆掉機率 34%，彰化"


def test_a_fuel_is_named_in_the_language() -> None:
    reason = Reason("buy", {"amount": 2, "resource": "coal", "cost": 5, "cities": 1})
    assert format_reason("power-grid", reason, "en") == "Buy 2 coal for 5 Elektro: enough to power 1 city this round."
    assert "煤" in format_reason("power-grid", reason, "zh_TW")


# --- energy-table hint ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_hint_command_prints_the_action_and_the_reason_in_both_languages(game_id, capsys) -> None:
    quick = ["--players", "3", "--seed", "1", "--after", "12", "--think-ms", "50"]
    assert hint_main([game_id, *quick, "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "to move" in english and "Hint:" in english and "Why:" in english and "Advised by:" in english
    assert hint_main([game_id, *quick]) == 0
    chinese = capsys.readouterr().out
    assert "輪到玩家" in chinese and "原因：" in chinese and "提供建議：" in chinese


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_hint_command_json_is_one_object(game_id, capsys) -> None:
    quick = ["--players", "3", "--seed", "1", "--after", "12", "--think-ms", "50"]
    assert hint_main([game_id, *quick, "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"player", "action", "reason", "adviser", "think_ms"}
    assert isinstance(out["player"], int) and out["action"]["type"] and out["reason"]
    assert out["adviser"] == hint_bot_name(game_id)


@pytest.mark.parametrize("game_id", ["power-grid", "power-butler"])
def test_hint_command_says_the_searching_expert_advised_and_its_thinking_time(game_id, capsys) -> None:
    """Issue 16: "Hints use the expert where it is stronger"; the command thinks `--think-ms`
    (500 ms by default, so it answers quickly) and names who advised."""
    assert hint_main([game_id, "--players", "2", "--seed", "3", "--after", "20", "--think-ms", "80", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["adviser"], out["think_ms"]) == ("expert", 80)
    assert (
        hint_main([game_id, "--players", "2", "--seed", "3", "--after", "20", "--think-ms", "80", "--lang", "en"]) == 0
    )
    assert "Advised by: the expert, who thinks ahead (up to 80 ms)" in capsys.readouterr().out
    assert hint_main([game_id, "--players", "2", "--seed", "3", "--after", "20", "--think-ms", "80"]) == 0
    assert "提供建議： 高手（會往後想，最多想 0.08 秒）" in capsys.readouterr().out


def test_hint_command_refuses_a_game_already_over_and_bad_arguments(capsys) -> None:
    assert hint_main(["power-grid", "--players", "3", "--after", "100000"]) == 2
    assert "the game is over after" in capsys.readouterr().err
    assert hint_main(["power-grid", "--players", "9"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err
    assert hint_main(["power-grid", "--players", "3", "--after", "-1"]) == 2
    assert hint_main(["power-grid", "--players", "3", "--think-ms", "0"]) == 2
    assert hint_main(["no-such-game", "--players", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 3  # one line each
