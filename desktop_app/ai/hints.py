"""Hints: what would a good player do now, and why?

`hint(game_id, observation)` asks the game's strongest computer player (`expert` where the
registry has one, else `heuristic`) to decide on the player's own observation (what
`GameDefinition.observation(state, player)` returns: never the hidden state) and to say why.
The bot returns the very action its `choose` returns, with a `Reason`: a code naming a sentence
in `game_data/<game>/hints.yaml` and the numbers it weighed. `format_reason` turns a reason into
a sentence in a language, its numbers formatted in ("34%").
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from desktop_app.ai.base import Reason
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.content.hints import HintSentences, fill
from desktop_app.content.loader import load_hints
from desktop_app.rules.common.actions import Action
from desktop_app.rules.registry import GAMES

__all__ = ["Explains", "Hint", "Reason", "format_reason", "hint", "hint_bot_name"]

# Games whose strongest bot explains its moves.
HINT_GAMES = ("power-grid", "magic-lamp", "power-butler", "power-on")


@runtime_checkable
class Explains(Protocol):
    """A bot that can say why: the action `choose` would return, and its reason."""

    def decide_with_reason(self, observation: Any, rng: random.Random) -> tuple[Action, Reason]: ...


@dataclass(frozen=True)
class Hint:
    player: int
    action: Action
    reason: Reason


def hint_bot_name(game_id: str) -> str:
    """The registry name of the bot that gives a game's hints: the strongest one that can say
    why (a searching expert that cannot explain its moves yet leaves hints to the normal one)."""
    names = bot_names(game_id)
    if "expert" in names and isinstance(make_bot(game_id, "expert"), Explains):
        return "expert"
    return "heuristic"


def hint(
    game_id: str,
    observation: Any,
    player: int | None = None,
    rng: random.Random | None = None,
    bot: str | None = None,
) -> Hint:
    """The strongest bot's move for `player`, decided on `player`'s observation, and why.

    `player` defaults to the player to move in the observation; `rng` is what the bot may draw
    from (a fixed one by default, so a hint is repeatable); `bot` names the adviser (a guided
    game's script keeps to the normal player, so a stronger hint player never changes it).
    """
    if game_id not in HINT_GAMES:
        raise ValueError(f"no hints for '{game_id}' (games with hints: {', '.join(HINT_GAMES)})")
    adviser = make_bot(game_id, bot or hint_bot_name(game_id))
    if not isinstance(adviser, Explains):
        raise TypeError(f"the {game_id} bot cannot explain its moves")
    action, reason = adviser.decide_with_reason(observation, rng or random.Random(0))
    if player is None:
        player = GAMES[game_id].current_player(observation)
    return Hint(player, action, reason)


@functools.cache
def _sentences(folder: str) -> HintSentences:
    return load_hints(folder)


def format_reason(game: str, reason: Reason, language: str) -> str:
    """The reason as a sentence in `language` ("zh_TW" or "en"), numbers formatted in.

    `game` is the game id ("power-grid") or its folder ("power_grid").
    """
    return fill(_sentences(game.replace("-", "_")), reason.code, dict(reason.params), language)
