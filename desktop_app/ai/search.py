"""The expert computer player: it searches (issue 16: "determinized Monte-Carlo tree search (or
rollouts) over the rules core, with the hidden information sampled from what that seat may
know ..., the normal player as rollout policy, and a time budget per decision").

`SearchBot` plays determinized rollouts, the flat Monte-Carlo search of perfect-information
sampling: for the decision in front of it, it takes a few candidate moves (the normal player's
own choice always among them), and until its time is up it repeatedly

1. deals a world consistent with its own observation (`determinize(observation, rng)`: the
   game's hidden parts — the deck order, the others' hands, the dice to come — drawn at random
   from what the seat cannot see; never read from the real state, which it is never given),
2. picks a candidate by UCB1 (the one whose result is best, or least tried),
3. plays it and then the whole game on with the normal player in every seat, and
4. scores the end for itself: 1 for a win, 1/k for a k-way shared win, 0 otherwise (or the
   game's `evaluate` where the rollout is cut short).

It returns the candidate with the best average. `think_ms` bounds the time; `cancel` (a
`threading.Event` the controller sets on undo, close or a new game) stops it at once, with the
best move found so far. A game gives `determinize` and optionally `candidates` (which moves to
weigh when there are many) and `evaluate`; see `ai/<game>/expert.py`.

`before_decision(observation)` is the one hook a game's search overrides: it runs at the start
of every decision (Power On!'s expert tells its rollout players there which seat searches).

`decide_with_reason` (for hints) searches exactly as `choose` does — the same move for the same
random numbers and budget — and says why: where the normal player's move stands, the normal
player's own reason followed by what the search added (`SEARCH_KEPT`: it won about N of its M
imagined games, no other move tried clearly better); where another move won, `SEARCHED_LEAD` (a
sentence a child can follow) followed by `SEARCHED_BETTER` (this move and the usual one in M
imagined games: this one came out ahead X% of the time against Y%). The codes are in every
game's `hints.yaml`; a hint shows the figures under "more" (`ai/hints.format_hint`).
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.ai.base import Bot, Reason
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.game import GameDefinition

DEFAULT_THINK_MS = 1000
MAX_CANDIDATES = 8
EXPLORE = 1.2  # UCB1's exploration constant, for rewards in [0, 1]
MAX_ROLLOUT_ACTIONS = 20_000  # a rollout longer than this is a stuck game: scored as a draw


Determinize = Callable[[Any, random.Random], Any]  # (observation, rng) -> a full state
Candidates = Callable[[Any, list[Action], Action, random.Random], list[Action]]
Evaluate = Callable[[Any, int], float]  # (state, seat) -> 0..1, for a rollout cut short
Cutoff = Callable[[Any, Any], bool]  # (the decision's observation, rollout world) -> cut it here

# The reasons the search adds to a hint (each game's hints.yaml says them in both languages).
SEARCH_KEPT = "search_kept"  # after the normal player's reason: games, won, others
SEARCHED_BETTER = "searched_better"  # another move than the usual one: games, chance, usual
SEARCHED_LEAD = "searched_lead"  # another move than the usual one, in a child's words: leads SEARCHED_BETTER


def default_candidates(observation: Any, legal: list[Action], policy_move: Action, rng: random.Random) -> list[Action]:
    """The normal player's move and up to MAX_CANDIDATES - 1 others, drawn at random."""
    others = [a for a in legal if a != policy_move]
    rng.shuffle(others)
    return [policy_move, *others[: MAX_CANDIDATES - 1]]


@dataclass
class _Arm:
    action: Action
    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class SearchStats:
    """What the last decision cost: rollouts played, milliseconds, and each arm's record."""

    rollouts: int = 0
    ms: float = 0.0
    arms: list[tuple[Action, int, float]] = field(default_factory=list)


class SearchBot:
    """The expert: determinized rollouts with the normal player as policy (see the module)."""

    name = "expert"
    level = "expert"

    def __init__(
        self,
        game: GameDefinition,
        policy: Callable[[], Bot],
        determinize: Determinize,
        *,
        think_ms: int = DEFAULT_THINK_MS,
        candidates: Candidates = default_candidates,
        evaluate: Evaluate | None = None,
        max_rollout_actions: int = MAX_ROLLOUT_ACTIONS,
        max_rollouts: int | None = None,
        cutoff: Cutoff | None = None,
        paired: bool = False,
        margin: float = 0.0,
        min_visits: int = 1,
        unsearched: Callable[[Any], bool] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.game = game
        self.policy = policy()
        self._policy_factory = policy
        self.determinize = determinize
        self.think_ms = think_ms
        self.candidates = candidates
        self.evaluate = evaluate
        self.max_rollout_actions = max_rollout_actions
        self.max_rollouts = max_rollouts  # a fixed number instead of the clock (tests, benches)
        self.cutoff = cutoff  # (decision's observation, rollout world) -> cut here and `evaluate`
        self.paired = paired  # every arm on the same dealt world and dice (common random numbers)
        self.margin = margin  # another arm must beat the normal player's move by this much
        self.min_visits = min_visits  # ... and have been tried at least this often
        self.unsearched = unsearched  # moments the normal player decides alone (a race, a physics drop)
        # Seconds, for the time budget: the wall clock in the app; benches may give the thread's
        # own CPU time (time.thread_time), so a decision's budget does not shrink on a busy machine.
        self.clock = clock
        self.cancel: threading.Event | None = None
        self.stats = SearchStats()

    def choose(self, observation: Any, rng: random.Random) -> Action:
        return self._decide(observation, rng, explain=False)[0]

    def before_decision(self, observation: Any) -> None:
        """Called once at the start of every decision (`choose`, `decide_with_reason`), before
        the normal player is asked and before any rollout: a game's search may tell its policy
        about the decision here (Power On!'s tells its players which seat searches). Does
        nothing by default."""

    def decide_with_reason(self, observation: Any, rng: random.Random) -> tuple[Action, Reason]:
        """`choose`'s very move for the same observation, random numbers and budget, and why (see
        the module): the search draws the same numbers, the normal player is asked on the same
        draws (its own `decide_with_reason` in place of its `choose`)."""
        action, policy_move, policy_reason = self._decide(observation, rng, explain=True)
        assert policy_reason is not None
        return action, self._reason(action, policy_move, policy_reason)

    def _policy_decides(self, observation: Any, rng: random.Random, explain: bool) -> tuple[Action, Reason | None]:
        """The normal player's move at the decision, with its reason when one is asked for."""
        if not explain:
            return self.policy.choose(observation, rng), None
        explains = getattr(self.policy, "decide_with_reason", None)
        if explains is None:
            raise TypeError(f"the {self.game.id} expert's normal player cannot explain its moves")
        move, reason = explains(observation, rng)
        return move, reason

    def _decide(self, observation: Any, rng: random.Random, explain: bool) -> tuple[Action, Action, Reason | None]:
        """(the move, the normal player's move, its reason if `explain`); leaves `self.stats`."""
        self.before_decision(observation)
        game = self.game
        if self.unsearched is not None and self.unsearched(observation):
            self.stats = SearchStats()
            move, reason = self._policy_decides(observation, rng, explain)
            return move, move, reason
        legal = game.legal_actions(observation)
        policy_move, policy_reason = self._policy_decides(observation, rng, explain)
        if len(legal) <= 1:
            self.stats = SearchStats()
            return (legal[0] if legal else policy_move), policy_move, policy_reason
        me = game.current_player(observation)
        arms = [_Arm(action) for action in self.candidates(observation, legal, policy_move, rng)]
        if len(arms) == 1:  # nothing to weigh: no time spent searching
            self.stats = SearchStats()
            return arms[0].action, policy_move, policy_reason
        started = self.clock()
        deadline = started + self.think_ms / 1000
        rollouts = 0
        if self.paired:
            rollouts = self._paired(observation, arms, me, rng, deadline)
        while not self.paired and not self._stop(rollouts, deadline):
            arm = self._pick(arms, rollouts)
            world = self.determinize(observation, rng)
            arm.total += self._rollout(world, arm.action, me, rng, observation)
            arm.visits += 1
            rollouts += 1
        best = max(arms, key=lambda a: (a.mean if a.visits else -1.0, a.action == policy_move))
        policy_arm = arms[0]  # the candidates put the normal player's move first
        if best is not policy_arm and policy_arm.visits:
            if best.mean < policy_arm.mean + self.margin or best.visits < self.min_visits:
                best = policy_arm
        self.stats = SearchStats(
            rollouts, (self.clock() - started) * 1000, [(a.action, a.visits, a.mean) for a in arms]
        )
        return (best.action if best.visits else policy_move), policy_move, policy_reason

    def _reason(self, action: Action, policy_move: Action, policy_reason: Reason) -> Reason:
        """Why `action`, from the last decision's record (`self.stats`): the normal player's
        reason, and what the search added to it; or the search's own where another move won."""
        record = {arm_action: (visits, mean) for arm_action, visits, mean in self.stats.arms}
        mine = record.get(action, (0, 0.0))
        if action == policy_move:
            visits, mean = mine
            if not visits:  # not searched (one candidate, an unsearched moment, cancelled at once)
                return policy_reason
            others = sum(1 for arm_action, arm_visits, _ in self.stats.arms if arm_action != action and arm_visits)
            kept = Reason(SEARCH_KEPT, {"games": visits, "won": round(visits * mean), "others": others})
            return dataclasses.replace(policy_reason, also=(*policy_reason.also, kept))
        usual_visits, usual_mean = record.get(policy_move, (0, 0.0))
        games = mine[0] + usual_visits
        # a sentence a child can follow leads (issue 26); the imagined games' figures follow it,
        # for a hint's "more"
        figures = Reason(SEARCHED_BETTER, {"games": games, "chance": mine[1], "usual": usual_mean})
        return Reason(SEARCHED_LEAD, also=(figures,))

    def _paired(self, observation: Any, arms: list[_Arm], me: int, rng: random.Random, deadline: float) -> int:
        """Common random numbers: each dealt world, and the rollout's own draws, serve every arm
        alike, so the arms' difference is the move's and not the deal's. A round of the arms
        counts only once all have played it (the first is always finished); returns the rollouts."""
        rollouts = 0
        while not self._stop(rollouts, deadline):
            world = self.determinize(observation, rng)
            seed = rng.randrange(2**62)
            results: list[float] = []
            for arm in arms:
                if self.cancel is not None and self.cancel.is_set():
                    return rollouts
                if rollouts and self._stop(rollouts, deadline):
                    return rollouts  # a round cut short is left out: it would pair no longer
                copy = world.clone() if arm is not arms[-1] else world
                results.append(self._rollout(copy, arm.action, me, random.Random(seed), observation))
            for arm, result in zip(arms, results):
                arm.total += result
                arm.visits += 1
            rollouts += len(arms)
        return rollouts

    def _stop(self, rollouts: int, deadline: float) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True
        if self.max_rollouts is not None:
            return rollouts >= self.max_rollouts
        return self.clock() >= deadline

    @staticmethod
    def _pick(arms: list[_Arm], rollouts: int) -> _Arm:
        for arm in arms:
            if arm.visits == 0:
                return arm
        log_n = math.log(max(1, rollouts))
        return max(arms, key=lambda a: a.mean + EXPLORE * math.sqrt(log_n / a.visits))

    def _rollout(self, world: Any, action: Action, me: int, rng: random.Random, root: Any = None) -> float:
        game = self.game
        try:
            game.apply_in_place(world, action)
        except Exception:  # noqa: BLE001 - a move the sampled world refuses: this world is no good for it
            return 0.0
        policy = self.policy
        cutoff = self.cutoff
        for _ in range(self.max_rollout_actions):
            if game.is_over(world):
                winners = game.winners(world)
                return 1.0 / len(winners) if me in winners else 0.0
            if cutoff is not None and cutoff(root, world):
                break
            player = game.current_player(world)
            if player < 0:
                break
            game.apply_in_place(world, policy.choose(world, rng))
        return self.evaluate(world, me) if self.evaluate is not None else 0.5


__all__ = [
    "DEFAULT_THINK_MS",
    "SEARCHED_BETTER",
    "SEARCHED_LEAD",
    "SEARCH_KEPT",
    "SearchBot",
    "SearchStats",
    "default_candidates",
]
