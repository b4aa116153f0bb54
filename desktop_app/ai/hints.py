"""Hints: what would a good player do now, and why?

`hint(game_id, observation)` asks the game's hint player (`hint_bot_name`: the `expert` where the
registry has one that can say why, else the normal player) to decide on the player's own
observation (what `GameDefinition.observation(state, player)` returns: never the hidden state)
and to say why. The bot returns the very action its `choose` returns, with a `Reason`: a code
naming a sentence in `game_data/<game>/hints.yaml` and the numbers it weighed. `format_reason`
turns a reason into a sentence in a language, its numbers formatted in ("34%").

A searching expert (`ai/search.py`) thinks: `think_ms` is its time (the window passes the app's
"Expert's thinking time" and asks on a worker thread), `cancel` a `threading.Event` that stops
it at once with the best move found so far. Without `think_ms` it plays a fixed number of
imagined games (`HINT_ROLLOUTS`), so the same position always gets the same hint.
"""

from __future__ import annotations

import functools
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from desktop_app.ai.base import Reason
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.ai.search import SEARCH_KEPT, SEARCHED_BETTER, SearchBot
from desktop_app.content.hints import HintSentences, fill
from desktop_app.content.loader import load_hints
from desktop_app.rules.common.actions import Action
from desktop_app.rules.registry import GAMES

__all__ = [
    "FIGURES",
    "HINT_ROLLOUTS",
    "Explains",
    "Hint",
    "Reason",
    "explain_again",
    "explains",
    "format_hint",
    "format_reason",
    "hint",
    "hint_bot_name",
]

# The sentences of a searching player's imagined games: a hint shows them under "more", after the
# reason a child can follow (issue 26: "the imagined-games figures go under 'more'").
FIGURES = frozenset({SEARCH_KEPT, SEARCHED_BETTER})
# Games whose strongest bot explains its moves.
HINT_GAMES = ("power-grid", "magic-lamp", "power-butler", "power-on")
# Imagined games a searching hint player plays when no thinking time is given: the same hint
# for the same position every time (a time budget gives as many as the machine manages).
HINT_ROLLOUTS = 48


@runtime_checkable
class Explains(Protocol):
    """A bot that can say why: the action `choose` would return, and its reason."""

    def decide_with_reason(self, observation: Any, rng: random.Random) -> tuple[Action, Reason]: ...


@dataclass(frozen=True)
class Hint:
    player: int
    action: Action
    reason: Reason


def explain_again(bot: object, observation: Any, rng_state: Any, action: Action) -> Reason | None:
    """Why `bot` chose `action`: its explanation from the same observation and the same random
    draws (`rng_state`, used on a copy: play is not changed); None if it cannot explain that
    very move."""
    explain = getattr(bot, "decide_with_reason", None)
    if explain is None:
        return None
    rng = random.Random()
    rng.setstate(rng_state)
    again, reason = explain(observation, rng)
    return reason if again == action and isinstance(reason, Reason) else None


def explains(bot: object) -> bool:
    """Whether the bot can say why it makes its moves (a searching one: if its normal player can)."""
    if isinstance(bot, SearchBot):
        return isinstance(bot.policy, Explains)
    return isinstance(bot, Explains)


@functools.cache
def hint_bot_name(game_id: str) -> str:
    """The registry name of the bot that gives a game's hints: its `expert` where that one can
    say why, else the normal player (decided once per game)."""
    if "expert" in bot_names(game_id) and explains(make_bot(game_id, "expert")):
        return "expert"
    return "heuristic"


def hint(
    game_id: str,
    observation: Any,
    player: int | None = None,
    rng: random.Random | None = None,
    bot: str | None = None,
    think_ms: int | None = None,
    cancel: threading.Event | None = None,
    rollouts: int | None = None,
) -> Hint:
    """The hint player's move for `player`, decided on `player`'s observation, and why.

    `player` defaults to the player to move in the observation; `rng` is what the bot may draw
    from (a fixed one by default, so a hint is repeatable); `bot` names the adviser (a guided
    game's script keeps to the normal player, so a stronger hint player never changes it).
    A searching adviser thinks `think_ms` milliseconds, or plays `rollouts` imagined games
    (`HINT_ROLLOUTS` when neither is given); `cancel`, once set, stops it at once with the
    best move found so far (always a legal one). The others answer at once.
    """
    if game_id not in HINT_GAMES:
        raise ValueError(f"no hints for '{game_id}' (games with hints: {', '.join(HINT_GAMES)})")
    adviser = make_bot(game_id, bot or hint_bot_name(game_id))
    if not isinstance(adviser, Explains) or not explains(adviser):
        raise TypeError(f"the {game_id} bot cannot explain its moves")
    if isinstance(adviser, SearchBot):
        adviser.cancel = cancel
        if think_ms is not None and rollouts is None:
            adviser.think_ms = think_ms
            adviser.max_rollouts = None
        else:
            adviser.max_rollouts = HINT_ROLLOUTS if rollouts is None else rollouts
    action, reason = adviser.decide_with_reason(observation, rng or random.Random(0))
    if player is None:
        player = GAMES[game_id].current_player(observation)
    return Hint(player, action, reason)


@functools.cache
def _sentences(folder: str) -> HintSentences:
    return load_hints(folder)


def format_reason(game: str, reason: Reason, language: str, names: Sequence[str] = ()) -> str:
    """The reason as a sentence in `language` ("zh_TW" or "en"), numbers formatted in.

    `game` is the game id ("power-grid") or its folder ("power_grid"). The sentences a reason
    adds (`also`) follow it. `names`: the seats' names, said for a `player` number (else the
    number stays).
    """
    return ("" if language == "zh_TW" else " ").join(
        part for part in format_hint(game, reason, language, names) if part
    )


def format_hint(game: str, reason: Reason, language: str, names: Sequence[str] = ()) -> tuple[str, str]:
    """(the reason, its figures) in `language`: the sentences a child can follow, then, for a
    hint's "more", the imagined games' figures a searching player added ("" when none)."""
    sentences = _sentences(game.replace("-", "_"))
    parts = (reason, *reason.also)
    gap = "" if language == "zh_TW" else " "

    def said(part: Reason) -> str:
        params: dict[str, object] = dict(part.params)
        seat = params.get("player")
        # a seat's number (1, 2, ...) said as the name the table shows: a child reads "阿華",
        # not "player 3" (Magic Lamp's "name who may take a treasure")
        if isinstance(seat, int) and 1 <= seat <= len(names):
            params["player"] = names[seat - 1]
        return fill(sentences, part.code, params, language)

    lead = gap.join(said(p) for p in parts if p.code not in FIGURES)
    more = gap.join(said(p) for p in parts if p.code in FIGURES)
    return lead, more
