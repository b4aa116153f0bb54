"""The coach of a guided first game (issue 15): rings the thing to click, says in a sentence what
it does and why it is a good move now, and waits.

A `Coach` sits on a game window with the game's script (`content/tutorials`: the pupil's moves
in order). On the pupil's turn it shows the step on the window's hint card (`kit/hints.py`) and
rings what plays the expected move — the game's own `_hint_targets`, the same rings a hint
draws. The controller asks the coach about each of the pupil's moves first
(`GameController.guard`): the expected move goes through; any other gets a friendly nudge that
points again, never an error box, and the game does not move. A `watch` step is played by the
coach itself, at a pace the pupil can follow, or at once: the card's "Skip ahead" button plays
the rest of the watched stretch (and the computer players' moves in it) without pauses.

Progress is the pupil's moves in the game's history, so a guide left at any time and reopened
from its autosave goes on at the same step. After the last step the card offers a normal game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from desktop_app.ai.tutorials import expected_action, same_move, taken_outcomes, watched_move
from desktop_app.content.tutorials import PUPIL, Step, Tutorial
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.narration import fill

WATCH_MS = 1400  # how long the pupil sees a move the coach is about to play


class Coach(QObject):
    """A guided first game's coach on `window` (a kit `GameWindow`)."""

    finished = Signal()  # every step done
    step_did_show = Signal(int)  # the step (index) now asked of the pupil

    def __init__(self, window: Any, script: Tutorial, language: str) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.script = script
        self.language = language
        self.nudges = 0  # wrong moves nudged (the scoreboard does not count them: for tests)
        self._nudge = ""  # the nudge shown with the current step, until the pupil moves
        self._shown: tuple[int, int] | None = None
        self._done = False
        self._finished_at = -1  # the pupil's moves when the guide ended
        # the last watched move the coach submitted: (its record's index, the action, its hint words)
        self._words_played: tuple[int, Any, str] = (0, None, "")
        self.controller.hints_enabled = False  # the coach is the help in a guided game
        window._update_hint_button()
        self.controller.guard = self._check
        self.controller.action_was_refused.connect(self._refused)
        self._watch_card: int | None = None  # the watched step whose card is up (with "Skip ahead")
        self._skipping: int | None = None  # the watched step "Skip ahead" was clicked on
        self._watch = QTimer(self)
        self._watch.setSingleShot(True)
        self._watch.timeout.connect(self._play_watched)
        window.coach = self
        window._guide_starts()  # a window's own settings a guide cannot follow (a race at full speed)

    # --- where the pupil is ----------------------------------------------------------------

    def pupil_moves(self) -> int:
        return sum(1 for record in self.controller.history if record.player == PUPIL)

    def taken(self) -> tuple[str, ...]:
        """The outcomes the guide has taken so far (a fall, a race lost: which branch it is on)."""
        history = self.controller.history
        return taken_outcomes(self.controller.game.id, self.script, [(r.player, r.action, r.after) for r in history])

    def steps(self) -> tuple[Step, ...]:
        """The guide's steps along the outcomes taken so far."""
        return self.script.path(self.taken())

    def position(self) -> tuple[int, int] | None:
        """(step index in `steps()`, moves made in it), None once the script is done."""
        return self.script.step_at(self.pupil_moves(), self.steps())

    def expected(self) -> Any | None:
        """The move the current step asks of the pupil (None: a watched step, or all done)."""
        where = self.position()
        if where is None:
            return None
        step = self.steps()[where[0]]
        if step.expect is None:
            return None
        return expected_action(self.controller.game, step.expect, where[0])

    def ringed(self) -> Any | None:
        """The move the coach rings now: the step's expected move, or for a move of the pupil's
        own (`play`) the one the coach's player would make, to show where it is made."""
        where = self.position()
        if where is not None and self.steps()[where[0]].play and self._pupil_to_move():
            return self._watched_action()
        return self.expected()

    def _pupil_to_move(self) -> bool:
        return not self.controller.is_over() and self.controller.current_player() == PUPIL

    # --- the guard ---------------------------------------------------------------------------

    def _check(self, player: int, action: Any) -> str | None:
        where = self.position()
        if player != PUPIL or where is None:
            return None  # the guide is over: free play
        translate = QCoreApplication.translate
        step = self.steps()[where[0]]
        if step.play:
            if action.type_name in step.play:
                return None  # the pupil's own move: what it leads to is the game's
            return translate(
                "Coach", "Not that one yet. Look for the ringed place, click it, and the game goes on from there."
            )
        if step.expect is None:
            if self._is(self._watched_action(), action):
                return None
            return translate("Coach", "Watch this one: the coach plays it for you in a moment.")
        if self._is(self.expected(), action):
            return None
        return translate(
            "Coach", "Not that one yet. Look for the ringed place, click it, and the game goes on from there."
        )

    def _is(self, asked: Any, action: Any) -> bool:
        """Whether `action` plays the move asked: it, or one the rules make the same game of
        (`ai/tutorials.same_move`: the same dice in another order)."""
        return same_move(self.controller.game, self.controller.state, asked, action)

    def _refused(self, code: str, reason: str) -> None:
        if code == "coach":
            self.nudges += 1
            self._nudge = reason
            self._shown = None
            self.refresh()

    # --- showing the step --------------------------------------------------------------------

    def heading(self, index: int) -> str:
        total = len(self.steps())
        return fill(QCoreApplication.translate("Coach", "Coach · step %1 of %2"), index + 1, total)

    def refresh(self, force: bool = False) -> None:
        """Show what the pupil is asked now (called by the window after every redraw; `force`:
        ring again though the step is the same, e.g. a chosen card has brought its button)."""
        display = self.window.hint_display
        where = self.position()
        if self._skipping is not None and (where is None or not self.steps()[where[0]].watch):
            self._end_skip()  # the pupil's own move again (watched steps in a row are skipped together)
        if where is None:
            if not self._done:
                self._finish()
            elif self.pupil_moves() != self._finished_at:
                display.clear()  # free play after the guide: the closing words go with the pupil's next move
            return
        index, made = where
        step = self.steps()[index]
        say = step.say.get(self.language)
        if index == 0 and made == 0:  # before the pupil's first move (computer players may open)
            say = f"{self.script.intro.get(self.language)}\n\n{say}"
        if self._skipping is not None:
            self._show_skipping(index)
            if self._pupil_to_move() and not self._watch.isActive():
                self._watch.start(0)
            return
        if step.watch:
            self._show_watched(index, made, say)
            return
        self._watch_card = None
        if not self._pupil_to_move():
            self._watch.stop()
            display.show(
                self.heading(index),
                QCoreApplication.translate("Coach", "The computer players are moving. Watch the board…"),
                "",
                HintTargets(),
            )
            return
        if self._shown == (index, self.pupil_moves()) and display.showing and not force:
            return
        if self._shown is not None and self._shown != (index, self.pupil_moves()) and not self._nudge:
            self.window.statusBar().clearMessage()  # the last step's nudge is not this step's
        self._shown = (index, self.pupil_moves())
        display.show(self.heading(index), say, self._nudge, self.window._hint_targets(self.ringed()))
        self._nudge = ""
        self.step_did_show.emit(index)

    def _show_watched(self, index: int, made: int, say: str) -> None:
        """A watched step's card: its words, the move the coach played last (as the log tells
        it, never the hint's "click ..."), nothing ringed (a click would only earn a nudge), and
        "Skip ahead". It stays up while the computer players move too, and is not put up again
        for each move, only its words changed: a click on its button is never lost to a card
        hidden between the press and the release."""
        display = self.window.hint_display
        card = display.card
        reason = self._nudge or self._played_words(made)
        if self._watch_card == index and card.isVisible() and card.action_button.isVisible():
            card.set_text(self.heading(index), say, reason)
            display.place()
        else:
            display.show(
                self.heading(index),
                say,
                reason,
                HintTargets(),
                action=(QCoreApplication.translate("Coach", "Skip ahead"), self.skip_ahead),
            )
            self._watch_card = index
        if not self._pupil_to_move():
            self._watch.stop()
            return
        if self._shown != (index, self.pupil_moves()):
            if self._shown is not None and not self._nudge:
                self.window.statusBar().clearMessage()  # the last step's nudge is not this step's
            self._shown = (index, self.pupil_moves())
            self._nudge = ""
            self.step_did_show.emit(index)
        if not self._watch.isActive():
            self._watch.start(WATCH_MS)

    # --- skip ahead ----------------------------------------------------------------------------

    def skip_ahead(self) -> None:
        """Play the rest of the watched stretch now (this watched step and any that follow it):
        the coach's moves without the pause before each, the computer players' without their
        delay and animations, up to the pupil's next move (the usual pace comes back there,
        `_end_skip`)."""
        where = self.position()
        if where is None or not self.steps()[where[0]].watch or self._skipping is not None:
            return
        self._skipping = where[0]
        self._watch.stop()
        self.controller.set_bot_delay(0)
        self.window._set_animation(False)
        self._shown = None
        self.refresh()

    @property
    def skipping(self) -> bool:
        """Whether a watched step is being played at once."""
        return self._skipping is not None

    def _show_skipping(self, index: int) -> None:
        self._watch_card = None
        if self._shown == (index, -1):
            return
        self._shown = (index, -1)  # one card for the whole skip: the next step shows afresh
        self.window.hint_display.show(
            self.heading(index),
            QCoreApplication.translate("Coach", "Skipping ahead to your next move…"),
            "",
            HintTargets(),
        )

    def _end_skip(self) -> None:
        self._skipping = None
        self._watch.stop()
        self._shown = None
        self.window.set_speed(self.window.speed, remember=False)  # the chosen pace (and animations) again

    def _watched_action(self) -> Any:
        return watched_move(self.controller.game.id, self.controller.observation_for(PUPIL))

    def _played_words(self, made: int) -> str:
        """The move the coach played last in this watched step (`made`: moves made in it), in the
        game's own words: what the log says of it, else the words the game's hints gave it when
        it was played (a token dropped on Power On!'s tower, which the log leaves to the table);
        "" before the step's first move."""
        if made == 0:
            return ""
        record = next((r for r in reversed(self.controller.history) if r.player == PUPIL), None)
        if record is None:
            return ""
        said = " ".join(self.window.log.record_lines(record))
        if said:
            return said
        index, action, words = self._words_played
        return words if (index, action) == (record.index, record.action) else ""

    def _play_watched(self) -> None:
        where = self.position()
        if where is None or not self._pupil_to_move() or not self.steps()[where[0]].watch:
            return
        action = self._watched_action()
        # a window may play it as the person's own move would show (Magic Lamp: a touch in the race)
        plays = getattr(self.window, "_coach_plays", None)
        if plays is not None and plays(action):
            return
        # worded on the table it is played from, before the window redraws for it
        self._words_played = (len(self.controller.history) + 1, action, self.window._word_hint(action))
        self.controller.submit(action)

    def _finish(self) -> None:
        self._done = True
        self._finished_at = self.pupil_moves()
        self._watch.stop()
        self._watch_card = None
        self.controller.guard = None
        if self.controller.autosave_path is not None:  # a finished guide starts afresh next time
            path, self.controller.autosave_path = self.controller.autosave_path, None
            try:
                path.unlink(missing_ok=True)
            except OSError:  # a folder that refuses: the guide reopens at its end, nothing lost
                pass
        translate = QCoreApplication.translate
        self.window.hint_display.show(
            translate("Coach", "Well done!"),
            self.script.finish_for(self.taken()).get(self.language),
            translate("Coach", "Start a real game whenever you like.")
            if self.controller.is_over()
            else translate("Coach", "Play on as you like, or start a real game."),
            HintTargets(),
            action=(translate("Coach", "Start a real game…"), self.window._new_game),
        )
        self.finished.emit()

    @property
    def done(self) -> bool:
        return self._done


__all__ = ["WATCH_MS", "Coach"]
