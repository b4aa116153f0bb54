"""Why a move was made, in words: a classroom's E and a device's "why?" (issue 25).

`explained_record(game_id, history)` picks the move to explain: the last one, except after Magic
Lamp's race, where every seat's press is entered at once and the last press is rarely the one
that mattered: it is the press of the player the race turned on (the first to summon a genie, or
the first false touch), whom the race's words name. `why_words(game_id, record, language)` says
the move's energy side (`ai/energy.py`) and then its game reason (the computer player's own, as
the hints word it), each a sentence in the language, or "" when there is none.

A record is anything with `player`, `action`, `before`, `after` and `reason` (the controller's
`ActionRecord`; the session's records on the host are the same objects).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.ai.energy import energy_reason
from desktop_app.ai.hints import format_hint, format_reason
from desktop_app.rules.magic_lamp import actions as lamp
from desktop_app.rules.magic_lamp.flow import race_decider
from desktop_app.rules.magic_lamp.state import Phase

__all__ = ["WhyWords", "explained_record", "kept_secret", "why_words"]


@dataclass(frozen=True)
class WhyWords:
    """A move's reasons in one language: its energy side, the game's, and the imagined games'
    figures behind it, for "more" ("" when none)."""

    energy: str
    game: str
    more: str = ""


def explained_record(game_id: str, history: Sequence[Any]) -> Any:
    """The record a "why?" explains now (see the module); None before any move."""
    if not history:
        return None
    last = history[-1]
    if game_id != "magic-lamp" or not isinstance(last.action, (lamp.RubLamp, lamp.KeepStill)):
        return last
    decider = race_decider(last.after)
    if decider is None:
        return last
    for record in reversed(history):  # the race's presses: the records just before, one a seat
        if not isinstance(record.action, (lamp.RubLamp, lamp.KeepStill)):
            break
        if record.player == decider:
            return record
    return last


def why_words(game_id: str, record: Any, language: str, names: Sequence[str] = ()) -> WhyWords:
    """The record's energy reason and game reason, worded in `language` (`names`: the seats')."""
    energy = energy_reason(game_id, record.before, record.after, record.player, record.action)
    reason = getattr(record, "reason", None)  # (a record of a person's move may carry none)
    game, more = format_hint(game_id, reason, language, names) if reason is not None else ("", "")
    return WhyWords(format_reason(game_id, energy, language) if energy is not None else "", game, more)


def kept_secret(game_id: str, record: Any, state: Any) -> bool:
    """Whether the move's game reason would tell what the table still hides: a Magic Lamp die
    set face down ("put your 5 on the bronze chest") until every die is shown for the race."""
    return game_id == "magic-lamp" and isinstance(record.action, lamp.PlaceDie) and state.phase is Phase.CHOOSE
