"""`energy-table hint GAME --players N --seed S --after K [--think-ms T] [--lang zh_TW|en] [--json]`.

Plays K actions with computer players (heuristic, each seat with its seeded RNG, as `simulate`
does), then prints the hint for the player to move: the action (the codec's JSON and a readable
form), the reason, and who advised — the game's hint player (`ai/hints.hint_bot_name`: the
searching expert where it can explain itself, thinking T milliseconds, 500 by default so the
command answers quickly; else the normal player) deciding on that player's own observation.
`--json` prints one object: {"player": P, "action": {...}, "reason": "...", "adviser": "expert",
"think_ms": T} (think_ms is null for an adviser that does not search). A bad argument, or a game
over before K actions, is a one-line message on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from desktop_app.cli_parser import OneLineParser, checked, think_ms, usage_error, write_text
from desktop_app.rules.common.options import seed_from_text

PROG = "energy-table hint"
DEFAULT_THINK_MS = 500  # a short budget: the command answers in about half a second
# Who advised, by registry name, in each language.
ADVISERS = {
    "expert": {"en": "the expert", "zh_TW": "高手"},
    "heuristic": {"en": "the normal player", "zh_TW": "普通電腦玩家"},
}


def _parser(games: tuple[str, ...]) -> argparse.ArgumentParser:
    parser = OneLineParser(prog=PROG, description="Play K actions with computer players, then print a hint.")
    parser.add_argument("game", choices=games, help="which game: " + ", ".join(games))
    parser.add_argument("--players", type=int, required=True, metavar="N", help="number of players")
    parser.add_argument(
        "--seed", type=checked(seed_from_text), default=0, metavar="S", help="the game's seed (default 0)"
    )
    parser.add_argument("--after", type=int, default=0, metavar="K", help="actions to play first (default 0)")
    parser.add_argument(
        "--think-ms",
        type=think_ms,
        default=DEFAULT_THINK_MS,
        metavar="T",
        help=f"a searching adviser's thinking time in milliseconds (default {DEFAULT_THINK_MS})",
    )
    parser.add_argument("--lang", choices=("zh_TW", "en"), default="zh_TW", help="language (default zh_TW)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str]) -> int:
    from desktop_app.ai.hints import HINT_GAMES

    parser = _parser(HINT_GAMES)
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2

    from desktop_app.ai.base import bot_rng
    from desktop_app.ai.hints import format_reason, hint, hint_bot_name
    from desktop_app.ai.registry import make_bot, thinks
    from desktop_app.commands.simulate import SIM_GAMES
    from desktop_app.content.errors import ContentError
    from desktop_app.rules.registry import GAMES

    definition = GAMES[args.game]
    if not definition.min_players <= args.players <= definition.max_players:
        span = f"{definition.min_players} to {definition.max_players}"
        return usage_error(PROG, f"{args.game} is for {span} players, not {args.players}")
    if args.after < 0:
        return usage_error(PROG, f"--after must be 0 or more, not {args.after}")
    try:
        content = definition.load_content(None)
    except ContentError as error:
        print(f"{PROG}: the content pack is broken:\n{error}", file=sys.stderr)
        return 1
    state = definition.new_game(content, SIM_GAMES[args.game]().make_options(args.players, args.seed))
    bots = [make_bot(args.game, "heuristic") for _ in range(args.players)]
    rngs = [bot_rng(args.seed, seat) for seat in range(args.players)]
    for played in range(args.after):
        if definition.is_over(state):
            return usage_error(PROG, f"the game is over after {played} actions, before {args.after}")
        player = definition.current_player(state)
        definition.apply_in_place(state, bots[player].choose(definition.observation(state, player), rngs[player]))
    if definition.is_over(state):
        return usage_error(PROG, f"the game is over after {args.after} actions: nobody is to move")
    player = definition.current_player(state)
    adviser = hint_bot_name(args.game)
    searches = thinks(make_bot(args.game, adviser))
    given = hint(args.game, definition.observation(state, player), player, think_ms=args.think_ms)
    reason = format_reason(args.game, given.reason, args.lang)
    if args.json:
        out = {
            "player": player,
            "action": given.action.to_json(),
            "reason": reason,
            "adviser": adviser,
            "think_ms": args.think_ms if searches else None,
        }
        write_text(json.dumps(out, ensure_ascii=False) + "\n")
        return 0
    who = ADVISERS.get(adviser, {"en": adviser, "zh_TW": adviser})[args.lang]
    if args.lang == "zh_TW":
        lines = [f"輪到玩家 {player + 1}（座位 {player}），已進行 {args.after} 步", "建議：", "原因：", "提供建議："]
        if searches:
            who += f"（會往後想，最多想 {args.think_ms / 1000:g} 秒）"
    else:
        lines = [
            f"Player {player + 1} (seat {player}) to move, after {args.after} actions",
            "Hint:",
            "Why:",
            "Advised by:",
        ]
        if searches:
            who += f", who thinks ahead (up to {args.think_ms} ms)"
    readable = f"{given.action}  {json.dumps(given.action.to_json(), ensure_ascii=False)}"
    write_text(f"{lines[0]}\n{lines[1]} {readable}\n{lines[2]} {reason}\n{lines[3]} {who}\n")
    return 0
