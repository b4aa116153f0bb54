"""The new-game dialog's checks of what was typed (no widgets): the deal code or seed field and
the players' names, each problem said in the player's language in one sentence.

The rules decide (`rules/common/deal_code.read_deal_code`, `rules/common/options.seed_from_text`,
the game's `options_from_json`); these only put their answers into words for the dialog.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.rules.common.deal_code import DealCodeError, read_deal_code
from desktop_app.rules.common.options import SEED_LIMIT, OptionError, seed_from_text
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit.narration import fill

_FULL_WIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")


def deal_code_reason(error: DealCodeError) -> str:
    """A deal code's problem in the player's language (the rules say it in English)."""
    text = str(error)
    words = {
        "cut short": QCoreApplication.translate("NewGameDialog", "it is cut short."),
        "start with": QCoreApplication.translate("NewGameDialog", "it should start with PG, PB, PO or ML (the game)."),
        "no code uses": QCoreApplication.translate("NewGameDialog", "it has letters no code uses."),
        "whole code": QCoreApplication.translate("NewGameDialog", "type the whole code, for example PG-1A2B-3C4D."),
        "mistyped": QCoreApplication.translate("NewGameDialog", "a letter may be mistyped."),
    }
    return next((said for key, said in words.items() if key in text), text)


def code_text(typed: str) -> str:
    """The seed field's text when it is a deal code (it holds a letter), else ''."""
    text = typed.strip()
    return text if any(char.isalpha() for char in text) else ""


def code_problem(code: str, save_id: str, low: int, high: int) -> str:
    """Why a deal code names no deal of this game (`save_id`) for `low`..`high` players ('' when
    it does, or for no code)."""
    if not code:
        return ""
    try:
        game_id, options = read_deal_code(code)
    except DealCodeError as error:
        return fill(
            QCoreApplication.translate("NewGameDialog", "The deal code does not work: %1"), deal_code_reason(error)
        )
    if game_id != save_id or not low <= options["players"] <= high:
        return QCoreApplication.translate("NewGameDialog", "This deal code is for another game.")
    try:
        GAMES[game_id].options_from_json(options)
    except (KeyError, TypeError, ValueError):
        return QCoreApplication.translate("NewGameDialog", "This deal code is for a newer version of the game.")
    return ""


def _seed_text(typed: str) -> str:
    """The typed seed with full-width digits (a Chinese input method's "７") made plain."""
    return typed.translate(_FULL_WIDTH_DIGITS).strip()


def typed_seed(typed: str) -> int | None:
    """The typed seed, if it is one every game deals from (rules/common/options.py)."""
    try:
        return seed_from_text(_seed_text(typed))
    except OptionError:
        return None


def seed_problem(typed: str) -> str:
    """Why the typed text (not a deal code) is no seed ('' for a seed or an empty field)."""
    if not typed.strip() or typed_seed(typed) is not None:
        return ""
    text = _seed_text(typed)
    if text.isascii() and text.isdigit():
        return fill(
            QCoreApplication.translate("NewGameDialog", "The seed is too large: the largest is %1."), SEED_LIMIT - 1
        )
    return QCoreApplication.translate(
        "NewGameDialog", "The seed must be a whole number, or a deal code (or left empty)."
    )


def name_problem(names: Sequence[str]) -> tuple[str, int | None]:
    """Why the players' names do not work (and the first seat at fault), or ('', None)."""
    seen: dict[str, int] = {}
    for seat, name in enumerate(names):
        text = name.strip()
        if not text:
            return fill(QCoreApplication.translate("NewGameDialog", "Player %1 needs a name."), seat + 1), seat
        key = text.casefold()
        if key in seen:
            return fill(
                QCoreApplication.translate(
                    "NewGameDialog", "Two players are both called %1: give each a different name."
                ),
                text,
            ), seat
        seen[key] = seat
    return "", None
