"""The lamp race, in real time: a countdown, the dice uncovered, then every human's own key (or
the lamp) against the computer players' reaction times.

`LampRace` only keeps time. Press times are milliseconds from the moment the dice are shown
(a QElapsedTimer), so the race is decided by timestamps, never by event order. Computer players'
times come from their own decision (asked ahead through the controller, drawn from their seeded
RNG). At the end it hands back one `rub_lamp(ms)` or `keep_still()` per human seat; the rules
work out genies and false touches from the dice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.magic_lamp.actions import KeepStill, RubLamp

# The humans' keys, far apart on the keyboard, given in seat order.
HUMAN_KEYS = (Qt.Key.Key_A, Qt.Key.Key_L, Qt.Key.Key_Z, Qt.Key.Key_M, Qt.Key.Key_Q)
KEY_LABELS = {Qt.Key.Key_A: "A", Qt.Key.Key_L: "L", Qt.Key.Key_Z: "Z", Qt.Key.Key_M: "M", Qt.Key.Key_Q: "Q"}


@dataclass(frozen=True)
class RaceTiming:
    """How long each stage lasts, in milliseconds."""

    count_step: int  # each of 3, 2, 1
    window: int  # how long the lamp waits for presses after the dice are shown
    result: int  # how long the result stays before play goes on


TIMINGS = {
    "slow": RaceTiming(800, 5000, 2600),
    "normal": RaceTiming(600, 4000, 1800),
    "fast": RaceTiming(350, 3000, 900),
    "max": RaceTiming(0, 3000, 0),  # instant for watchers; humans still get a real window
}


def human_keys(seats: Sequence[Seat]) -> dict[int, Qt.Key]:
    """Each human seat's key, in seat order."""
    humans = [i for i, s in enumerate(seats) if s.is_human]
    return {seat: HUMAN_KEYS[n % len(HUMAN_KEYS)] for n, seat in enumerate(humans)}


class LampRace(QObject):
    """One race: `start()`, then `press(seat)` from keys or clicks; `race_did_finish` with the
    humans' actions once everyone has pressed or the window has closed."""

    race_did_change = Signal()  # countdown tick, a press: redraw
    race_did_finish = Signal(object)  # {seat: RubLamp | KeepStill} for the humans

    def __init__(
        self,
        keys: dict[int, Qt.Key],
        bot_times: dict[int, int | None],
        timing: RaceTiming,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.keys = keys
        self.bot_times = bot_times  # seat -> ms, or None (keeps still)
        self.timing = timing
        self.countdown = 3
        self.going = False
        self.finished = False
        self.times: dict[int, int] = {}  # seat -> ms after the reveal, in order of arrival
        self.planned: dict[int, int] = {}  # a human seat's press timed ahead (`press_at`)
        self._clock = QElapsedTimer()
        self._timers: list[QTimer] = []

    # --- running ----------------------------------------------------------------------------

    def start(self) -> None:
        app = QApplication.instance()
        if app is not None:  # the race hears every key of the app's windows
            app.installEventFilter(self)
        if self.timing.count_step <= 0:
            self._go()
        else:
            self._later(self.timing.count_step, self._tick)
        self.race_did_change.emit()

    def _later(self, ms: int, slot: Callable[[], object]) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setTimerType(Qt.TimerType.PreciseTimer)  # a race is decided by milliseconds
        timer.timeout.connect(slot)
        timer.start(max(0, ms))
        self._timers.append(timer)

    def _tick(self) -> None:
        self.countdown -= 1
        if self.countdown <= 0:
            self._go()
        else:
            self._later(self.timing.count_step, self._tick)
        self.race_did_change.emit()

    def _go(self) -> None:
        self.countdown = 0
        self.going = True
        self._clock.start()
        instant = self.timing.count_step <= 0 and not self.keys
        for seat, ms in self.bot_times.items():
            if ms is not None:
                if instant:
                    self.times[seat] = ms
                else:
                    self._later(ms, partial(self._bot_press, seat, ms))
        for seat, ms in self.planned.items():
            self._later(ms, partial(self._planned_press, seat, ms))
        if not self.keys:
            pressing = [ms for ms in self.bot_times.values() if ms is not None]
            wait = 0 if instant else min(self.timing.window, max(pressing, default=0) + 400)
            self._later(wait, self._close)
        else:
            self._later(self.timing.window, self._close)
        self.race_did_change.emit()

    def _early(self, ms: int, slot: Callable[[], object]) -> bool:
        """Whether a touch timed for `ms` came before the race's clock got there (a Qt timer may
        fire early: a coarse one by up to 5%); then it is timed again for the rest. Shown early,
        a computer's touch could be beaten by a person who pressed after seeing it."""
        left = ms - int(self._clock.elapsed())
        if left > 0:
            self._later(left, slot)
            return True
        return False

    def _bot_press(self, seat: int, ms: int) -> None:
        if not self.finished and seat not in self.times and not self._early(ms, partial(self._bot_press, seat, ms)):
            self.times[seat] = ms
            self.race_did_change.emit()

    def press(self, seat: int) -> bool:
        """A human's press (key or click); ignored before the dice are shown, twice, or for a
        seat whose press is timed ahead (`press_at`)."""
        if not self.going or self.finished or seat not in self.keys or seat in self.times or seat in self.planned:
            return False
        self._pressed(seat, int(self._clock.elapsed()))
        return True

    def press_at(self, seat: int, ms: int) -> bool:
        """A human seat's press timed ahead, `ms` after the reveal (a guided game's coach touching
        the lamp for the pupil at its own time): it lands when the clock gets there, as that
        person's own press would (the board and the race panel show it), and counts even if the
        window closes first; the seat's key and clicks no longer count. False once it is too late
        (the race is over, or the seat has pressed)."""
        if self.planned.get(seat) == ms:
            return True  # asked twice
        if self.finished or seat not in self.keys or seat in self.times or seat in self.planned:
            return False
        self.planned[seat] = ms
        if self.going:
            self._later(ms - int(self._clock.elapsed()), lambda: self._planned_press(seat, ms))
        return True

    def _planned_press(self, seat: int, ms: int) -> None:
        if not self.finished and seat not in self.times and not self._early(ms, partial(self._planned_press, seat, ms)):
            self._pressed(seat, ms)

    def _pressed(self, seat: int, ms: int) -> None:
        self.times[seat] = ms
        self.race_did_change.emit()
        if all(s in self.times for s in self.keys):
            self._close()

    def _close(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.going = False
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        for timer in self._timers:
            timer.stop()
        for seat, ms in self.bot_times.items():  # every computer time is known: show them all
            if ms is not None:
                self.times.setdefault(seat, ms)
        for seat, ms in self.planned.items():  # so is a press timed ahead
            self.times.setdefault(seat, ms)
        self.race_did_change.emit()
        actions = {
            seat: RubLamp(min(self.times[seat], 600_000)) if seat in self.times else KeepStill() for seat in self.keys
        }
        if self.timing.result <= 0:
            self.race_did_finish.emit(actions)
        else:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: self.race_did_finish.emit(actions))
            timer.start(self.timing.result)
            self._timers.append(timer)

    def stop(self) -> None:
        """Abandon the race (the window closes)."""
        self.finished = True
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        for timer in self._timers:
            timer.stop()

    # --- keys ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and not event.isAutoRepeat():
            for seat, key in self.keys.items():
                if event.key() == key:
                    self.press(seat)
                    return True
        return False

    # --- reading -------------------------------------------------------------------------------

    def order(self) -> list[int]:
        """Seats that touched the lamp, fastest first (equal times: the lower seat)."""
        return sorted(self.times, key=lambda s: (self.times[s], s))
