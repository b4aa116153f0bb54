"""`energy-table simulate GAME`: play computer-only games headless and report the results.

    energy-table simulate power-grid --players 4 --games 100 --seed 0 \
        --bots heuristic,random,random,random [--json] [--trace FILE] [--max-rounds 100]
        [--think-ms 200]

Game i uses seed S+i; each seat's bot gets its own RNG derived from that seed and the seat, so a
run is reproducible (but for a searching player on a time budget, `expert`: how far it searches
depends on the machine's speed). Bots see only their seat's observation. The command is generic over games:
a game plugs in with one `SimGame` entry in `SIM_GAMES` (its rules definition plus how to count
rounds and summarise a seat); bots come from `desktop_app.ai.registry`.

Output: one line per game and a summary (or, with --json, one JSON object per game and a final
summary object, nothing else on stdout). --trace writes one JSON line per applied action. The
formats are documented in docs/trace-format.md. Bad arguments give a one-line message on stderr
and exit code 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol, TextIO

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.cli_parser import checked, open_output, think_ms
from desktop_app.content.errors import ContentError
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.common.options import SEED_LIMIT, OptionError, options_from_text, seed_from_text
from desktop_app.rules.registry import GAMES

PROG = "energy-table simulate"
DEFAULT_MAX_ROUNDS = 100


@dataclass(frozen=True)
class SimGame:
    """What the simulate command needs to know about one game beyond its rules definition."""

    definition: GameDefinition
    defaults: dict[str, Any]  # setup options besides players and seed, before --option/--mode

    def make_options(self, players: int, seed: int, extra: dict[str, Any] | None = None) -> Any:
        """The game's setup options: players, seed, the defaults, then the command line's."""
        data = {**self.defaults, **(extra or {}), "players": players, "seed": seed}
        return self.definition.options_from_json(data)

    rounds: Callable[[Any], int]  # the round in progress (or in which the game ended)
    seat_summary: Callable[[Any, int], dict[str, int]]  # end-of-game figures for one seat
    seat_fields: tuple[str, ...]  # the keys seat_summary returns, in order (for the header)


def _power_grid_seat(state: Any, seat: int) -> dict[str, int]:
    return {
        "cities": len(state.cities[seat]),
        "powered": state.powered[seat],
        "money": state.money[seat],
    }


def _power_grid() -> SimGame:
    definition = GAMES["power-grid"]
    return SimGame(
        definition=definition,
        defaults={},
        rounds=lambda state: state.round,
        seat_summary=_power_grid_seat,
        seat_fields=("cities", "powered", "money"),
    )


def _magic_lamp_seat(state: Any, seat: int) -> dict[str, int]:
    row = state.scores[seat] if state.scores else {}
    return {"cards": len(state.tableau[seat]), "score": row.get("total", 0)}


def _magic_lamp() -> SimGame:
    definition = GAMES["magic-lamp"]
    return SimGame(
        definition=definition,
        defaults={},
        rounds=lambda state: state.round,
        seat_summary=_magic_lamp_seat,
        seat_fields=("cards", "score"),
    )


def _power_butler_seat(state: Any, seat: int) -> dict[str, int]:
    from desktop_app.rules.power_butler.engine import score  # the rules' own breakdown

    points, variety, unpaid, total = score(state, seat)
    return {"appliances": len(state.owned[seat]), "unpaid": unpaid, "score": total}


def _power_butler() -> SimGame:
    """Standard mode unless `--mode simple` (the family version) is given."""
    definition = GAMES["power-butler"]
    return SimGame(
        definition=definition,
        defaults={},
        rounds=lambda state: state.round,
        seat_summary=_power_butler_seat,
        seat_fields=("appliances", "unpaid", "score"),
    )


def _power_on_seat(state: Any, seat: int) -> dict[str, int]:
    return {"stars": state.stars(seat), "cities": len(state.cities_won[seat]), "collapses": state.collapses[seat]}


def _power_on() -> SimGame:
    """The no-dexterity carbon tower by default; `--option tower=stacking` stacks through physics."""
    definition = GAMES["power-on"]
    return SimGame(
        definition=definition,
        defaults={"tower": "no_dexterity"},
        rounds=lambda state: state.round,
        seat_summary=_power_on_seat,
        seat_fields=("stars", "cities", "collapses"),
    )


SIM_GAMES: dict[str, Callable[[], SimGame]] = {
    "power-grid": _power_grid,
    "magic-lamp": _magic_lamp,
    "power-butler": _power_butler,
    "power-on": _power_on,
}
# Other names people use for a game (the launcher calls Magic Lamp "aladdin").
ALIASES = {"aladdin": "magic-lamp"}


class UsageError(Exception):
    """A bad command line; the message is one line for stderr."""


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting, so errors stay one line."""

    def error(self, message: str) -> None:  # type: ignore[override]  # raises, never returns
        raise UsageError(message)

    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]  # raises
        if message:
            print(message, file=sys.stderr, end="")
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def _parser() -> _Parser:
    p = _Parser(
        prog=PROG,
        description="Play computer-only games without a window and report who won.",
    )
    p.add_argument("game", help=f"the game to play: {', '.join(SIM_GAMES)}")
    p.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=checked(seed_from_text), default=0, help="seed of the first game; game i uses seed+i")
    p.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot per seat, or one name for every seat (default: heuristic)",
    )
    p.add_argument(
        "--think-ms",
        type=think_ms,
        default=None,
        help="a searching player's (expert's) time per decision in milliseconds (default: its own)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable JSON lines on stdout")
    p.add_argument("--trace", metavar="FILE", help="write one JSON line per applied action")
    p.add_argument(
        "--max-rounds",
        type=int,
        default=DEFAULT_MAX_ROUNDS,
        help=f"stop a game unfinished after this many rounds (default {DEFAULT_MAX_ROUNDS})",
    )
    p.add_argument("--content", metavar="DIR", help="content pack to play with (default: built-in)")
    p.add_argument("--mode", help="the game's mode where it has one (power-butler: simple or standard)")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setup option of the game, repeatable (e.g. tower=stacking, magic_ring=true)",
    )
    return p


def _parse_options(pairs: list[str], mode: str | None, game: GameDefinition) -> dict[str, Any]:
    """--option KEY=VALUE pairs and --mode, each read by the game's own kind of option (a flag
    is true/false/yes/no/on/off/1/0, never guessed from JSON: "no" was read as true)."""
    for pair in pairs:
        key = pair.partition("=")[0].strip()
        if key in ("players", "seed"):
            raise UsageError(f"use --{key}, not --option {key}=...")
    settable = tuple(o for o in game.setup_options if o.name not in ("players", "seed"))
    if mode is not None:
        if not any(o.name == "mode" for o in settable):
            raise UsageError("--mode is for a game with modes (power-butler: simple or standard)")
        pairs = [*pairs, f"mode={mode}"]
    try:
        return options_from_text(pairs, settable)
    except OptionError as exc:
        raise UsageError(f"bad setup option for {game.id}: {exc}") from None


@dataclass
class _Config:
    sim: SimGame
    players: int
    games: int
    seed: int
    bots: list[str]
    as_json: bool
    trace: str | None
    max_rounds: int
    content: str | None
    options: dict[str, Any]
    think_ms: int | None = None


def _configure(argv: list[str]) -> _Config:
    """Parse and check the command line; raises UsageError with a one-line reason."""
    args = _parser().parse_args(argv)
    game_id = args.game.replace("_", "-").lower()
    game_id = ALIASES.get(game_id, game_id)
    if game_id not in SIM_GAMES:
        raise UsageError(f"unknown game '{args.game}'; games you can simulate: {', '.join(SIM_GAMES)}")
    sim = SIM_GAMES[game_id]()
    d = sim.definition
    if not d.min_players <= args.players <= d.max_players:
        raise UsageError(f"{game_id} is for {d.min_players} to {d.max_players} players, not {args.players}")
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if args.max_rounds < 1:
        raise UsageError(f"--max-rounds must be at least 1, not {args.max_rounds}")
    if args.bots is not None and not args.bots.strip():
        raise UsageError(f"--bots is empty; choose from: {', '.join(bot_names(game_id))}")
    names = [n.strip() for n in (args.bots or "heuristic").split(",")]
    known = bot_names(game_id)
    for name in names:
        if name not in known:
            raise UsageError(f"unknown bot '{name}' for {game_id}; choose from: {', '.join(known)}")
    if len(names) == 1:
        names = names * args.players
    elif len(names) != args.players:
        raise UsageError(
            f"--bots names {len(names)} bots for {args.players} players (give one per seat, or one for all)"
        )
    if args.seed + args.games > SEED_LIMIT:
        raise UsageError(f"--seed {args.seed} with {args.games} games passes the largest seed, {SEED_LIMIT - 1}")
    options = _parse_options(args.option, args.mode, d)
    try:
        sim.make_options(args.players, args.seed, options)
    except (KeyError, TypeError, ValueError, OverflowError, IllegalAction) as exc:
        reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
        raise UsageError(f"bad setup option for {game_id}: {reason}") from None
    return _Config(
        sim,
        args.players,
        args.games,
        args.seed,
        names,
        args.json,
        args.trace,
        args.max_rounds,
        args.content,
        options,
        args.think_ms,
    )


@dataclass
class GameResult:
    """The outcome of one simulated game."""

    index: int
    seed: int
    finished: bool
    rounds: int
    moves: int
    winners: tuple[int, ...]
    seats: list[dict[str, Any]]
    digest: str

    def to_json(self) -> dict[str, Any]:
        return {
            "record": "game",
            "game": self.index,
            "seed": self.seed,
            "finished": self.finished,
            "rounds": self.rounds,
            "moves": self.moves,
            "winners": list(self.winners),
            "seats": self.seats,
            "digest": self.digest,
        }


class TraceSink(Protocol):
    """Where `play_game` writes its trace lines: an open text file, or `_Trace` around one."""

    def write(self, text: str, /) -> object: ...


def play_game(
    sim: SimGame,
    content: Any,
    index: int,
    seed: int,
    bot_list: list[str],
    max_rounds: int,
    trace: TraceSink | None = None,
    options: dict[str, Any] | None = None,
    think_ms: int | None = None,
) -> GameResult:
    """Play one game with these bots (one per seat) and return its result.

    A bot's illegal action propagates as IllegalAction (a bot bug, never a player's).
    """
    d = sim.definition
    state = d.new_game(content, sim.make_options(len(bot_list), seed, options))
    bots = [make_bot(d.id, name, think_ms) for name in bot_list]
    rngs = [bot_rng(seed, seat) for seat in range(len(bot_list))]
    current_player, observation, apply_in_place = d.current_player, d.observation, d.apply_in_place
    is_over, rounds = d.is_over, sim.rounds
    moves = 0
    while not is_over(state) and rounds(state) <= max_rounds:
        player = current_player(state)
        action = bots[player].choose(observation(state, player), rngs[player])
        try:
            apply_in_place(state, action)
        except IllegalAction as exc:
            exc.add_note(f"{bot_list[player]} bot in seat {player} chose {action} (game {index}, seed {seed})")
            raise
        if trace is not None:
            trace.write(
                json.dumps(
                    {
                        "game": index,
                        "seed": seed,
                        "index": moves,
                        "player": player,
                        "action": action.to_json(),
                        "state": d.public_json(state),
                    },
                    separators=(",", ":"),
                    ensure_ascii=False,
                )
            )
            trace.write("\n")
        moves += 1
    finished = is_over(state)
    seats = [{"seat": s, "bot": bot_list[s], **sim.seat_summary(state, s)} for s in range(len(bot_list))]
    return GameResult(
        index=index,
        seed=seed,
        finished=finished,
        rounds=rounds(state) if finished else max_rounds,
        moves=moves,
        winners=tuple(d.winners(state)) if finished else (),
        seats=seats,
        digest=d.digest(state),
    )


def summarise(
    game_id: str, results: list[GameResult], bot_list: list[str], seconds: float, max_rounds: int
) -> dict[str, Any]:
    """The run's totals. A game counts once for each bot name among its winners (ties included)
    and once for each winning seat."""
    finished = [r for r in results if r.finished]
    wins_by_bot = {name: 0 for name in dict.fromkeys(bot_list)}
    wins_by_seat = [0] * len(bot_list)
    for r in finished:
        for name in {bot_list[w] for w in r.winners}:
            wins_by_bot[name] += 1
        for w in r.winners:
            wins_by_seat[w] += 1
    moves = sum(r.moves for r in results)
    return {
        "record": "summary",
        "game_id": game_id,
        "players": len(bot_list),
        "bots": list(bot_list),
        "games": len(results),
        "finished": len(finished),
        "unfinished": len(results) - len(finished),
        "max_rounds": max_rounds,
        "wins_by_bot": wins_by_bot,
        "wins_by_seat": wins_by_seat,
        "average_rounds": round(sum(r.rounds for r in finished) / len(finished), 2) if finished else None,
        "moves": moves,
        "seconds": round(seconds, 3),
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else None,
        "moves_per_second": round(moves / seconds, 1) if seconds > 0 else None,
    }


def _game_line(r: GameResult) -> str:
    if r.finished:
        won = "winner " + ",".join(str(w + 1) for w in r.winners)
    else:
        won = "unfinished"
    seats = "  ".join(
        f"{s['seat'] + 1}:{s['bot']} " + "/".join(str(v) for k, v in s.items() if k not in ("seat", "bot"))
        for s in r.seats
    )
    return f"game {r.index:>4}  seed {r.seed:<6} rounds {r.rounds:>3}  {won:<12} | {seats}"


def _summary_text(summary: dict[str, Any]) -> str:
    games = summary["games"]
    lines = [
        (
            f"games {games}, finished {summary['finished']}, unfinished {summary['unfinished']}"
            f" (stopped after round {summary['max_rounds']})"
        ),
        "wins by bot (games with a winning seat of that bot; ties count for each): "
        + ", ".join(f"{name} {n} ({100 * n / games:.1f}%)" for name, n in summary["wins_by_bot"].items()),
        "wins by seat: "
        + ", ".join(f"{s + 1}:{bot} {n}" for s, (bot, n) in enumerate(zip(summary["bots"], summary["wins_by_seat"]))),
        f"average rounds: {summary['average_rounds']}",
        (
            f"throughput: {summary['games_per_second']} games/s, {summary['moves_per_second']} moves/s"
            f" ({summary['moves']} moves in {summary['seconds']} s)"
        ),
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Run `energy-table simulate`; returns the process exit code."""
    try:
        config = _configure(argv)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except _Exit as exc:
        return exc.status
    sim = config.sim
    d = sim.definition
    try:
        content = d.load_content(config.content)
    except ContentError as exc:  # a broken pack: one line, the full list is validate-content's job
        count = len(exc.issues)
        first = f": {exc.issues[0]}" if exc.issues else ""
        print(
            f"{PROG}: error: the content pack has {count} problem(s){first}"
            " (run 'energy-table validate-content' for the full list)",
            file=sys.stderr,
        )
        return 1
    try:  # a setup the content cannot deal (a map that is not there, regions that do not fit)
        d.new_game(content, sim.make_options(config.players, config.seed, config.options))
    except (KeyError, TypeError, ValueError, OverflowError, IllegalAction) as exc:
        reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
        print(f"{PROG}: error: bad setup option for {d.id}: {reason}", file=sys.stderr)
        return 2
    try:
        return _run(config, content)
    except TraceWriteError as exc:
        print(f"{PROG}: error: cannot write the trace file: {exc}", file=sys.stderr)
        return 2


class TraceWriteError(Exception):
    """The trace file could not be written (a full disk, a vanished folder)."""


class _Trace:
    """The --trace file: any OSError while writing it becomes a TraceWriteError."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> None:
        try:
            self._stream.write(text)
        except OSError as exc:
            raise TraceWriteError(exc.strerror or str(exc)) from None


def _run(config: _Config, content: Any) -> int:
    sim = config.sim
    d = sim.definition
    with contextlib.ExitStack() as stack:
        trace = None
        if config.trace:
            try:
                stream = stack.enter_context(_closing_trace(config.trace))
            except OSError as exc:
                print(f"{PROG}: error: cannot write the trace file: {exc.strerror or exc}", file=sys.stderr)
                return 2
            trace = _Trace(stream)
        results: list[GameResult] = []
        if not config.as_json:
            fields = "/".join(sim.seat_fields)
            print(f"{d.id}, {config.players} players; seats numbered from 1, shown as seat:bot {fields}")
        started = time.perf_counter()
        for i in range(config.games):
            r = play_game(
                sim,
                content,
                i,
                config.seed + i,
                config.bots,
                config.max_rounds,
                trace,
                config.options,
                config.think_ms,
            )
            results.append(r)
            if config.as_json:
                print(json.dumps(r.to_json(), separators=(",", ":")))
            else:
                print(_game_line(r))
    seconds = time.perf_counter() - started
    summary = summarise(d.id, results, config.bots, seconds, config.max_rounds)
    if config.as_json:
        print(json.dumps(summary, separators=(",", ":")))
    else:
        print(_summary_text(summary))
    return 0


@contextlib.contextmanager
def _closing_trace(path: str) -> Iterator[TextIO]:
    """Open the trace file; a failure to flush it at the end is a TraceWriteError too."""
    stream = open_output(path)  # never waits for a reader: a FIFO nobody reads is refused
    try:
        yield stream
    finally:
        try:
            stream.close()
        except OSError as exc:
            raise TraceWriteError(exc.strerror or str(exc)) from None
